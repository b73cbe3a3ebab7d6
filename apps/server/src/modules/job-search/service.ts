import { benefitsAs, companyBenefitsAs } from '../benefits/queries.ts';
import { candidateProfilesAs, candidateSkillsAs, educationExperiencesAs, jobExperiencesAs } from '../candidate-profiles/queries.ts';
import { dropdownOptionsAs } from '../dropdowns/queries.ts';
import { experienceAreasAs } from '../experience-areas/queries.ts';
import { jobBenefitsAs, jobSkillsAs, jobsAs } from '../jobs/queries.ts';
import { skillsAs } from '../skills/queries.ts';
import { onBoardSql } from '../jobs/service.ts';
import { companyDirectoryAs } from '../companies/queries.ts';
import { required } from '@talentmatch/shared/required';
import { sql, type SQL } from 'drizzle-orm';
import type { JobCard, JobDetail, JobSearchQuery, JobSearchResult, MatchBreakdown } from '@talentmatch/shared/matching';
import { uuidArray, type Db, type Tx } from '../../platform/db/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { jobStanding } from '../applications/queries.ts';
import { loadCandidateFacts, loadJobFacts } from '../matching/index.ts';
import { matchBreakdown } from '../matching/index.ts';
import {
  heldColumnFacts,
  heldSumsSql,
  isRequiredSql,
  jobColumnFacts,
  jobTotalsSql,
  matchBoundSql,
  matchRawSql,
  inSearchTransaction,
  type MatchSqlFacts,
} from '../matching/index.ts';

type SearchDb = Tx & Pick<Db, 'transaction'>;

const JOB_NOT_FOUND = 'This job is not open, or it does not exist.';

function filters(q: JobSearchQuery): SQL[] {
  const where: SQL[] = [onBoardSql()];
  // Full text over title, skills, company and description, or a title close to the words typed (typos).
  if (q.q) where.push(sql`(j.search_document @@ websearch_to_tsquery('english', ${q.q}) or ${q.q} <% j.title)`);
  const loc = q.location.toLowerCase();
  const place = loc ? sql`(lower(j.city) = ${loc} or lower(j.region) = ${loc} or lower(j.country) = ${loc})` : null;
  const remote = q.remote ? sql`j.workplace = 'remote'` : null;
  if (place && remote) where.push(sql`(${place} or ${remote})`);
  else if (place ?? remote) where.push(required(place ?? remote));
  if (q.employmentType) where.push(sql`j.employment_type = ${q.employmentType}`);
  if (q.salaryMin !== undefined || q.salaryMax !== undefined) {
    where.push(sql`(j.salary_min is not null or j.salary_max is not null)`);
    if (q.salaryMin !== undefined) where.push(sql`coalesce(j.salary_max, j.salary_min) >= ${q.salaryMin}`);
    if (q.salaryMax !== undefined) where.push(sql`coalesce(j.salary_min, j.salary_max) <= ${q.salaryMax}`);
  }
  if (q.skills.length > 0)
    where.push(sql`exists (select 1 from ${jobSkillsAs('f')} where f.job_id = j.id and f.skill_id = any(${uuidArray(q.skills)}))`);
  if (q.experienceAreaId) where.push(sql`j.experience_area_id = ${q.experienceAreaId}`);
  return where;
}

/** The candidate's own facts as a one-row CTE `me` (empty without a profile). */
const meCte = (candidateId: string) => sql`
  me as materialized (select p.city, p.region, p.country, p.remote_preference, p.willing_to_relocate, p.score,
           coalesce(yo.value, 0) as years,
           greatest(coalesce(eo.value, 0), coalesce((select max(o.value) from ${educationExperiencesAs('e')} join ${dropdownOptionsAs('o')} on o.id = e.education_option_id where e.user_id = p.user_id), 0)) as education
         from ${candidateProfilesAs('p')}
         left join ${dropdownOptionsAs('yo')} on yo.id = p.years_option_id
         left join ${dropdownOptionsAs('eo')} on eo.id = p.education_option_id
         where p.user_id = ${candidateId}),
  my_skills as materialized (select skill_id, level, years from ${candidateSkillsAs('candidate_skills')} where user_id = ${candidateId}),
  my_areas as materialized (select distinct experience_area_id as area from ${jobExperiencesAs('x')} where x.user_id = ${candidateId})`;

