import { required } from '@talentmatch/shared/required';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import { makeDocx, makePdf, multipartFile, multipartStream, signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { files, siteConfiguration } from '../../platform/db/schema.ts';
import { seedCompany } from '../../seed/demo.ts';
import { PROFILE_INPUT, seedArea, seedCandidate, seedOption, seedSkill } from '../../seed/profile-factories.ts';
import { candidateScoreHistory } from '../candidate-score/tables.ts';
import { candidateProfiles, candidateSkills, educationExperiences, jobExperiences } from './tables.ts';

let database: Database;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedIn>>;
let employer: Awaited<ReturnType<typeof signedIn>>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

useTestApp((t) => ({ database, app } = t));
beforeAll(async () => {
  // a small resume limit, set where administrators set it: the site configuration
  await database.db
    .update(siteConfiguration)
    .set({ uploadLimits: { resumeBytes: 1024 * 1024, photoBytes: 2 * 1024 * 1024, attachmentBytes: 5 * 1024 * 1024 } });
  admin = await signedIn(app, database.db, ['Administrator']);
  const { company } = await seedCompany(database.db);
  employer = await signedIn(app, database.db, ['Employer'], { companyId: company.id });
});

/** A signed-in candidate, with a profile unless `profile: false`. */
async function candidate(options: { profile?: boolean } = {}) {
  const session = await signedIn(app, database.db, ['Candidate']);
  if (options.profile !== false) {
    const response = await app.inject({ method: 'POST', url: '/api/candidate/profile', headers: session.headers, payload: PROFILE_INPUT });
    if (response.statusCode !== 201) throw new Error(response.body);
  }
  return session;
}

const history = (userId: string) => database.db.select().from(candidateScoreHistory).where(eq(candidateScoreHistory.userId, userId));
const profileRow = async (userId: string) =>
  (await database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)))[0];
const matches = async (userId: string, query: string) =>
  (
    await database.db.execute<{ hit: boolean }>(
      sql`select search_document @@ plainto_tsquery('english', ${query}) as hit from candidate_profiles where user_id = ${userId}`,
    )
  ).rows[0]?.hit;

