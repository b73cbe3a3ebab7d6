import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/index.ts';
import { createCandidateProfiles } from '../src/modules/candidate-profiles/service.ts';
import { scoreInputs } from '../src/modules.ts';
import { candidateProfiles, educationExperiences } from '../src/modules/candidate-profiles/tables.ts';
import { seedCompany } from '../src/seed/demo.ts';
import { seedJob } from '../src/seed/job-factories.ts';
import { seedArea, seedCandidate, seedOption, seedSkill } from '../src/seed/profile-factories.ts';
import { refreshJobSearchDocuments } from './search-helpers.ts';

const { addCandidateSkill } = createCandidateProfiles(scoreInputs);

/** A small world for the search tests: catalogue rows, a company with jobs, varied candidates. */
export async function seedSearchWorld(db: Db) {
  const skill = {
    ts: await seedSkill(db, { name: `TypeScript ${Math.random().toString(36).slice(2, 6)}` }),
    pg: await seedSkill(db, { name: `Postgres ${Math.random().toString(36).slice(2, 6)}` }),
    go: await seedSkill(db, { name: `Golang ${Math.random().toString(36).slice(2, 6)}` }),
  };
  const years = {
    y1: await seedOption(db, 'years', { value: 1 }),
    y3: await seedOption(db, 'years', { value: 3 }),
    y5: await seedOption(db, 'years', { value: 5 }),
  };
  const edu = { e2: await seedOption(db, 'education', { value: 2 }), e4: await seedOption(db, 'education', { value: 4 }) };
  const degree = await seedOption(db, 'degree');
  const area = await seedArea(db);
  const { company, manager } = await seedCompany(db, { name: 'Acme Search Labs', description: 'We build search.' });
  const other = await seedCompany(db, { name: 'Other Corp' });

  const job = await seedJob(db, {
    companyId: company.id,
    title: 'Senior TypeScript developer',
    description: 'Build **search** with Postgres.',
    city: 'Lisbon',
    region: 'Lisboa',
    country: 'Portugal',
    workplace: 'hybrid',
    employmentType: 'full_time',
    salaryMin: 50000,
    salaryMax: 70000,
    yearsOptionId: years.y3.id,
    educationOptionId: edu.e4.id,
    experienceAreaId: area.id,
    skills: [{ skillId: skill.ts.id }, { skillId: skill.pg.id, importance: 'nice_to_have' }],
  });
  const remoteJob = await seedJob(db, {
    companyId: company.id,
    title: 'Go backend engineer',
    description: 'Remote role on our payment platform.',
    workplace: 'remote',
    employmentType: 'contract',
    salaryMin: 90000,
    salaryMax: 120000,
    skills: [{ skillId: skill.go.id }],
  });
  const otherJob = await seedJob(db, {
    companyId: other.company.id,
    title: 'Data analyst',
    description: 'Numbers.',
    city: 'Porto',
    country: 'Portugal',
  });
  const closedJob = await seedJob(db, { companyId: company.id, title: 'Closed TypeScript role', status: 'closed' });
  const pastJob = await seedJob(db, { companyId: company.id, title: 'Expired TypeScript role', closingDate: '2020-01-01' });
  const draftJob = await seedJob(db, { companyId: company.id, title: 'Draft TypeScript role', status: 'draft' });
  await refreshJobSearchDocuments(db);

  async function candidate(
    name: string,
    profile: Record<string, unknown>,
    skills: Array<[string, number]>,
    score: number,
    educationRank?: { id: string },
  ) {
    const c = await seedCandidate(db, { user: { firstName: name, lastName: 'Test' }, profile: profile as never });
    for (const [skillId, level] of skills) await addCandidateSkill(db, c.user.id, { skillId, level, years: 2 });
    if (educationRank) {
      await db.insert(educationExperiences).values({
        userId: c.user.id,
        institution: 'Uni',
        degreeOptionId: degree.id,
        educationOptionId: educationRank.id,
        startDate: '2010-01-01',
        endDate: '2014-01-01',
      });
    }
    await db.update(candidateProfiles).set({ score }).where(eq(candidateProfiles.userId, c.user.id));
    return c.user;
  }
  const best = await candidate(
    'Ana',
    {
      headline: 'TypeScript engineer',
      city: 'Lisbon',
      region: 'Lisboa',
      country: 'Portugal',
      remotePreference: 'hybrid',
      yearsOptionId: years.y5.id,
    },
    [
      [skill.ts.id, 5],
      [skill.pg.id, 4],
    ],
    70,
    edu.e4,
  );
  const middle = await candidate(
    'Bruno',
    {
      headline: 'Backend developer',
      city: 'Porto',
      region: 'Norte',
      country: 'Portugal',
      remotePreference: 'any',
      yearsOptionId: years.y1.id,
    },
    [[skill.ts.id, 3]],
    60,
    edu.e2,
  );
  const far = await candidate(
    'Chen',
    { headline: 'Go engineer', city: 'Berlin', region: 'Berlin', country: 'Germany', remotePreference: 'remote', willingToRelocate: true },
    [[skill.go.id, 5]],
    80,
  );
  const hidden = await candidate(
    'Hidden',
    {
      headline: 'TypeScript wizard',
      city: 'Lisbon',
      region: 'Lisboa',
      country: 'Portugal',
      visibility: 'hidden',
      yearsOptionId: years.y5.id,
    },
    [
      [skill.ts.id, 5],
      [skill.pg.id, 5],
    ],
    99,
    edu.e4,
  );
  await db.execute(sql`select 1`);
  return {
    skill,
    years,
    edu,
    area,
    company,
    manager,
    other,
    job,
    remoteJob,
    otherJob,
    closedJob,
    pastJob,
    draftJob,
    candidates: { best, middle, far, hidden },
  };
}