/** The match facts of the candidate (`me`) against the job columns of `job`, with the job's skill sums in `skills`. */
const matchFacts = (job: string, skills: string): MatchSqlFacts => ({
  reqTotal: sql.raw(`coalesce(${skills}.req_total, 0)`),
  niceTotal: sql.raw(`coalesce(${skills}.nice_total, 0)`),
  ...heldColumnFacts(skills),
  ...jobColumnFacts(job),
  inField: sql.raw(`exists (select 1 from my_areas where my_areas.area = ${job}.area)`),
  candYears: sql`me.years`,
  candEducation: sql`me.education`,
  candCity: sql`me.city`,
  candRegion: sql`me.region`,
  candCountry: sql`me.country`,
  candPreference: sql`me.remote_preference`,
  candRelocate: sql`me.willing_to_relocate`,
  candScore: sql`me.score`,
});

/** Up to this many jobs passing the filters, a ranking sums the skills of those jobs only; above, of all jobs (one pass, no join). */
const FEW_JOBS = 1_000;

/**
 * One page of the `total` jobs passing `where`, best match for the candidate first (ties: newest, then
 * id), without the text comparisons of the location rule for every job:
 *  - fj: the jobs passing the filters with their facts; jsk: per job, its required and nice-to-have skill
 *    counts and the held sums of the candidate (one grouped pass over job_skills);
 *  - a bound per job: the exact match with the location component at its maximum;
 *  - the best by bound get their exact match; the k-th best of those, T, is a floor for the k-th best
 *    overall; only jobs whose bound reaches T are ranked exactly.
 */
async function jobsByMatch(db: Tx, candidateId: string, where: SQL, total: number, limit: number, offset: number): Promise<string[]> {
  const k = offset + limit;
  const exact = matchRawSql(matchFacts('c', 'c'));
  const req = isRequiredSql(sql`js.importance`);
  const { rows } = await db.execute<{ id: string }>(sql`
    with ${meCte(candidateId)},
    fj as (select j.id, j.opened_at, j.workplace, j.city, j.region, j.country, jyo.value as years, jeo.value as education, j.experience_area_id as area from ${jobsAs('j')}
      left join ${dropdownOptionsAs('jyo')} on jyo.id = j.years_option_id left join ${dropdownOptionsAs('jeo')} on jeo.id = j.education_option_id
      where ${where}),
    jsk as (select js.job_id, ${jobTotalsSql(req)}, ${heldSumsSql(req, sql`m.level`, sql`m.years`, sql`m.skill_id is not null`)}
      from ${total <= FEW_JOBS ? sql`fj join ${jobSkillsAs('js')} on js.job_id = fj.id` : sql`job_skills js`}
      left join my_skills m on m.skill_id = js.skill_id group by js.job_id),
    c as materialized (select fj.*, jsk.req_total, jsk.nice_total, jsk.req_key, jsk.nice_key,
      ${matchBoundSql(matchFacts('fj', 'jsk'), ['location'])} as bound
      from fj cross join me left join jsk on jsk.job_id = fj.id),
    cut as (select case when count(*) < ${k} then '-Infinity'::float8 else min(m) end as t
      from (select ${exact} as m from (select * from c order by bound desc, id limit ${Math.max(50, 5 * k)}) c cross join me order by 1 desc limit ${k}) x)
    select c.id from c cross join me cross join cut where c.bound >= cut.t
    order by ${exact} desc, c.opened_at desc nulls last, c.id limit ${limit} offset ${offset}`);
  return rows.map((r) => r.id);
}

async function hasProfile(db: Tx, candidateId: string) {
  const { rows } = await db.execute(sql`select 1 from ${candidateProfilesAs('candidate_profiles')} where user_id = ${candidateId}`);
  return rows.length > 0;
}

