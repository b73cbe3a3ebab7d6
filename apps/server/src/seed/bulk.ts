import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { candidateSearchDocumentUpdate } from '../modules/candidate-profiles/service.ts';
import { computeScore, type ScoreInputs } from '../modules/candidate-score/components.ts';
import { jobSearchDocumentUpdate } from '../modules/jobs/service.ts';
import { ensureSiteConfiguration } from '../modules/site-config/service.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { currentTermsVersion } from '../platform/auth/terms-guard.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { openDatabase, type Db } from '../platform/db/index.ts';
import { seedCatalogues } from './catalogues.ts';
import { seedCompany, seedUser } from './demo.ts';

/**
 * `npm run seed:bulk -- --candidates N --jobs M`: realistic volume for search and ranking benchmarks.
 *
 * Rows are generated in TypeScript from word lists with a seeded PRNG (the same arguments give the same
 * text), the candidate score is computed with the score module's own `computeScore` on the generated
 * inputs, and every table is written in batches of up to 2,000 profiles through one `jsonb_to_recordset`
 * parameter per statement (the same on PostgreSQL and PGlite). Search documents are built in SQL with the
 * recipes of the candidate-profiles and jobs services. Running it again appends: emails continue from the
 * highest `bulk-<n>@example.test`, the bulk employer and candidate are created once.
 */

export const BULK_PASSWORD = 'Bulk-Password-2026!';
export const BULK_EMPLOYER_EMAIL = 'bulk-employer@example.test';
export const BULK_CANDIDATE_EMAIL = 'bulk-candidate@example.test';
export const BULK_COMPANY_NAME = 'Bulk Benchmark Staffing';
const BATCH = 2000;

// ---------------------------------------------------------------------------------------------
// Word lists