describe('profile: GET, POST and PUT /api/candidate/profile', () => {
  it('need a token and the Candidate role', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/candidate/profile' }), 401);
    expectProblem(await app.inject({ method: 'POST', url: '/api/candidate/profile', payload: PROFILE_INPUT }), 401);
    expectProblem(
      await app.inject({ method: 'PUT', url: '/api/candidate/profile', payload: PROFILE_INPUT, headers: employer.headers }),
      403,
    );
    expectProblem(await app.inject({ method: 'GET', url: '/api/candidate/profile', headers: employer.headers }), 403);
  });

  it('creates the profile with its score, history row and search document; 404 before, 409 twice', async () => {
    const me = await candidate({ profile: false });
    expect(expectProblem(await app.inject({ method: 'GET', url: '/api/candidate/profile', headers: me.headers }), 404).detail).toBe(
      'You have not created your profile yet.',
    );
    const years = await seedOption(database.db, 'years', { label: '3–5 years', value: 3 });
    const body = {
      ...PROFILE_INPUT,
      headline: 'Marine biologist',
      summary: 'Kelp forests and coral reefs.',
      city: 'Lisbon',
      country: 'Portugal',
      yearsOptionId: years.id,
    };
    const response = await app.inject({ method: 'POST', url: '/api/candidate/profile', headers: me.headers, payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      headline: 'Marine biologist',
      yearsOption: { id: years.id, label: '3–5 years' },
      visibility: 'visible',
    });
    expect(await history(me.user.id)).toHaveLength(1);
    expect(await matches(me.user.id, 'kelp')).toBe(true);
    expectProblem(await app.inject({ method: 'POST', url: '/api/candidate/profile', headers: me.headers, payload: body }), 409);
  });

  it('updates the profile and writes a history row in the same transaction', async () => {
    const me = await candidate();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/candidate/profile',
      headers: me.headers,
      payload: { ...PROFILE_INPUT, headline: 'Platform engineer', summary: 'x'.repeat(120), visibility: 'hidden' },
    });
    expect(response.statusCode).toBe(200);
    const row = await profileRow(me.user.id);
    expect(row).toMatchObject({ headline: 'Platform engineer', visibility: 'hidden', score: 9 }); // 4 + the neutral 5 of employer feedback
    expect((await history(me.user.id)).map((h) => h.reason)).toEqual(['profile-created', 'profile-updated']);
    expect(await matches(me.user.id, 'platform')).toBe(true);
  });

  it('answers 400 for HTML, a missing headline, bad enums and an inactive option, storing nothing', async () => {
    const me = await candidate();
    const problem = expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/candidate/profile',
        headers: me.headers,
        payload: { ...PROFILE_INPUT, headline: '', summary: '<script>alert(1)</script>', remotePreference: 'moon', visibility: 'public' },
      }),
      400,
    );
    expect(problem.errors).toEqual({
      headline: ['Headline is required.'],
      summary: ['Summary must not contain HTML.'],
      remotePreference: ['Choose a remote preference.'],
      visibility: ['Choose visible or hidden.'],
    });
    const retired = await seedOption(database.db, 'education', { isActive: false });
    const inactive = expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/candidate/profile',
        headers: me.headers,
        payload: { ...PROFILE_INPUT, educationOptionId: retired.id },
      }),
      400,
    );
    expect(inactive.errors).toEqual({ educationOptionId: ['This option is no longer offered; choose another.'] });
    const wrongKind = await seedOption(database.db, 'degree');
    expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/candidate/profile',
        headers: me.headers,
        payload: { ...PROFILE_INPUT, educationOptionId: wrongKind.id },
      }),
      400,
    );
    expect(await profileRow(me.user.id)).toMatchObject({ headline: PROFILE_INPUT.headline, summary: '', educationOptionId: null });
    expect(await history(me.user.id)).toHaveLength(1);
  });

  it('keeps an option that became inactive on the record it is already on', async () => {
    const me = await candidate();
    const option = await seedOption(database.db, 'education', { value: 3 });
    await app.inject({
      method: 'PUT',
      url: '/api/candidate/profile',
      headers: me.headers,
      payload: { ...PROFILE_INPUT, educationOptionId: option.id },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/dropdown/option',
      headers: admin.headers,
      payload: { id: option.id, label: option.label, sortOrder: 0, isActive: false },
    });
    const again = await app.inject({
      method: 'PUT',
      url: '/api/candidate/profile',
      headers: me.headers,
      payload: { ...PROFILE_INPUT, headline: 'Still here', educationOptionId: option.id },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().educationOption).toMatchObject({ id: option.id, isActive: false });
  });
});

describe('photo: POST, GET and DELETE /api/candidate/profile/photo', () => {
  it('need a token and the Candidate role', async () => {
    expectProblem(await app.inject({ method: 'POST', url: '/api/candidate/profile/photo', ...multipartFile('photo', 'me.png', PNG) }), 401);
    expectProblem(await app.inject({ method: 'DELETE', url: '/api/candidate/profile/photo', headers: employer.headers }), 403);
  });
  it('stores a photo recognised by its bytes, serves it, deletes it', async () => {
    const me = await candidate();
    const upload = multipartFile('photo', 'whatever.txt', PNG, 'text/plain');
    const response = await app.inject({
      method: 'POST',
      url: '/api/candidate/profile/photo',
      ...upload,
      headers: { ...upload.headers, ...me.headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().hasPhoto).toBe(true);
    const photo = await app.inject({ method: 'GET', url: '/api/candidate/profile/photo', headers: me.headers });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: '/api/candidate/profile/photo', headers: me.headers })).json().hasPhoto).toBe(false);
    expect((await profileRow(me.user.id)).photoFileId).toBeNull();
  });
  it('answers 400 for a file that is not an image', async () => {
    const me = await candidate();
    const upload = multipartFile('photo', 'me.png', Buffer.from('GIF89a not supported'));
    const problem = expectProblem(
      await app.inject({ method: 'POST', url: '/api/candidate/profile/photo', ...upload, headers: { ...upload.headers, ...me.headers } }),
      400,
    );
    expect(problem.errors).toEqual({ photo: ['The photo must be a PNG, JPEG or WebP image.'] });
  });
});