export async function searchJobs(db: SearchDb, candidateId: string, q: JobSearchQuery): Promise<JobSearchResult> {
  const profile = await hasProfile(db, candidateId);
  const sort = q.sort ?? (q.q ? 'relevance' : profile ? 'match' : 'date');
  const where = sql.join(filters(q), sql` and `);
  const offset = (q.page - 1) * q.pageSize;
  return inSearchTransaction(db, async (tx) => {
    const { rows: counted } = await tx.execute<{ n: string }>(sql`select count(*) as n from ${jobsAs('j')} where ${where}`);
    const total = Number(counted[0].n);
    let ids: string[];
    if (sort === 'match' && profile) ids = await jobsByMatch(tx, candidateId, where, total, q.pageSize, offset);
    else {
      const order =
        sort === 'relevance' && q.q
          ? sql`(ts_rank(j.search_document, websearch_to_tsquery('english', ${q.q})) + word_similarity(${q.q}, j.title)) desc, j.opened_at desc nulls last, j.id`
          : sql`j.opened_at desc nulls last, j.id`;
      const { rows } = await tx.execute<{ id: string }>(
        sql`select j.id from ${jobsAs('j')} where ${where} order by ${order} limit ${q.pageSize} offset ${offset}`,
      );
      ids = rows.map((r) => r.id);
    }
    return { items: await jobCards(tx, candidateId, ids), totalRecords: total, page: q.page, pageSize: q.pageSize };
  });
}

/**
 * The public job board's search (no candidate): the same filters as the candidate's board over the open jobs marked
 * public, best text match first when words were typed, else newest first. Salary, skills, area and sort are the
 * signed-in board's alone and are ignored here.
 */
