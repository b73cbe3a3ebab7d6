import { sql } from 'drizzle-orm';
import { todayUtc } from '@talentmatch/shared/jobs';
import type { JobSearchQuery } from '@talentmatch/shared/matching';
import {
  careersPath,
  companyIdPrefixOfSlug,
  companySlug,
  publicJobPath,
  type CareersPage,
  type PublicCompany,
  type PublicJob,
  type PublicJobCard,
  type PublicJobList,
  type PublicJobPage,
} from '@talentmatch/shared/public-board';
import { uuidArray, type Db, type Tx } from '../../platform/db/index.ts';
import { benefitsAs } from '../benefits/queries.ts';
import { companyDirectoryAs } from '../companies/queries.ts';
import { jobBenefitsAs, jobSkillsAs, jobsAs } from '../jobs/queries.ts';
import { onBoardSql } from '../jobs/service.ts';
import { searchPublicJobIds, searchPublicJobIdsMany } from '../job-search/service.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { skillsAs } from '../skills/queries.ts';
import { publicJobTombstones } from './tables.ts';

/**
 * The public job board (docs/public-pages.md): what a visitor without an account may read. Only a job's posting and
 * its company's profile: never a candidate, an application, a hiring team member or a count of any of them.
 * A job is public while the site's board is on, the employer left "Show on the public job board" on, and it is open
 * (published, not past its closing date).
 */

/** Whether the administrator has the public board on (site configuration). */
export async function publicBoardOn(db: Db): Promise<boolean> {
  return (await getSiteConfiguration(db)).publicBoard;
}

type CompanyRow = {
  company_id: string;
  company_name: string;
  has_logo: boolean;
  website: string;
  company_description: string;
  company_location: string;
  industry: string;
  size: string;
};

type CardRow = CompanyRow & {
  id: string;
  title: string;
  city: string;
  region: string;
  country: string;
  workplace: PublicJobCard['workplace'];
  employment_type: PublicJobCard['employmentType'];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: PublicJobCard['salaryPeriod'];
  closing_date: string | null;
  date_posted: Date | string;
};

const companyColumns = sql`c.id as company_id, c.name as company_name, c.logo_file_id is not null as has_logo, c.website,
  c.description as company_description, c.location as company_location, c.industry, c.size`;

const cardColumns = sql`j.id, j.title, j.city, j.region, j.country, j.workplace, j.employment_type, j.salary_min, j.salary_max,
  j.salary_currency, j.salary_period, j.closing_date::text as closing_date, coalesce(j.opened_at, j.created_at) as date_posted, ${companyColumns}`;

function presentCompany(r: CompanyRow): PublicCompany {
  const ref = { id: r.company_id, name: r.company_name };
  return {
    id: r.company_id,
    name: r.company_name,
    slug: companySlug(ref),
    careersPath: careersPath(ref),
    logoUrl: r.has_logo ? `/api/companies/${r.company_id}/logo` : null,
    website: r.website,
    description: r.company_description,
    location: r.company_location,
    industry: r.industry,
    size: r.size,
  };
}

function presentCard(r: CardRow): PublicJobCard {
  const { id, name, slug, careersPath: path, logoUrl } = presentCompany(r);
  return {
    id: r.id,
    path: publicJobPath(r),
    title: r.title,
    company: { id, name, slug, careersPath: path, logoUrl },
    city: r.city,
    region: r.region,
    country: r.country,
    workplace: r.workplace,
    employmentType: r.employment_type,
    salaryMin: r.salary_min,
    salaryMax: r.salary_max,
    salaryCurrency: r.salary_currency,
    salaryPeriod: r.salary_period,
    datePosted: new Date(r.date_posted).toISOString(),
    closingDate: r.closing_date,
  };
}

/** Public and open, as SQL over jobs aliased `j`. */
export const publicOpenSql = (today: string) => sql`(${onBoardSql(today)} and j.public_listing)`;

/**
 * The job page's content: the job when it is public and open; "gone" when it was public and is closed, filled,
 * paused or past its closing date (HTTP 410, with its company's careers page); "missing" for an unknown job, a draft,
 * a job the employer keeps internal, or any job while the board is off (HTTP 404).
 */
export async function publicJobPage(db: Db, jobId: string, today: string = todayUtc()): Promise<PublicJobPage> {
  // one statement for the job with its skills and benefits, beside the board's switch
  const [on, { rows }] = await Promise.all([
    publicBoardOn(db),
    db.execute<
      CardRow & {
        description: string;
        positions: number;
        updated_at: Date | string;
        status: string;
        is_open: boolean;
        public_listing: boolean;
        skills: PublicJob['skills'] | null;
        benefits: PublicJob['benefits'] | null;
      }
    >(sql`
      select ${cardColumns}, j.description, j.positions, j.updated_at, j.status, j.public_listing, ${onBoardSql(today)} as is_open,
        (select json_agg(json_build_object('name', s.name, 'importance', js.importance) order by js.importance desc, lower(s.name))
           from ${jobSkillsAs('js')} join ${skillsAs('s')} on s.id = js.skill_id where js.job_id = j.id) as skills,
        (select json_agg(json_build_object('name', b.name, 'description', b.description) order by b.sort_order, b.name)
           from ${benefitsAs('b')} where b.id in (select benefit_id from ${jobBenefitsAs('jb')} where jb.job_id = j.id)) as benefits
      from ${jobsAs('j')} join ${companyDirectoryAs('c')} on c.id = j.company_id
      where j.id = ${jobId}`),
  ]);
  if (!on) return { kind: 'missing' };
  const r = rows[0];
  if (!r) return deletedJobPage(db, jobId);
  if (!r.public_listing || r.status === 'draft') return { kind: 'missing' };
  const company = presentCompany(r);
  if (!r.is_open) return { kind: 'gone', title: r.title, company: { name: company.name, careersPath: company.careersPath } };
  const job: PublicJob = {
    ...presentCard(r),
    company,
    description: r.description,
    positions: r.positions,
    skills: r.skills ?? [],
    benefits: r.benefits ?? [],
    updatedAt: new Date(r.updated_at).toISOString(),
  };
  return { kind: 'open', job };
}