describe('resume: POST, GET and DELETE /api/candidate/profile/resume', () => {
  const post = (headers: Record<string, string>, upload: { payload: unknown; headers: Record<string, string> }) =>
    app.inject({
      method: 'POST',
      url: '/api/candidate/profile/resume',
      payload: upload.payload as Buffer,
      headers: { ...upload.headers, ...headers },
    });

  it('need a token and the Candidate role', async () => {
    expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/candidate/profile/resume',
        ...multipartFile('resume', 'cv.pdf', Buffer.from('%PDF-')),
      }),
      401,
    );
    expectProblem(await app.inject({ method: 'GET', url: '/api/candidate/profile/resume', headers: admin.headers }), 403);
  });

  it('stores a real PDF, extracts its text for search, and suggests catalogue skills not yet held', async () => {
    const kotlin = await seedSkill(database.db, { name: 'Kotlin' });
    const terraform = await seedSkill(database.db, { name: 'Terraform' });
    const me = await candidate();
    await app.inject({
      method: 'POST',
      url: '/api/candidate/skills',
      headers: me.headers,
      payload: { skillId: terraform.id, level: 3, years: 2 },
    });
    const gradle = await seedSkill(database.db, { name: 'Gradle' });
    const area = await seedArea(database.db);
    // two positions mentioning Gradle, overlapping for a year: three years in all
    const position = { userId: me.user.id, company: 'Acme', experienceAreaId: area.id, isCurrent: false };
    await database.db.insert(jobExperiences).values([
      { ...position, title: 'Build engineer', description: 'Gradle builds', startDate: '2015-01-01', endDate: '2017-01-01' },
      { ...position, title: 'Gradle consultant', startDate: '2016-01-01', endDate: '2018-01-01' },
    ]);
    const pdf = await makePdf([
      'Ada Example, Android developer',
      'Kotlin and Terraform since 2019, 5 years of Kotlin',
      'Gradle',
      'Shipped a zoology field app',
    ]);
    const response = await post(me.headers, multipartFile('resume', 'Ada CV.pdf', pdf, 'application/pdf'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.resume).toMatchObject({ fileName: 'Ada CV.pdf', contentType: 'application/pdf', size: pdf.length });
    // the years written next to a skill, else those of the positions mentioning it
    expect(body.suggestedSkills.map((s: { id: string; years: number | null }) => [s.id, s.years]).sort()).toEqual(
      [
        [kotlin.id, 5],
        [gradle.id, 3],
      ].sort(),
    );
    expect((await profileRow(me.user.id)).resumeText).toContain('zoology');
    expect(await matches(me.user.id, 'zoology')).toBe(true);
    expect((await history(me.user.id)).at(-1)?.reason).toBe('resume-uploaded');
    const download = await app.inject({ method: 'GET', url: '/api/candidate/profile/resume', headers: me.headers });
    expect(download.headers['content-disposition']).toContain('attachment; filename="Ada CV.pdf"');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const suggestions = await app.inject({ method: 'GET', url: '/api/candidate/profile/resume/suggestions', headers: me.headers });
    expect(
      suggestions
        .json()
        .suggestedSkills.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Gradle', 'Kotlin']);
  });

  it('names a stored resume by the type of its bytes, never by a dangerous extension it was uploaded with', async () => {
    const me = await candidate();
    const pdf = await makePdf(['Alice Example, analyst']);
    const response = await post(me.headers, multipartFile('resume', 'Alice_CV.hta', pdf, 'application/hta'));
    expect(response.statusCode).toBe(201);
    expect(response.json().resume).toMatchObject({ fileName: 'Alice_CV.pdf', contentType: 'application/pdf' });
    const download = await app.inject({ method: 'GET', url: '/api/candidate/profile/resume', headers: me.headers });
    expect(download.headers['content-disposition']).toContain('filename="Alice_CV.pdf"');
  });

  it('replaces with a real DOCX (the old file is removed) and deletes', async () => {
    const me = await candidate();
    await post(me.headers, multipartFile('resume', 'cv.pdf', await makePdf(['First version'])));
    const firstFile = required((await profileRow(me.user.id)).resumeFileId);
    const docx = await makeDocx(['Second version', 'Experienced ornithologist']);
    const response = await post(me.headers, multipartFile('resume', 'cv.docx', docx));
    expect(response.statusCode).toBe(201);
    expect(response.json().resume.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await matches(me.user.id, 'ornithologist')).toBe(true);
    expect(await database.db.select().from(files).where(eq(files.id, firstFile))).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: '/api/candidate/profile/resume', headers: me.headers })).statusCode).toBe(204);
    expect(await profileRow(me.user.id)).toMatchObject({ resumeFileId: null, resumeText: '' });
    expect(await matches(me.user.id, 'ornithologist')).toBe(false);
    expectProblem(await app.inject({ method: 'GET', url: '/api/candidate/profile/resume', headers: me.headers }), 404);
  });

  it('answers 400 for an executable renamed .pdf and stores nothing', async () => {
    const me = await candidate();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
    const problem = expectProblem(await post(me.headers, multipartFile('resume', 'cv.pdf', exe, 'application/pdf')), 400);
    expect(problem.errors).toEqual({ resume: ['The resume must be a PDF, DOC or DOCX file.'] });
    expect((await profileRow(me.user.id)).resumeFileId).toBeNull();
  });

  it('answers 413 for a 50 MB upload, streamed and cut at the limit, and stores nothing', async () => {
    const me = await candidate();
    const before = (await database.db.select().from(files)).length;
    const problem = expectProblem(await post(me.headers, multipartStream('resume', 'huge.pdf', 50 * 1024 * 1024)), 413);
    expect(problem.errors).toEqual({ resume: ['The file is too large; the limit is 1 MB.'] });
    expect((await database.db.select().from(files)).length).toBe(before);
  });

  it('answers 400 for a damaged PDF and for a request without a file; 409 before the profile exists', async () => {
    const me = await candidate();
    const damaged = expectProblem(
      await post(me.headers, multipartFile('resume', 'cv.pdf', Buffer.from('%PDF-1.7 this is not really a pdf'))),
      400,
    );
    expect(damaged.errors).toEqual({ resume: ['We could not read this file. Is it damaged or password-protected?'] });
    expectProblem(await app.inject({ method: 'POST', url: '/api/candidate/profile/resume', headers: me.headers, payload: {} }), 400);
    const newcomer = await candidate({ profile: false });
    expectProblem(await post(newcomer.headers, multipartFile('resume', 'cv.pdf', await makePdf(['Hello']))), 409);
  });
});

