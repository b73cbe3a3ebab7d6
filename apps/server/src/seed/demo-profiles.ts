import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/index.ts';
import { users } from '../modules/users/tables.ts';
import { createCandidateProfiles } from '../modules/candidate-profiles/service.ts';
import { scoreInputs } from '../modules.ts';
import { candidateProfiles } from '../modules/candidate-profiles/tables.ts';
import { candidateScoreHistory } from '../modules/candidate-score/tables.ts';
import { dropdownOptions } from '../modules/dropdowns/tables.ts';
import { experienceAreas } from '../modules/experience-areas/tables.ts';
import { skills } from '../modules/skills/tables.ts';
import { DEMO_ACCOUNTS } from './demo-credentials.ts';

const LIMITS = { maxJobExperiences: 7, maxEducationExperiences: 5 };

async function ids(db: Db) {
  const skillRows = await db.select({ id: skills.id, name: skills.name }).from(skills);
  const areaRows = await db.select({ id: experienceAreas.id, name: experienceAreas.name }).from(experienceAreas);
  const optionRows = await db
    .select({ id: dropdownOptions.id, kind: dropdownOptions.kind, label: dropdownOptions.label })
    .from(dropdownOptions);
  const find = <T extends { id: string }>(rows: T[], pred: (r: T) => boolean, what: string) => {
    const row = rows.find(pred);
    if (!row) throw new Error(`demo seed: ${what} is missing from the catalogue`);
    return row.id;
  };
  return {
    skill: (name: string) => find(skillRows, (r) => r.name === name, `skill ${name}`),
    area: (name: string) => find(areaRows, (r) => r.name === name, `area ${name}`),
    option: (kind: string, label: string) => find(optionRows, (r) => r.kind === kind && r.label === label, `${kind} option ${label}`),
  };
}

interface DemoProfile {
  email: string;
  visibility: 'visible' | 'hidden';
  headline: string;
  summary: string;
  city: string;
  region: string;
  country: string;
  remotePreference: 'onsite' | 'hybrid' | 'remote' | 'any';
  years: string;
  education: string;
  skills: Array<[string, number, number]>;
  jobs: Array<{
    title: string;
    company: string;
    area: string;
    location: string;
    startDate: string;
    endDate: string | null;
    description: string;
  }>;
  schools: Array<{ institution: string; degree: string; education: string; fieldOfStudy: string; startDate: string; endDate: string }>;
}