/**
 * A job that is no longer in `jobs`: "gone" when it was deleted after being on the public board (its tombstone, with
 * its company's careers page, or the search when the company went too), else "missing".
 */
async function deletedJobPage(db: Db, jobId: string): Promise<PublicJobPage> {
  const { rows } = await db.execute<{ title: string; company_id: string; company_name: string; company_exists: boolean }>(sql`
    select t.title, t.company_id, coalesce(c.name, t.company_name) as company_name, c.id is not null as company_exists
    from ${publicJobTombstones} t left join ${companyDirectoryAs('c')} on c.id = t.company_id where t.job_id = ${jobId}`);
  const t = rows[0];
  if (!t) return { kind: 'missing' };
  const company = { id: t.company_id, name: t.company_name };
  return {
    kind: 'gone',
    title: t.title,
    company: { name: t.company_name, careersPath: t.company_exists ? careersPath(company) : '/jobs' },
  };
}

/** One page of the public search: the candidate board's search over the public open jobs. */
export async function searchPublicJobs(
  db: Db,
  q: Pick<JobSearchQuery, 'q' | 'location' | 'remote' | 'employmentType' | 'page' | 'pageSize'>,
): Promise<PublicJobList> {
  const empty = { items: [], totalRecords: 0, page: q.page, pageSize: q.pageSize };
  if (!(await publicBoardOn(db))) return empty;
  const { ids, total } = await searchPublicJobIds(db, q);
  return { items: await cardsOf(db, ids), totalRecords: total, page: q.page, pageSize: q.pageSize };
}

/**
 * Job alerts' new jobs: per search, the public open jobs matching it published after its `openedAfter` and up to
 * `openedUpTo` (its first `limit` ids, and how many), all in one statement; none while the board is off.
 */
export async function searchNewPublicJobs(
  db: Db,
  searches: Parameters<typeof searchPublicJobIdsMany>[1],
  openedUpTo: Date,
  limit: number,
): Promise<Array<{ ids: string[]; total: number }>> {
  if (!(await publicBoardOn(db))) return searches.map(() => ({ ids: [], total: 0 }));
  return searchPublicJobIdsMany(db, searches, openedUpTo, limit);
}

/** The public cards of these jobs, in this order. */
export async function publicJobCards(db: Tx, ids: string[]): Promise<PublicJobCard[]> {
  return cardsOf(db, ids);
}

async function cardsOf(db: Tx, ids: string[]): Promise<PublicJobCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<CardRow>(
    sql`select ${cardColumns} from ${jobsAs('j')} join ${companyDirectoryAs('c')} on c.id = j.company_id where j.id = any(${uuidArray(ids)})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [presentCard(r)] : [];
  });
}

/**
 * The company of a careers slug (`name-words-1a2b3c4d`): the 8 characters select the company through its primary key
 * (a range of ids), the words pick among the rare companies that share them. Null when none, or the board is off.
 */
async function companyOfSlug(db: Db, slug: string): Promise<CompanyRow | null> {
  const prefix = companyIdPrefixOfSlug(slug);
  if (!prefix) return null;
  const low = `${prefix}-0000-0000-0000-000000000000`;
  const high = `${prefix}-ffff-ffff-ffff-ffffffffffff`;
  const { rows } = await db.execute<CompanyRow>(sql`
    select ${companyColumns} from ${companyDirectoryAs('c')} where c.id between ${low}::uuid and ${high}::uuid order by c.id limit 10`);
  return rows.find((r) => companySlug({ id: r.company_id, name: r.company_name }) === slug) ?? rows[0] ?? null;
}

/** The careers page: the company's profile and its public open jobs, newest first (up to 200); null for a company that never published a public job. */
export async function careersPage(db: Db, slug: string, today: string = todayUtc()): Promise<CareersPage | null> {
  const [on, company] = await Promise.all([publicBoardOn(db), companyOfSlug(db, slug)]);
  if (!on || !company) return null;
  // its open public jobs, and whether it ever published one (a company that never did has no careers page)
  const [{ rows }, { rows: published }] = await Promise.all([
    db.execute<CardRow>(sql`
      select ${cardColumns} from ${jobsAs('j')} join ${companyDirectoryAs('c')} on c.id = j.company_id
      where j.company_id = ${company.company_id} and ${publicOpenSql(today)}
      order by j.opened_at desc nulls last, j.id limit 200`),
    db.execute(
      sql`select 1 from ${jobsAs('j')} where j.company_id = ${company.company_id} and j.public_listing and j.status <> 'draft' limit 1`,
    ),
  ]);
  if (published.length === 0) return null;
  return { company: presentCompany(company), jobs: rows.map(presentCard) };
}