export async function searchPublicJobIds(db: SearchDb, q: PublicSearchQuery): Promise<{ ids: string[]; total: number }> {
  const where = publicWhere(q);
  return inSearchTransaction(db, async (tx) => {
    const { rows: counted } = await tx.execute<{ n: string }>(sql`select count(*) as n from ${jobsAs('j')} where ${where}`);
    const { rows } = await tx.execute<{ id: string }>(
      sql`select j.id from ${jobsAs('j')} where ${where} order by ${publicOrder(q)} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    );
    return { ids: rows.map((r) => r.id), total: Number(counted[0].n) };
  });
}

type PublicSearchQuery = Pick<JobSearchQuery, 'q' | 'location' | 'remote' | 'employmentType' | 'page' | 'pageSize'>;

function publicWhere(q: Omit<PublicSearchQuery, 'page' | 'pageSize'>): SQL {
  const conditions = [
    ...filters({
      ...q,
      page: 1,
      pageSize: 1,
      skills: [],
      salaryMin: undefined,
      salaryMax: undefined,
      experienceAreaId: undefined,
      sort: undefined,
    }),
    sql`j.public_listing`,
  ];
  return sql.join(conditions, sql` and `);
}

const publicOrder = (q: Pick<PublicSearchQuery, 'q'>) =>
  q.q
    ? sql`(ts_rank(j.search_document, websearch_to_tsquery('english', ${q.q})) + word_similarity(${q.q}, j.title)) desc, j.opened_at desc nulls last, j.id`
    : sql`j.opened_at desc nulls last, j.id`;

/**
 * Many public searches at once (job alerts' new jobs: each published after its own moment and up to `openedUpTo`),
 * newest first: per search, its first `limit` ids and how many matched. The text match, the costly test, runs in one
 * statement once per distinct words, over the jobs published since the earliest search with those words (the index
 * on status and opened_at); each search then keeps, here, the jobs of its words published after its moment that pass
 * its place, remote and employment type filters: `filters` above, applied to rows (job-search.test.ts compares them).
 */
export async function searchPublicJobIdsMany(
  db: SearchDb,
  searches: Array<Omit<PublicSearchQuery, 'page' | 'pageSize'> & { openedAfter: Date }>,
  openedUpTo: Date,
  limit: number,
): Promise<Array<{ ids: string[]; total: number }>> {
  if (searches.length === 0) return [];
  const earliest = new Map<string, Date>();
  for (const s of searches) {
    const q = s.q ?? '';
    const known = earliest.get(q);
    if (!known || s.openedAfter < known) earliest.set(q, s.openedAfter);
  }
  const words = [...earliest];
  const texts = (values: string[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  const { rows } = await inSearchTransaction(db, (tx) =>
    tx.execute<{
      q: string;
      id: string;
      opened_at: Date | string;
      city: string;
      region: string;
      country: string;
      workplace: string;
      employment_type: string;
    }>(sql`
      with k as materialized (
        select q, case when q <> '' then websearch_to_tsquery('english', q) end as tsq, after
        from unnest(${texts(words.map(([q]) => q))}, ${texts(words.map(([, after]) => after.toISOString()))}::timestamptz[]) as k(q, after))
      select k.q, j.id, j.opened_at, lower(j.city) as city, lower(j.region) as region, lower(j.country) as country, j.workplace, j.employment_type
      from k cross join lateral (select * from ${jobsAs('j')}
        where ${onBoardSql()} and j.public_listing and j.opened_at > k.after and j.opened_at <= ${openedUpTo.toISOString()}::timestamptz
          and (k.q = '' or j.search_document @@ k.tsq or k.q <% j.title)) j
      order by k.q, j.opened_at desc, j.id`),
  );
  const byWords = new Map<string, Array<(typeof rows)[number] & { at: number }>>();
  for (const r of rows) {
    const list = byWords.get(r.q) ?? [];
    list.push({ ...r, at: new Date(r.opened_at).getTime() });
    byWords.set(r.q, list);
  }
  return searches.map((s) => {
    const after = s.openedAfter.getTime();
    const loc = s.location.toLowerCase();
    const ids: string[] = [];
    let total = 0;
    for (const j of byWords.get(s.q ?? '') ?? []) {
      if (j.at <= after) break; // newest first: the rest are older
      const place = loc !== '' && (j.city === loc || j.region === loc || j.country === loc);
      const remote = s.remote && j.workplace === 'remote';
      if ((loc !== '' || s.remote) && !place && !remote) continue;
      if (s.employmentType && j.employment_type !== s.employmentType) continue;
      total += 1;
      if (ids.length < limit) ids.push(j.id);
    }
    return { ids, total };
  });
}

/** "Recommended for you": the open jobs ranked by match (empty without a profile). */
export async function recommendedJobs(db: SearchDb, candidateId: string, limit: number): Promise<JobCard[]> {
  if (!(await hasProfile(db, candidateId))) return [];
  // every open job: the skills of all jobs are summed in one pass
  return inSearchTransaction(db, async (tx) =>
    jobCards(tx, candidateId, await jobsByMatch(tx, candidateId, onBoardSql(), Infinity, limit, 0)),
  );
}

type CardRow = {
  id: string;
  title: string;
  company_id: string;
  company_name: string;
  has_logo: boolean;
  city: string;
  region: string;
  country: string;
  workplace: JobCard['workplace'];
  employment_type: JobCard['employmentType'];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: string;
  closing_date: string | null;
  opened_at: Date | string | null;
  skills: JobCard['skills'] | null;
};

const cardColumns = sql`j.id, j.title, c.id as company_id, c.name as company_name, c.logo_file_id is not null as has_logo,
  j.city, j.region, j.country, j.workplace, j.employment_type, j.salary_min, j.salary_max, j.salary_currency, j.salary_period,
  j.closing_date::text as closing_date, j.opened_at,
  (select json_agg(json_build_object('id', s.id, 'name', s.name, 'importance', js.importance) order by js.importance desc, s.name)
     from ${jobSkillsAs('js')} join ${skillsAs('s')} on s.id = js.skill_id where js.job_id = j.id) as skills`;

const logoUrl = (companyId: string, hasLogo: boolean) => (hasLogo ? `/api/companies/${companyId}/logo` : null);

function presentCard(r: CardRow, breakdown: MatchBreakdown | null): JobCard {
  return {
    id: r.id,
    title: r.title,
    company: { id: r.company_id, name: r.company_name, logoUrl: logoUrl(r.company_id, r.has_logo) },
    city: r.city,
    region: r.region,
    country: r.country,
    workplace: r.workplace,
    employmentType: r.employment_type,
    salaryMin: r.salary_min,
    salaryMax: r.salary_max,
    salaryCurrency: r.salary_currency,
    salaryPeriod: r.salary_period,
    closingDate: r.closing_date,
    openedAt: r.opened_at ? new Date(r.opened_at).toISOString() : null,
    skills: r.skills ?? [],
    match: breakdown?.total ?? null,
    breakdown,
  };
}

async function jobCards(db: Tx, candidateId: string, ids: string[]): Promise<JobCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<CardRow>(
    sql`select ${cardColumns} from ${jobsAs('j')} join ${companyDirectoryAs('c')} on c.id = j.company_id where j.id = any(${uuidArray(ids)})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const candidate = (await loadCandidateFacts(db, [candidateId])).get(candidateId);
  const jobs = candidate ? await loadJobFacts(db, ids) : new Map();
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const job = jobs.get(id);
    return [presentCard(r, candidate && job ? matchBreakdown(job, candidate) : null)];
  });
}

export async function jobForCandidate(db: Tx, candidateId: string, jobId: string): Promise<JobDetail> {
  const { rows } = await db.execute<
    CardRow & {
      description: string;
      positions: number;
      years_id: string | null;
      years_label: string | null;
      edu_id: string | null;
      edu_label: string | null;
      area_id: string | null;
      area_name: string | null;
      company_description: string;
      website: string;
      location: string;
      size: string;
      industry: string;
    }
  >(sql`
    select ${cardColumns}, j.description, j.positions, yo.id as years_id, yo.label as years_label, eo.id as edu_id, eo.label as edu_label,
      a.id as area_id, a.name as area_name, c.description as company_description, c.website, c.location, c.size, c.industry
    from ${jobsAs('j')} join ${companyDirectoryAs('c')} on c.id = j.company_id
    left join ${dropdownOptionsAs('yo')} on yo.id = j.years_option_id
    left join ${dropdownOptionsAs('eo')} on eo.id = j.education_option_id
    left join ${experienceAreasAs('a')} on a.id = j.experience_area_id
    where j.id = ${jobId} and ${onBoardSql()}`);
  const r = rows[0];
  if (!r) throw new NotFoundError(JOB_NOT_FOUND);
  // The job's own benefits, then the company's (each once).
  const { rows: benefitRows } = await db.execute<{ id: string; name: string; description: string; icon: string }>(sql`
    select b.id, b.name, b.description, b.icon from ${benefitsAs('b')}
    where b.id in (select benefit_id from ${jobBenefitsAs('job_benefits')} where job_id = ${jobId} union select benefit_id from ${companyBenefitsAs('company_benefits')} where company_id = ${r.company_id})
    order by b.sort_order, b.name`);
  const candidate = (await loadCandidateFacts(db, [candidateId])).get(candidateId);
  const job = required((await loadJobFacts(db, [jobId])).get(jobId));
  const breakdown = candidate ? matchBreakdown(job, candidate) : null;
  const card = presentCard(r, breakdown);
  return {
    ...card,
    description: r.description,
    positions: r.positions,
    yearsOption: r.years_id ? { id: r.years_id, label: required(r.years_label) } : null,
    educationOption: r.edu_id ? { id: r.edu_id, label: required(r.edu_label) } : null,
    experienceArea: r.area_id ? { id: r.area_id, name: required(r.area_name) } : null,
    company: {
      ...card.company,
      description: r.company_description,
      website: r.website,
      location: r.location,
      size: r.size,
      industry: r.industry,
    },
    benefits: benefitRows,
    breakdown,
    standing: await jobStanding(db, candidateId, jobId),
  };
}