const FIRST = [
  'Aisha',
  'Ben',
  'Carla',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jamal',
  'Kara',
  'Luis',
  'Maya',
  'Noah',
  'Olga',
  'Pedro',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Anil',
  'Bea',
  'Chen',
  'Dara',
  'Emil',
  'Fatima',
  'Gus',
  'Hana',
  'Ivan',
  'Jia',
  'Kofi',
  'Lena',
  'Mateo',
  'Nia',
];
const LAST = [
  'Adams',
  'Baker',
  'Costa',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Johnson',
  'Kim',
  'Lopez',
  'Müller',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quintero',
  'Rossi',
  'Silva',
  'Tanaka',
  'Usman',
  'Varga',
  'Wang',
  'Xu',
  'Yilmaz',
  'Zhang',
  'Novak',
  'Murphy',
  'Khan',
  'Singh',
];
const SENIORITY = ['Junior', '', '', 'Senior', 'Senior', 'Lead', 'Principal', 'Staff'];
const PLACES: Array<[string, string, string]> = [
  ['Chicago', 'IL', 'United States'],
  ['New York', 'NY', 'United States'],
  ['Austin', 'TX', 'United States'],
  ['Seattle', 'WA', 'United States'],
  ['San Francisco', 'CA', 'United States'],
  ['Boston', 'MA', 'United States'],
  ['Denver', 'CO', 'United States'],
  ['Atlanta', 'GA', 'United States'],
  ['Toronto', 'ON', 'Canada'],
  ['Vancouver', 'BC', 'Canada'],
  ['Montreal', 'QC', 'Canada'],
  ['London', 'England', 'United Kingdom'],
  ['Manchester', 'England', 'United Kingdom'],
  ['Edinburgh', 'Scotland', 'United Kingdom'],
  ['Dublin', 'Leinster', 'Ireland'],
  ['Berlin', 'Berlin', 'Germany'],
  ['Munich', 'Bavaria', 'Germany'],
  ['Hamburg', 'Hamburg', 'Germany'],
  ['Paris', 'Île-de-France', 'France'],
  ['Lyon', 'Auvergne-Rhône-Alpes', 'France'],
  ['Madrid', 'Madrid', 'Spain'],
  ['Barcelona', 'Catalonia', 'Spain'],
  ['Lisbon', 'Lisbon', 'Portugal'],
  ['Amsterdam', 'North Holland', 'Netherlands'],
  ['Stockholm', 'Stockholm', 'Sweden'],
  ['Warsaw', 'Masovia', 'Poland'],
  ['Bangalore', 'Karnataka', 'India'],
  ['Pune', 'Maharashtra', 'India'],
  ['Singapore', 'Singapore', 'Singapore'],
  ['Sydney', 'NSW', 'Australia'],
  ['Melbourne', 'VIC', 'Australia'],
  ['São Paulo', 'SP', 'Brazil'],
];
/** Role families: titles, the skill categories they draw from, the experience area they belong to. */
const FAMILIES: Array<{ titles: string[]; categories: string[]; area: string; verbs: string[]; topics: string[] }> = [
  {
    titles: ['Software Engineer', 'Backend Developer', 'Frontend Developer', 'Full Stack Engineer', 'Mobile Developer'],
    categories: ['Programming languages', 'Web and mobile', 'Cloud and DevOps'],
    area: 'Software Engineering',
    verbs: ['built', 'shipped', 'refactored', 'scaled'],
    topics: ['payment APIs', 'a design system', 'the checkout flow', 'real-time dashboards', 'a mobile banking app'],
  },
  {
    titles: ['Data Engineer', 'Data Analyst', 'Data Scientist', 'Analytics Engineer', 'BI Developer'],
    categories: ['Data and analytics', 'Programming languages'],
    area: 'Data & Analytics',
    verbs: ['modelled', 'automated', 'analysed', 'forecast'],
    topics: ['customer churn', 'warehouse pipelines', 'demand forecasts', 'marketing attribution', 'fraud signals'],
  },
  {
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Architect', 'Systems Administrator', 'Platform Engineer'],
    categories: ['Cloud and DevOps', 'Programming languages'],
    area: 'IT & Infrastructure',
    verbs: ['migrated', 'hardened', 'monitored', 'automated'],
    topics: ['Kubernetes clusters', 'the CI pipeline', 'on-call runbooks', 'cloud costs', 'disaster recovery'],
  },
  {
    titles: ['Product Manager', 'Product Owner', 'Technical Program Manager'],
    categories: ['Design and product', 'Business and operations'],
    area: 'Product Management',
    verbs: ['launched', 'prioritised', 'discovered', 'grew'],
    topics: ['a self-serve onboarding', 'the pricing page', 'B2B workflows', 'a marketplace', 'retention features'],
  },
  {
    titles: ['UX Designer', 'Product Designer', 'UI Designer', 'UX Researcher'],
    categories: ['Design and product', 'Web and mobile'],
    area: 'Design',
    verbs: ['designed', 'tested', 'simplified', 'prototyped'],
    topics: ['the signup journey', 'an accessible form library', 'a dashboard redesign', 'mobile navigation'],
  },
  {
    titles: ['Account Executive', 'Sales Manager', 'Business Development Representative'],
    categories: ['Marketing and sales', 'People and communication'],
    area: 'Sales',
    verbs: ['closed', 'opened', 'negotiated', 'expanded'],
    topics: ['enterprise accounts', 'a new territory', 'channel partnerships', 'renewals'],
  },
  {
    titles: ['Marketing Manager', 'Content Strategist', 'Growth Marketer', 'SEO Specialist'],
    categories: ['Marketing and sales', 'Data and analytics'],
    area: 'Marketing',
    verbs: ['grew', 'launched', 'optimised', 'wrote'],
    topics: ['organic traffic', 'email campaigns', 'a product launch', 'paid acquisition'],
  },
  {
    titles: ['Customer Success Manager', 'Support Specialist', 'Onboarding Specialist'],
    categories: ['People and communication', 'Business and operations'],
    area: 'Customer Success',
    verbs: ['onboarded', 'supported', 'retained', 'trained'],
    topics: ['key accounts', 'a help centre', 'support queues', 'customer health scores'],
  },
  {
    titles: ['Operations Manager', 'Logistics Coordinator', 'Supply Chain Analyst', 'Project Manager'],
    categories: ['Business and operations', 'Data and analytics'],
    area: 'Operations & Logistics',
    verbs: ['coordinated', 'reduced', 'planned', 'streamlined'],
    topics: ['warehouse operations', 'freight costs', 'supplier contracts', 'inventory levels'],
  },
  {
    titles: ['Recruiter', 'HR Business Partner', 'People Operations Specialist'],
    categories: ['People and communication', 'Business and operations'],
    area: 'Human Resources',
    verbs: ['hired', 'mentored', 'designed', 'ran'],
    topics: ['engineering hiring', 'a mentoring programme', 'performance reviews', 'onboarding'],
  },
];
const EMPLOYERS = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella Health',
  'Stark Logistics',
  'Wayne Finance',
  'Hooli',
  'Vandelay Imports',
  'Soylent Foods',
  'Tyrell Systems',
  'Cyberdyne',
  'Wonka Retail',
  'Aperture Labs',
  'Massive Dynamic',
  'Oceanic Air',
];
const INSTITUTIONS = [
  'State University',
  'Technical University',
  'City College',
  'Institute of Technology',
  'Business School',
  'Open University',
  'Polytechnic',
];
const FIELDS = [
  'Computer Science',
  'Economics',
  'Statistics',
  'Design',
  'Business Administration',
  'Psychology',
  'Mathematics',
  'Marketing',
  'Engineering',
];
const COMPANY_WORDS = [
  'Blue',
  'North',
  'Bright',
  'Peak',
  'River',
  'Iron',
  'Cedar',
  'Silver',
  'Harbor',
  'Summit',
  'Nova',
  'Pine',
  'Atlas',
  'Orbit',
  'Maple',
];
const COMPANY_KINDS = ['Analytics', 'Labs', 'Logistics', 'Health', 'Systems', 'Retail', 'Finance', 'Works', 'Digital', 'Energy'];
const INDUSTRIES = ['Software', 'Healthcare', 'Logistics', 'Retail', 'Finance', 'Education', 'Energy', 'Manufacturing'];
const SIZES = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+'];
const EMPLOYMENT_TYPES = ['full_time', 'full_time', 'full_time', 'part_time', 'contract', 'temporary', 'internship'];