const PROFILES: DemoProfile[] = [
  {
    email: DEMO_ACCOUNTS.candidate.email,
    visibility: 'visible',
    headline: 'Senior data engineer: pipelines, warehouses and forecasting',
    summary:
      'Data engineer with seven years of experience building reliable batch and streaming pipelines. I moved a retailer from nightly spreadsheets to a dbt and Airflow warehouse, and I like working closely with analysts on forecasting problems.',
    city: 'Austin',
    region: 'TX',
    country: 'United States',
    remotePreference: 'hybrid',
    years: '6–10 years',
    education: 'Postgraduate',
    skills: [
      ['Python', 5, 7],
      ['SQL', 5, 7],
      ['Airflow', 4, 4],
      ['dbt', 4, 3],
      ['PostgreSQL', 4, 6],
      ['AWS', 3, 4],
      ['Apache Spark', 3, 2],
      ['Forecasting', 3, 2],
    ],
    jobs: [
      {
        title: 'Senior Data Engineer',
        company: 'Lakeshore Retail Group',
        area: 'Data & Analytics',
        location: 'Austin, TX',
        startDate: '2022-03-01',
        endDate: null,
        description:
          'Lead a team of three building the company data warehouse on PostgreSQL and dbt; cut the nightly load from five hours to forty minutes and introduced data-quality checks that catch broken feeds before analysts see them.',
      },
      {
        title: 'Data Engineer',
        company: 'Brightline Logistics',
        area: 'Data & Analytics',
        location: 'Dallas, TX',
        startDate: '2019-01-15',
        endDate: '2022-02-28',
        description:
          'Built Airflow pipelines ingesting shipment events from forty carriers, and the demand-forecasting features used by the planning team.',
      },
    ],
    schools: [
      {
        institution: 'University of Texas at Austin',
        degree: "Master's Degree",
        education: 'Postgraduate',
        fieldOfStudy: 'Computer Science',
        startDate: '2016-09-01',
        endDate: '2018-06-30',
      },
    ],
  },
  {
    email: 'jordan.lee@talentmatch.local',
    visibility: 'visible',
    headline: 'Frontend developer who loves accessible interfaces',
    summary: 'React and TypeScript developer with a background in UI design.',
    city: 'Portland',
    region: 'OR',
    country: 'United States',
    remotePreference: 'remote',
    years: '3–5 years',
    education: 'Undergraduate',
    skills: [
      ['React', 4, 4],
      ['TypeScript', 4, 3],
      ['CSS', 4, 5],
      ['Accessibility', 3, 2],
    ],
    jobs: [
      {
        title: 'Frontend Developer',
        company: 'Cedar Health',
        area: 'Software Engineering',
        location: 'Remote',
        startDate: '2021-05-01',
        endDate: null,
        description: '',
      },
    ],
    schools: [],
  },
  {
    email: 'sofia.garcia@talentmatch.local',
    visibility: 'hidden',
    headline: 'Product manager for B2B SaaS',
    summary: '',
    city: 'Madrid',
    region: '',
    country: 'Spain',
    remotePreference: 'any',
    years: '6–10 years',
    education: 'Postgraduate',
    skills: [
      ['Product Management', 5, 8],
      ['Roadmapping', 4, 6],
    ],
    jobs: [],
    schools: [],
  },
];

/** Filled-in profiles for the demo candidates (the first one is the demo login), with a score history spread over weeks. */
export async function seedDemoProfiles(db: Db): Promise<void> {
  const profiles = createCandidateProfiles(scoreInputs);
  const lookup = await ids(db);
  for (const demo of PROFILES) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email)).limit(1);
    if (!user) continue;
    const [existing] = await db
      .select({ id: candidateProfiles.userId })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, user.id))
      .limit(1);
    if (existing) continue;
    await profiles.createProfile(db, user.id, {
      headline: demo.headline,
      summary: demo.summary,
      city: demo.city,
      region: demo.region,
      country: demo.country,
      remotePreference: demo.remotePreference,
      willingToRelocate: false,
      availability: 'one-month',
      yearsOptionId: lookup.option('years', demo.years),
      educationOptionId: lookup.option('education', demo.education),
      visibility: demo.visibility,
    });
    for (const [name, level, years] of demo.skills)
      await profiles.addCandidateSkill(db, user.id, { skillId: lookup.skill(name), level, years });
    for (const job of demo.jobs) {
      const { area, ...rest } = job;
      await profiles.addJob(db, user.id, { ...rest, experienceAreaId: lookup.area(area), isCurrent: job.endDate === null }, LIMITS);
    }
    for (const school of demo.schools) {
      await profiles.addEducation(
        db,
        user.id,
        {
          institution: school.institution,
          degreeOptionId: lookup.option('degree', school.degree),
          educationOptionId: lookup.option('education', school.education),
          fieldOfStudy: school.fieldOfStudy,
          startDate: school.startDate,
          endDate: school.endDate,
          isCurrent: false,
          description: '',
        },
        LIMITS,
      );
    }
    // spread the history over the past weeks so the employer's chart shows a profile being built
    await db.execute(sql`
      with ordered as (
        select id, row_number() over (order by created_at desc, id) - 1 as age from ${candidateScoreHistory} where user_id = ${user.id})
      update ${candidateScoreHistory} h set created_at = now() - (ordered.age * interval '4 days')
      from ordered where ordered.id = h.id`);
  }
}