describe('skills: /api/candidate/skills', () => {
  it('need a token and the Candidate role', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/candidate/skills' }), 401);
    expectProblem(await app.inject({ method: 'POST', url: '/api/candidate/skills', payload: {}, headers: employer.headers }), 403);
  });
  it('adds, updates and removes a skill, recomputing the score each time', async () => {
    const skill = await seedSkill(database.db, { name: 'Cartography' });
    const me = await candidate();
    const added = await app.inject({
      method: 'POST',
      url: '/api/candidate/skills',
      headers: me.headers,
      payload: { skillId: skill.id, level: 5, years: 4 },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ skillId: skill.id, name: 'Cartography', level: 5, years: 4 });
    expect((await profileRow(me.user.id)).score).toBe(8); // 3 + the neutral 5 of employer feedback
    expect(await matches(me.user.id, 'cartography')).toBe(true);
    const id = added.json().id;
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/candidate/skills/${id}`,
      headers: me.headers,
      payload: { level: 2, years: 1 },
    });
    expect(updated.json()).toMatchObject({ level: 2, years: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/candidate/skills', headers: me.headers })).json()).toHaveLength(1);
    expect((await app.inject({ method: 'DELETE', url: `/api/candidate/skills/${id}`, headers: me.headers })).statusCode).toBe(204);
    expect((await history(me.user.id)).map((h) => h.reason)).toEqual(['profile-created', 'skill-added', 'skill-updated', 'skill-removed']);
  });
  it('answers 400 for an unknown skill id, a level of 9, an inactive skill and a duplicate, storing nothing', async () => {
    const me = await candidate();
    const unknown = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/candidate/skills',
        headers: me.headers,
        payload: { skillId: '00000000-0000-4000-8000-000000000000', level: 3, years: 1 },
      }),
      400,
    );
    expect(unknown.errors).toEqual({ skillId: ['This skill is not in the catalogue.'] });
    const skill = await seedSkill(database.db);
    const level = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/candidate/skills',
        headers: me.headers,
        payload: { skillId: skill.id, level: 9, years: 1 },
      }),
      400,
    );
    expect(level.errors).toEqual({ level: ['Level must be from 1 to 5.'] });
    const retired = await seedSkill(database.db, { isActive: false });
    const inactive = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/candidate/skills',
        headers: me.headers,
        payload: { skillId: retired.id, level: 3, years: 1 },
      }),
      400,
    );
    expect(inactive.errors).toEqual({ skillId: ['This skill is no longer offered; choose another.'] });
    await app.inject({
      method: 'POST',
      url: '/api/candidate/skills',
      headers: me.headers,
      payload: { skillId: skill.id, level: 3, years: 1 },
    });
    const dup = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/candidate/skills',
        headers: me.headers,
        payload: { skillId: skill.id, level: 4, years: 1 },
      }),
      400,
    );
    expect(dup.errors).toEqual({ skillId: ['This skill is already on your profile; update its level instead.'] });
    expect(await database.db.select().from(candidateSkills).where(eq(candidateSkills.userId, me.user.id))).toHaveLength(1);
  });
  it("answers 404 for another candidate's skill", async () => {
    const skill = await seedSkill(database.db);
    const owner = await candidate();
    const added = await app.inject({
      method: 'POST',
      url: '/api/candidate/skills',
      headers: owner.headers,
      payload: { skillId: skill.id, level: 3, years: 1 },
    });
    const other = await candidate();
    expectProblem(
      await app.inject({
        method: 'PUT',
        url: `/api/candidate/skills/${added.json().id}`,
        headers: other.headers,
        payload: { level: 1, years: 1 },
      }),
      404,
    );
  });
});

describe('admin: /api/admin/candidate-skills/:id (candidate/skills/update/{id})', () => {
  it('needs the Administrator role, validates and updates', async () => {
    const skill = await seedSkill(database.db);
    const owner = await candidate();
    const id = (
      await app.inject({
        method: 'POST',
        url: '/api/candidate/skills',
        headers: owner.headers,
        payload: { skillId: skill.id, level: 3, years: 1 },
      })
    ).json().id;
    expectProblem(await app.inject({ method: 'GET', url: `/api/admin/candidate-skills/${id}` }), 401);
    expectProblem(
      await app.inject({
        method: 'PUT',
        url: `/api/admin/candidate-skills/${id}`,
        headers: owner.headers,
        payload: { level: 1, years: 1 },
      }),
      403,
    );
    expect(
      expectProblem(
        await app.inject({
          method: 'PUT',
          url: `/api/admin/candidate-skills/${id}`,
          headers: admin.headers,
          payload: { level: 0, years: 1 },
        }),
        400,
      ).errors,
    ).toEqual({
      level: ['Level must be from 1 to 5.'],
    });
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/candidate-skills/${id}`,
      headers: admin.headers,
      payload: { level: 5, years: 6 },
    });
    expect(response.json()).toMatchObject({ level: 5, years: 6, candidate: { id: owner.user.id } });
    expect((await history(owner.user.id)).at(-1)?.reason).toBe('skill-updated');
  });
});