// ---------------------------------------------------------------------------------------------
// Seeded PRNG (mulberry32)

function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const chance = (p: number) => next() < p;
  const sample = <T>(xs: readonly T[], k: number): T[] => {
    const copy = [...xs];
    const out: T[] = [];
    while (out.length < k && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, int, pick, chance, sample };
}
type Rng = ReturnType<typeof prng>;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysFrom = (base: Date, days: number) => new Date(base.getTime() + days * 86400_000);

// ---------------------------------------------------------------------------------------------
// Catalogue

interface Catalogue {
  skillsByCategory: Map<string, string[]>;
  allSkills: string[];
  areaByName: Map<string, string>;
  areas: string[];
  years: Array<{ id: string; value: number }>;
  education: Array<{ id: string; value: number }>;
  degrees: string[];
}

async function loadCatalogue(db: Db): Promise<Catalogue> {
  const { rows: skillRows } = await db.execute<{ id: string; category: string }>(sql`select id, category from skills order by name`);
  const skillsByCategory = new Map<string, string[]>();
  for (const s of skillRows) skillsByCategory.set(s.category, [...(skillsByCategory.get(s.category) ?? []), s.id]);
  const { rows: areaRows } = await db.execute<{ id: string; name: string }>(sql`select id, name from experience_areas order by name`);
  const { rows: options } = await db.execute<{ id: string; kind: string; value: number | null }>(
    sql`select id, kind, value from dropdown_options where kind in ('years', 'education', 'degree') order by kind, sort_order`,
  );
  return {
    skillsByCategory,
    allSkills: skillRows.map((s) => s.id),
    areaByName: new Map(areaRows.map((a) => [a.name, a.id])),
    areas: areaRows.map((a) => a.id),
    years: options.filter((o) => o.kind === 'years').map((o) => ({ id: o.id, value: Number(o.value ?? 0) })),
    education: options.filter((o) => o.kind === 'education').map((o) => ({ id: o.id, value: Number(o.value ?? 0) })),
    degrees: options.filter((o) => o.kind === 'degree').map((o) => o.id),
  };
}

function familySkills(cat: Catalogue, family: (typeof FAMILIES)[number]): string[] {
  const own = family.categories.flatMap((c) => cat.skillsByCategory.get(c) ?? []);
  return own.length > 0 ? own : cat.allSkills;
}

const familyArea = (cat: Catalogue, family: (typeof FAMILIES)[number], rng: Rng) => cat.areaByName.get(family.area) ?? rng.pick(cat.areas);

// ---------------------------------------------------------------------------------------------
// Candidates

interface CandidateRows {
  user: Record<string, unknown> | null;
  profile: Record<string, unknown>;
  skills: Array<Record<string, unknown>>;
  jobs: Array<Record<string, unknown>>;
  education: Array<Record<string, unknown>>;
}

function sentence(rng: Rng, family: (typeof FAMILIES)[number]) {
  return `${rng.pick(['I', 'Recently I', 'At my last company I', 'Over three years I'])} ${rng.pick(family.verbs)} ${rng.pick(family.topics)} with a team of ${rng.int(2, 12)}, ${rng.pick(['cutting costs', 'raising conversion', 'improving reliability', 'saving hours every week', 'delighting customers'])} by ${rng.int(5, 60)}%.`;
}

export function generateCandidate(
  rng: Rng,
  cat: Catalogue,
  n: number,
  userId: string,
  today: Date,
  withUser: { passwordHash: string; terms: number } | null,
): CandidateRows {
  const family = rng.pick(FAMILIES);
  const title = rng.pick(family.titles);
  const seniority = rng.pick(SENIORITY);
  const headline = `${seniority ? `${seniority} ` : ''}${title}${rng.chance(0.4) ? ` · ${rng.pick(family.topics)}` : ''}`;
  const summary = Array.from({ length: rng.int(1, 4) }, () => sentence(rng, family)).join(' ');
  const [city, region, country] = rng.chance(0.95) ? rng.pick(PLACES) : ['', '', ''];
  const yearsOption = rng.chance(0.85) ? rng.pick(cat.years) : null;
  const educationOption = rng.chance(0.7) ? rng.pick(cat.education) : null;
  const phone = rng.chance(0.6) ? `+1 555 ${String(rng.int(100, 999))} ${String(rng.int(1000, 9999))}` : '';

  const pool = familySkills(cat, family);
  const skillIds = [...rng.sample(pool, rng.int(2, Math.min(9, pool.length))), ...rng.sample(cat.allSkills, rng.int(1, 3))];
  const uniqueSkills = [...new Set(skillIds)].slice(0, 12);
  while (uniqueSkills.length < 3) {
    const extra = rng.pick(cat.allSkills);
    if (!uniqueSkills.includes(extra)) uniqueSkills.push(extra);
  }
  const skills = uniqueSkills.map((skillId) => ({
    id: randomUUID(),
    user_id: userId,
    skill_id: skillId,
    level: rng.int(1, 5),
    years: rng.int(0, 15),
  }));

  const jobs: CandidateRows['jobs'] = [];
  let end = daysFrom(today, -rng.int(0, 200));
  const count = rng.int(1, 4);
  for (let i = 0; i < count; i++) {
    const current = i === 0 && rng.chance(0.6);
    const start = daysFrom(end, -rng.int(200, 1600));
    jobs.push({
      id: randomUUID(),
      user_id: userId,
      title: `${i > 0 && seniority === 'Senior' ? '' : seniority ? `${seniority} ` : ''}${rng.pick(family.titles)}`.trim(),
      company: rng.pick(EMPLOYERS),
      experience_area_id: rng.chance(0.85) ? familyArea(cat, family, rng) : rng.pick(cat.areas),
      location: city ? `${city}, ${country}` : '',
      start_date: isoDay(start),
      end_date: current ? null : isoDay(end),
      is_current: current,
      description: rng.chance(0.6) ? `${sentence(rng, family)} ${sentence(rng, family)}` : rng.pick(family.topics),
    });
    end = daysFrom(start, -rng.int(0, 300));
  }

  const education: CandidateRows['education'] = [];
  const eduCount = rng.chance(0.8) ? rng.int(1, 2) : 0;
  for (let i = 0; i < eduCount; i++) {
    const finished = daysFrom(end, -rng.int(0, 400));
    const option = rng.pick(cat.education);
    education.push({
      id: randomUUID(),
      user_id: userId,
      institution: `${rng.pick(PLACES)[0]} ${rng.pick(INSTITUTIONS)}`,
      degree_option_id: rng.pick(cat.degrees),
      education_option_id: option.id,
      rank: option.value,
      field_of_study: rng.pick(FIELDS),
      start_date: isoDay(daysFrom(finished, -rng.int(365, 1500))),
      end_date: isoDay(finished),
      is_current: false,
    });
  }

  const inputs: ScoreInputs = {
    profile: {
      phoneNumber: phone,
      headline,
      summary,
      city,
      country,
      hasPhoto: false,
      hasResume: false,
      educationLevelRank: educationOption?.value ?? null,
    },
    skills: skills.map((s) => ({ level: s.level, years: s.years })),
    jobs: jobs.map((j) => ({
      title: String(j.title),
      startDate: String(j.start_date),
      endDate: (j.end_date as string | null) ?? null,
      isCurrent: Boolean(j.is_current),
      description: String(j.description),
    })),
    education: education.map((e) => ({ educationRank: Number(e.rank) })),
    trainingCompleted: 0,
    feedbackRatings: [],
    today: isoDay(today),
  };
  const score = computeScore(inputs).score;
  return {
    user: withUser
      ? {
          id: userId,
          email: `bulk-${n}@example.test`,
          password_hash: withUser.passwordHash,
          first_name: rng.pick(FIRST),
          last_name: rng.pick(LAST),
          phone_number: phone,
          unique_id: `TM-0${String(n).padStart(7, '0')}`,
          terms: withUser.terms,
        }
      : null,
    profile: {
      user_id: userId,
      headline,
      summary,
      city,
      region,
      country,
      remote_preference: rng.pick(['onsite', 'hybrid', 'remote', 'any', 'any']),
      willing_to_relocate: rng.chance(0.25),
      availability: rng.pick(['immediately', 'two-weeks', 'one-month', 'three-months', 'not-looking']),
      years_option_id: yearsOption?.id ?? null,
      education_option_id: educationOption?.id ?? null,
      visibility: rng.chance(0.92) ? 'visible' : 'hidden',
      score,
    },
    skills,
    jobs,
    education,
  };
}