describe('experiences: /api/candidate/experiences', () => {
  const job = (areaId: string, extra: Record<string, unknown> = {}) => ({
    title: 'Field researcher',
    company: 'Ocean Lab',
    experienceAreaId: areaId,
    startDate: '2018-01-01',
    endDate: '2020-06-30',
    isCurrent: false,
    description: '',
    ...extra,
  });

  it('need a token and the Candidate role', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/candidate/experiences' }), 401);
    expectProblem(
      await app.inject({ method: 'POST', url: '/api/candidate/experiences/jobs', payload: {}, headers: employer.headers }),
      403,
    );
    expectProblem(
      await app.inject({ method: 'POST', url: '/api/candidate/experiences/education', payload: {}, headers: admin.headers }),
      403,
    );
  });

  it('adds, edits and removes a job experience, with the area in the search document', async () => {
    const area = await seedArea(database.db, { name: 'Oceanography' });
    const me = await candidate();
    const added = await app.inject({ method: 'POST', url: '/api/candidate/experiences/jobs', headers: me.headers, payload: job(area.id) });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ title: 'Field researcher', experienceArea: { id: area.id, label: 'Oceanography' } });
    expect(await matches(me.user.id, 'oceanography researcher')).toBe(true);
    const id = added.json().id;
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/candidate/experiences/jobs/${id}`,
      headers: me.headers,
      payload: job(area.id, { endDate: null, isCurrent: true }),
    });
    expect(edited.json()).toMatchObject({ isCurrent: true, endDate: null });
    const list = (await app.inject({ method: 'GET', url: '/api/candidate/experiences', headers: me.headers })).json();
    expect(list).toMatchObject({ jobs: [{ id }], education: [], limits: { maxJobExperiences: 7, maxEducationExperiences: 5 } });
    expect((await app.inject({ method: 'DELETE', url: `/api/candidate/experiences/jobs/${id}`, headers: me.headers })).statusCode).toBe(
      204,
    );
    expect(await database.db.select().from(jobExperiences).where(eq(jobExperiences.userId, me.user.id))).toEqual([]);
  });

  it('refuses an eighth job experience with a clear 400 and stores nothing', async () => {
    const area = await seedArea(database.db);
    const me = await candidate();
    for (let i = 0; i < 7; i += 1) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/candidate/experiences/jobs',
        headers: me.headers,
        payload: job(area.id, { title: `Job ${i}` }),
      });
      expect(r.statusCode).toBe(201);
    }
    const problem = expectProblem(
      await app.inject({ method: 'POST', url: '/api/candidate/experiences/jobs', headers: me.headers, payload: job(area.id) }),
      400,
    );
    expect(problem.detail).toBe('You can list at most 7 job experiences. Remove one to add another.');
    expect(problem.errors).toEqual({ jobs: ['You can list at most 7 job experiences. Remove one to add another.'] });
    expect(await database.db.select().from(jobExperiences).where(eq(jobExperiences.userId, me.user.id))).toHaveLength(7);
  });

  it('answers 400 for an end before the start, a current role with an end, HTML and an unknown area', async () => {
    const area = await seedArea(database.db);
    const me = await candidate();
    const dates = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/candidate/experiences/jobs',
        headers: me.headers,
        payload: job(area.id, { startDate: '2020-01-01', endDate: '2019-01-01' }),
      }),
      400,
    );
    expect(dates.errors).toEqual({ endDate: ['End date must be after the start date.'] });
    const current = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/candidate/experiences/jobs',
        headers: me.headers,
        payload: job(area.id, { isCurrent: true }),
      }),
      400,
    );
    expect(current.errors).toEqual({ endDate: ['A current position has no end date.'] });
    const html = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/candidate/experiences/jobs',
        headers: me.headers,
        payload: job(area.id, { title: '<img src=x onerror=alert(1)>' }),
      }),
      400,
    );
    expect(html.errors).toEqual({ title: ['Job title must not contain HTML.'] });
    const unknown = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/candidate/experiences/jobs',
        headers: me.headers,
        payload: job('00000000-0000-4000-8000-000000000000'),
      }),
      400,
    );
    expect(unknown.errors).toEqual({ experienceAreaId: ['Choose an experience area from the list.'] });
    expect(await database.db.select().from(jobExperiences).where(eq(jobExperiences.userId, me.user.id))).toEqual([]);
  });

  it('adds education with the degree and education dropdowns and enforces the limit of 5', async () => {
    const degree = await seedOption(database.db, 'degree');
    const level = await seedOption(database.db, 'education', { value: 4 });
    const me = await candidate();
    const entry = {
      institution: 'Sea College',
      degreeOptionId: degree.id,
      educationOptionId: level.id,
      startDate: '2010-09-01',
      endDate: '2014-06-30',
    };
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await app.inject({ method: 'POST', url: '/api/candidate/experiences/education', headers: me.headers, payload: entry })).statusCode,
      ).toBe(201);
    }
    expect((await profileRow(me.user.id)).score).toBe(14); // 9 + the neutral 5 of employer feedback
    const over = expectProblem(
      await app.inject({ method: 'POST', url: '/api/candidate/experiences/education', headers: me.headers, payload: entry }),
      400,
    );
    expect(over.errors).toEqual({ education: ['You can list at most 5 education entries. Remove one to add another.'] });
    const wrong = expectProblem(
      await app.inject({
        method: 'PUT',
        url: `/api/candidate/experiences/education/${(await database.db.select().from(educationExperiences).where(eq(educationExperiences.userId, me.user.id)))[0].id}`,
        headers: me.headers,
        payload: { ...entry, degreeOptionId: level.id },
      }),
      400,
    );
    expect(wrong.errors).toEqual({ degreeOptionId: ['Choose an option from the list.'] });
    expect(await database.db.select().from(educationExperiences).where(eq(educationExperiences.userId, me.user.id))).toHaveLength(5);
  });

  it('answers 409 before the profile exists', async () => {
    const area = await seedArea(database.db);
    const newcomer = await candidate({ profile: false });
    expect(
      expectProblem(
        await app.inject({ method: 'POST', url: '/api/candidate/experiences/jobs', headers: newcomer.headers, payload: job(area.id) }),
        409,
      ).detail,
    ).toBe('Create your profile first.');
  });
});

describe('score: GET /api/candidate/score and GET /api/candidates/:id/score/history', () => {
  it('need a token and the right role', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/candidate/score' }), 401);
    expectProblem(await app.inject({ method: 'GET', url: '/api/candidate/score', headers: employer.headers }), 403);
    const me = await candidate();
    expectProblem(await app.inject({ method: 'GET', url: `/api/candidates/${me.user.id}/score/history` }), 401);
    expectProblem(await app.inject({ method: 'GET', url: `/api/candidates/${me.user.id}/score/history`, headers: me.headers }), 403);
    expectProblem(await app.inject({ method: 'GET', url: '/api/candidates/not-an-id/score/history', headers: employer.headers }), 400);
  });

  it('explains the score: components, unavailable ones, three actions and the checklist', async () => {
    const me = await candidate();
    const score = (await app.inject({ method: 'GET', url: '/api/candidate/score', headers: me.headers })).json();
    expect(score.components.map((c: { key: string }) => c.key)).toEqual([
      'profile',
      'skills',
      'experience',
      'education',
      'training',
      'feedback',
    ]);
    expect(score.components.find((c: { key: string }) => c.key === 'training')).toMatchObject({
      status: 'ok',
      points: 0,
      max: 15,
    });
    expect(score.actions).toHaveLength(3);
    expect(score.checklist.find((c: { key: string }) => c.key === 'headline').done).toBe(true);
  });

  it('shows an employer the history of a visible candidate and 404 for a hidden one', async () => {
    const { user: visible } = await seedCandidate(database.db);
    const skill = await seedSkill(database.db);
    const { token } = await (await import('../../../test/app.ts')).loginAs(app, visible.email, visible.password);
    await app.inject({
      method: 'POST',
      url: '/api/candidate/skills',
      headers: { authorization: `Bearer ${token}` },
      payload: { skillId: skill.id, level: 4, years: 2 },
    });
    const response = await app.inject({ method: 'GET', url: `/api/candidates/${visible.id}/score/history`, headers: employer.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.candidate).toMatchObject({ id: visible.id, headline: PROFILE_INPUT.headline });
    expect(body.history.map((h: { reason: string }) => h.reason)).toEqual(['profile-created', 'skill-added']);
    expect(body.history[1].components).toMatchObject({ skills: 2.2, training: 0, feedback: 5 });
    const { user: hidden } = await seedCandidate(database.db, { profile: { visibility: 'hidden' } });
    expectProblem(await app.inject({ method: 'GET', url: `/api/candidates/${hidden.id}/score/history`, headers: employer.headers }), 404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/candidates/${hidden.id}/score/history`, headers: admin.headers })).statusCode,
    ).toBe(200);
  });
});