/** Many profiles' or jobs' ids as one parameter: the modules' own search-document statements run once per batch. */
const inIds = (column: string, ids: unknown[]) =>
  sql`${sql.raw(column)} in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

async function insertCandidates(db: Db, batch: CandidateRows[]): Promise<void> {
  const json = (rows: unknown[]) => JSON.stringify(rows);
  const users = batch.flatMap((c) => (c.user ? [c.user] : []));
  if (users.length > 0) {
    await db.execute(sql`
      insert into users (id, email, password_hash, first_name, last_name, phone_number, unique_id, roles, terms_accepted_version, email_verified_at)
      select id, email, password_hash, first_name, last_name, phone_number, unique_id, '{Candidate}'::text[], terms, now()
      from jsonb_to_recordset(${json(users)}::jsonb) as x(id uuid, email text, password_hash text, first_name text, last_name text, phone_number text, unique_id text, terms int)`);
  }
  await db.execute(sql`
    insert into candidate_profiles (user_id, headline, summary, city, region, country, remote_preference, willing_to_relocate, availability,
      years_option_id, education_option_id, visibility, score)
    select user_id, headline, summary, city, region, country, remote_preference, willing_to_relocate, availability,
      years_option_id, education_option_id, visibility, score
    from jsonb_to_recordset(${json(batch.map((c) => c.profile))}::jsonb) as x(user_id uuid, headline text, summary text, city text, region text,
      country text, remote_preference text, willing_to_relocate boolean, availability text, years_option_id uuid, education_option_id uuid, visibility text, score int)`);
  await db.execute(sql`
    insert into candidate_skills (id, user_id, skill_id, level, years)
    select id, user_id, skill_id, level, years from jsonb_to_recordset(${json(batch.flatMap((c) => c.skills))}::jsonb)
      as x(id uuid, user_id uuid, skill_id uuid, level int, years int)`);
  await db.execute(sql`
    insert into job_experiences (id, user_id, title, company, experience_area_id, location, start_date, end_date, is_current, description)
    select id, user_id, title, company, experience_area_id, location, start_date, end_date, is_current, description
    from jsonb_to_recordset(${json(batch.flatMap((c) => c.jobs))}::jsonb) as x(id uuid, user_id uuid, title text, company text,
      experience_area_id uuid, location text, start_date date, end_date date, is_current boolean, description text)`);
  const education = batch.flatMap((c) => c.education);
  if (education.length > 0) {
    await db.execute(sql`
      insert into education_experiences (id, user_id, institution, degree_option_id, education_option_id, field_of_study, start_date, end_date, is_current)
      select id, user_id, institution, degree_option_id, education_option_id, field_of_study, start_date, end_date, is_current
      from jsonb_to_recordset(${json(education)}::jsonb) as x(id uuid, user_id uuid, institution text, degree_option_id uuid,
        education_option_id uuid, field_of_study text, start_date date, end_date date, is_current boolean)`);
  }
  await db.execute(
    candidateSearchDocumentUpdate(
      inIds(
        'p.user_id',
        batch.map((c) => c.profile.user_id),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Companies and jobs

interface JobRows {
  job: Record<string, unknown>;
  skills: Array<Record<string, unknown>>;
}

export function generateJob(
  rng: Rng,
  cat: Catalogue,
  companyId: string,
  today: Date,
  options: { status?: string; createdBy?: string | null } = {},
): JobRows {
  const family = rng.pick(FAMILIES);
  const seniority = rng.pick(SENIORITY);
  const title = `${seniority ? `${seniority} ` : ''}${rng.pick(family.titles)}`;
  const workplace = rng.pick(['remote', 'hybrid', 'hybrid', 'on_site', 'on_site']);
  const [city, region, country] =
    workplace === 'remote' && rng.chance(0.6) ? ['', '', rng.chance(0.5) ? rng.pick(PLACES)[2] : ''] : rng.pick(PLACES);
  const status = options.status ?? (rng.chance(0.88) ? 'open' : rng.pick(['paused', 'closed', 'draft', 'filled']));
  const openedDaysAgo = rng.int(0, 60);
  // Mostly in the future; some none; a few already past (the board hides them until the scheduler closes them).
  const closing = rng.chance(0.1) ? null : isoDay(daysFrom(today, rng.chance(0.05) ? -rng.int(1, 20) : rng.int(1, 90)));
  const base = rng.pick([35_000, 50_000, 65_000, 80_000, 95_000, 110_000, 130_000]);
  const hasSalary = rng.chance(0.8);
  const paragraphs = [
    `## About the role\nAs our ${title} you will ${rng.pick(family.verbs).replace(/ed$/, '')} ${rng.pick(family.topics)} and work closely with ${rng.pick(['product', 'engineering', 'sales', 'operations'])}.`,
    `## What you will do\n- ${sentence(rng, family)}\n- Own ${rng.pick(family.topics)} end to end.\n- Mentor colleagues and share what you learn.`,
    `## What we offer\n${rng.pick(['Flexible hours', 'A learning budget', 'Four-day weeks in summer', 'Equity for everyone'])} and ${rng.pick(['private health cover', 'a home-office allowance', 'parental leave', 'team retreats'])}.`,
  ];
  const id = randomUUID();
  const skills = rng
    .sample(familySkills(cat, family), rng.int(3, 8))
    .map((skillId) => ({ job_id: id, skill_id: skillId, importance: rng.chance(0.65) ? 'required' : 'nice_to_have' }));
  return {
    job: {
      id,
      company_id: companyId,
      created_by: options.createdBy ?? null,
      title,
      description: paragraphs.join('\n\n'),
      city,
      region,
      country,
      workplace,
      employment_type: rng.pick(EMPLOYMENT_TYPES),
      salary_min: hasSalary ? base : null,
      salary_max: hasSalary ? base + rng.pick([10_000, 20_000, 30_000]) : null,
      years_option_id: rng.chance(0.75) ? rng.pick(cat.years).id : null,
      education_option_id: rng.chance(0.5) ? rng.pick(cat.education).id : null,
      experience_area_id: familyArea(cat, family, rng),
      positions: rng.int(1, 3),
      closing_date: closing,
      status,
      opened_at: status === 'draft' ? null : daysFrom(today, -openedDaysAgo).toISOString(),
      closed_at: status === 'closed' || status === 'filled' ? today.toISOString() : null,
    },
    skills,
  };
}

async function insertJobs(db: Db, batch: JobRows[]): Promise<void> {
  await db.execute(sql`
    insert into jobs (id, company_id, created_by, title, description, city, region, country, workplace, employment_type, salary_min, salary_max,
      years_option_id, education_option_id, experience_area_id, positions, closing_date, status, opened_at, closed_at)
    select id, company_id, created_by, title, description, city, region, country, workplace, employment_type, salary_min, salary_max,
      years_option_id, education_option_id, experience_area_id, positions, closing_date, status, opened_at, closed_at
    from jsonb_to_recordset(${JSON.stringify(batch.map((b) => b.job))}::jsonb) as x(id uuid, company_id uuid, created_by uuid, title text,
      description text, city text, region text, country text, workplace text, employment_type text, salary_min int, salary_max int,
      years_option_id uuid, education_option_id uuid, experience_area_id uuid, positions int, closing_date date, status text,
      opened_at timestamptz, closed_at timestamptz)`);
  await db.execute(sql`
    insert into job_skills (job_id, skill_id, importance)
    select job_id, skill_id, importance from jsonb_to_recordset(${JSON.stringify(batch.flatMap((b) => b.skills))}::jsonb)
      as x(job_id uuid, skill_id uuid, importance text)`);
  await db.execute(
    jobSearchDocumentUpdate(
      inIds(
        'j.id',
        batch.map((b) => b.job.id),
      ),
    ),
  );
}

async function insertCompanies(db: Db, rng: Rng, count: number, offset: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const [city, region] = rng.pick(PLACES);
    return {
      id: randomUUID(),
      name: `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_KINDS)} ${offset + i + 1}`,
      description: `We build ${rng.pick(['software', 'services', 'products', 'platforms'])} for ${rng.pick(INDUSTRIES).toLowerCase()} customers.`,
      size: rng.pick(SIZES),
      industry: rng.pick(INDUSTRIES),
      location: `${city}, ${region}`,
    };
  });
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.execute(sql`
      insert into companies (id, name, description, size, industry, location)
      select id, name, description, size, industry, location
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH))}::jsonb) as x(id uuid, name text, description text, size text, industry text, location text)`);
  }
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------

export interface BulkSummary {
  candidatesAdded: number;
  jobsAdded: number;
  companiesAdded: number;
  firstCandidate: number;
  employerCreated: boolean;
  candidateCreated: boolean;
  seconds: number;
}

/** Appends `candidates` candidates and `jobs` jobs (plus ~1 company per 20 jobs) to `db`; migrations must have run. */
export async function seedBulk(
  db: Db,
  options: { candidates: number; jobs: number; seed?: number; log?: (line: string) => void; today?: Date },
): Promise<BulkSummary> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const today = options.today ?? new Date();
  const { rows: skillCount } = await db.execute<{ n: number }>(sql`select count(*)::int as n from skills`);
  if (Number(skillCount[0].n) === 0) {
    log('catalogues are empty: seeding them');
    await seedCatalogues(db);
  }
  await ensureSiteConfiguration(db);
  const cat = await loadCatalogue(db);
  if (cat.years.length === 0 || cat.education.length === 0 || cat.degrees.length === 0 || cat.areas.length === 0) {
    throw new Error('The catalogues need years, education and degree options and experience areas.');
  }
  const { rows: maxRows } = await db.execute<{ n: number | null }>(
    sql`select max(substring(email from '^bulk-([0-9]+)@example\\.test$')::int) as n from users where email ~ '^bulk-[0-9]+@example\\.test$'`,
  );
  const first = Number(maxRows[0].n ?? 0) + 1;
  if (first > 1) log(`bulk data already present (up to bulk-${first - 1}@example.test): appending from bulk-${first}`);
  const rng = prng((options.seed ?? 4) * 1_000_003 + first);
  const passwordHash = await hashPassword(`unusable-${randomUUID()}`);
  const terms = await currentTermsVersion(db);

  // The named logins for the benchmark: an employer with a company and a few open jobs, a candidate with a profile.
  let employerCreated = false;
  let candidateCreated = false;
  const { rows: existing } = await db.execute<{ email: string; id: string; company_id: string | null }>(
    sql`select email, id, company_id from users where email in (${BULK_EMPLOYER_EMAIL}, ${BULK_CANDIDATE_EMAIL})`,
  );
  if (!existing.some((u) => u.email === BULK_EMPLOYER_EMAIL)) {
    const { company, manager } = await seedCompany(db, {
      name: BULK_COMPANY_NAME,
      size: '201-1000',
      industry: 'Staffing',
      location: 'Chicago, IL',
      description: 'The bulk seed’s employer: ranks the generated candidates against its open jobs.',
      trialDays: 365,
      manager: { email: BULK_EMPLOYER_EMAIL, password: BULK_PASSWORD, firstName: 'Bea', lastName: 'Bulk', phoneNumber: '+1 555 000 0001' },
    });
    await insertJobs(
      db,
      Array.from({ length: 5 }, () => generateJob(rng, cat, company.id, today, { status: 'open', createdBy: manager.id })),
    );
    employerCreated = true;
  }
  if (!existing.some((u) => u.email === BULK_CANDIDATE_EMAIL)) {
    const user = await seedUser(db, {
      email: BULK_CANDIDATE_EMAIL,
      password: BULK_PASSWORD,
      firstName: 'Cal',
      lastName: 'Bulk',
      roles: ['Candidate'],
    });
    const rows = generateCandidate(rng, cat, 0, user.id, today, null);
    rows.profile.visibility = 'visible';
    await insertCandidates(db, [rows]);
    candidateCreated = true;
  }

  // Companies (about one per 20 jobs), then jobs.
  const companyCount = options.jobs > 0 ? Math.max(1, Math.round(options.jobs / 20)) : 0;
  const { rows: companyTotal } = await db.execute<{ n: number }>(sql`select count(*)::int as n from companies`);
  const companyIds = await insertCompanies(db, rng, companyCount, Number(companyTotal[0].n));
  if (companyCount > 0) log(`companies: ${companyCount}`);
  for (let i = 0; i < options.jobs; i += BATCH) {
    const size = Math.min(BATCH, options.jobs - i);
    await insertJobs(
      db,
      Array.from({ length: size }, (_, k) => generateJob(rng, cat, companyIds[(i + k) % companyIds.length], today)),
    );
    log(`jobs: ${i + size} / ${options.jobs} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }

  for (let i = 0; i < options.candidates; i += BATCH) {
    const size = Math.min(BATCH, options.candidates - i);
    const batch = Array.from({ length: size }, (_, k) =>
      generateCandidate(rng, cat, first + i + k, randomUUID(), today, { passwordHash, terms }),
    );
    await insertCandidates(db, batch);
    log(`candidates: ${i + size} / ${options.candidates} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  if (options.candidates + options.jobs > 0) {
    // vacuum sets the visibility map, so the covering indexes answer index-only; analyze refreshes the statistics
    log('vacuum analyze');
    await db.execute(
      sql`vacuum analyze users, candidate_profiles, candidate_skills, job_experiences, education_experiences, companies, jobs, job_skills`,
    );
  }
  return {
    candidatesAdded: options.candidates,
    jobsAdded: options.jobs,
    companiesAdded: companyCount,
    firstCandidate: first,
    employerCreated,
    candidateCreated,
    seconds: (performance.now() - started) / 1000,
  };
}

// ---------------------------------------------------------------------------------------------
// CLI

async function main() {
  const { values } = parseArgs({
    options: {
      candidates: { type: 'string', default: '1000' },
      jobs: { type: 'string', default: '100' },
      seed: { type: 'string', default: '4' },
    },
  });
  const candidates = Number(values.candidates);
  const jobs = Number(values.jobs);
  if (!Number.isInteger(candidates) || candidates < 0 || !Number.isInteger(jobs) || jobs < 0) {
    throw new ConfigError(['--candidates and --jobs must be whole numbers ≥ 0.']);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    console.log(
      `seed:bulk on ${database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite (${path.join(config.dataDir, 'db')})`}: ${candidates} candidates, ${jobs} jobs`,
    );
    const t0 = performance.now();
    await database.migrate();
    console.log(`migrations: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const summary = await seedBulk(database.db, { candidates, jobs, seed: Number(values.seed), log: (line) => console.log(`  ${line}`) });
    console.log(
      `Done in ${summary.seconds.toFixed(1)} s: ${summary.candidatesAdded} candidates (bulk-${summary.firstCandidate}… ), ${summary.jobsAdded} jobs, ${summary.companiesAdded} companies.`,
    );
    console.log('Benchmark logins (password for both):', BULK_PASSWORD);
    console.log(
      `  employer  ${BULK_EMPLOYER_EMAIL}${summary.employerCreated ? ` (created, company "${BULK_COMPANY_NAME}" with 5 open jobs)` : ' (already there)'}`,
    );
    console.log(`  candidate ${BULK_CANDIDATE_EMAIL}${summary.candidateCreated ? ' (created)' : ' (already there)'}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
