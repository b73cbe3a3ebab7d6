import { sql, type SQL } from 'drizzle-orm';
import type { CandidateCard, CandidateDetail, CandidateSearchQuery, CandidateSearchResult, EmployerJobOption } from '@talentmatch/shared/matching';
import type { Db } from '../../platform/db/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { loadCandidateFacts, loadJobFacts } from '../matching/facts.ts';
import { MAX_LEVEL, matchBreakdown } from '../matching/score.ts';
import { MATCH_WEIGHTS } from '@talentmatch/shared/matching';
import { importanceWeightSql, matchBoundSql, matchRawSql, inSearchTransaction } from '../matching/sql.ts';

type Tx = Pick<Db, 'execute'>;
type SearchDb = Pick<Db, 'execute' | 'transaction'>;
export interface Viewer {
  userId: string;
  companyId: string | null;
  isAdmin: boolean;
}

export const JOB_NOT_FOUND = 'This job does not exist or is not one of your company’s jobs.';
export const CANDIDATE_NOT_FOUND = 'This candidate does not exist or is not visible to employers.';

const uuidArray = (ids: string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;

/** The job a ranking or a breakdown is for: one of the employer's company (administrators: any). */
export async function requireRankingJob(db: Tx, viewer: Viewer, jobId: string): Promise<{ id: string; title: string }> {
  const { rows } = await db.execute<{ id: string; title: string; company_id: string }>(sql`select id, title, company_id from jobs where id = ${jobId}`);
  const job = rows[0];
  if (!job || (!viewer.isAdmin && job.company_id !== viewer.companyId)) throw new NotFoundError(JOB_NOT_FOUND);
  return { id: job.id, title: job.title };
}

/** Jobs an employer can rank candidates against (open first). */
export async function rankingJobs(db: Tx, viewer: Viewer): Promise<EmployerJobOption[]> {
  if (!viewer.companyId) return [];
  const { rows } = await db.execute<{ id: string; title: string; status: string }>(sql`
    select id, title, status from jobs where company_id = ${viewer.companyId} and status <> 'draft'
    order by (status = 'open') desc, coalesce(opened_at, created_at) desc limit 200`);
  return rows;
}

/** The candidate facts every ranking reads, as columns of `p` (profile), `yo`/`eo` (options) and `ed` (education entries). */
export const candidateFactsSql = {
  candYears: sql`coalesce(yo.value, 0)`,
  candEducation: sql`greatest(coalesce(eo.value, 0), coalesce(ed.rank, 0))`,
  candCity: sql`p.city`,
  candRegion: sql`p.region`,
  candCountry: sql`p.country`,
  candPreference: sql`p.remote_preference`,
  candRelocate: sql`p.willing_to_relocate`,
  candScore: sql`p.score`,
};

/** Ids of the dropdown options worth at least the value of `optionId`; null when that value is 0 or unknown (no filter). */
async function optionsAtLeast(db: Tx, optionId: string): Promise<string[] | null> {
  const { rows } = await db.execute<{ wanted: number; id: string | null }>(sql`
    select w.wanted, o.id from (select coalesce((select value from dropdown_options where id = ${optionId}), 0) as wanted) w
    left join dropdown_options o on o.value >= w.wanted`);
  return Number(rows[0].wanted) > 0 ? rows.flatMap((r) => (r.id ? [r.id] : [])) : null;
}

/**
 * The filters as conditions on `p` (candidate_profiles) alone. Years and education compare option
 * values, so they are resolved first to the option ids that are worth enough: no option join, which
 * keeps the visible-candidates index usable index-only and gives the planner constants to estimate.
 */
async function filters(db: Tx, q: CandidateSearchQuery): Promise<SQL[]> {
  const where: SQL[] = [sql`p.visibility = 'visible'`];
  if (q.q) where.push(sql`p.search_document @@ websearch_to_tsquery('english', ${q.q})`);
  if (q.skills.length > 0) {
    const holds = (ids: string[]) => sql`exists (select 1 from candidate_skills f where f.user_id = p.user_id and f.skill_id = any(${uuidArray(ids)}))`;
    // all: one semi-join per skill, each estimated from that skill's own frequency
    where.push(q.skillMode === 'any' ? holds(q.skills) : sql.join(q.skills.map((id) => holds([id])), sql` and `));
  }
  if (q.experienceAreaId) where.push(sql`exists (select 1 from job_experiences x where x.user_id = p.user_id and x.experience_area_id = ${q.experienceAreaId})`);
  const years = q.yearsOptionId ? await optionsAtLeast(db, q.yearsOptionId) : null;
  if (years) where.push(sql`p.years_option_id = any(${uuidArray(years)})`);
  const education = q.educationOptionId ? await optionsAtLeast(db, q.educationOptionId) : null;
  if (education) {
    // greatest(profile level, best education entry) ≥ wanted: the profile's level or any entry is worth enough.
    // A scalar subquery, not exists: one index-only probe per candidate that gets this far, where PostgreSQL
    // would hash every education entry first.
    where.push(sql`(p.education_option_id = any(${uuidArray(education)}) or coalesce((select true from education_experiences fe
      where fe.user_id = p.user_id and fe.education_option_id = any(${uuidArray(education)}) limit 1), false))`);
  }
  const loc = q.location.toLowerCase();
  const place = loc ? sql`(lower(p.city) = ${loc} or lower(p.region) = ${loc} or lower(p.country) = ${loc})` : null;
  const remote = q.remote ? sql`p.remote_preference in ('remote', 'any')` : null;
  if (place && remote) where.push(sql`(${place} or ${remote})`);
  else if (place ?? remote) where.push((place ?? remote)!);
  if (q.minScore !== undefined) where.push(sql`p.score >= ${q.minScore}`);
  return where;
}

/** How a ranking for a job chooses its plan (see `rankForJob`); the tests force each plan. */
export interface RankingPlan {
  /** up to this many candidates passing the filters, start from them rather than from the holders of the job's skills */
  fewCandidates: number;
  /** look holders up one by one (by primary key) when at most this many can still reach the floor; else join them all with the filters */
  holderLookups: number;
}
const RANKING_PLAN: RankingPlan = { fewCandidates: 20_000, holderLookups: 10_000 };

/** Search, filter and rank in the database; names, skills and the breakdown for the returned page only. */
export async function searchCandidates(db: SearchDb, viewer: Viewer, q: CandidateSearchQuery, plan = RANKING_PLAN): Promise<CandidateSearchResult> {
  const job = q.jobId ? await requireRankingJob(db, viewer, q.jobId) : null;
  return inSearchTransaction(db, async (tx) => {
    const where = sql.join(await filters(tx, q), sql` and `);
    const offset = (q.page - 1) * q.pageSize;
    // The total is a separate count over the filters alone (no match to compute, index-only where possible);
    // the ranking chooses its plan by it.
    const total = await countCandidates(tx, where);
    let ids: string[];
    if (job !== null && q.sort !== 'score') ids = await rankForJob(tx, plan, job.id, where, total, offset, q.pageSize);
    else {
      const { rows } = await tx.execute<{ user_id: string }>(sql`select p.user_id from candidate_profiles p where ${where}
        order by p.score desc, p.user_id limit ${q.pageSize} offset ${offset}`);
      ids = rows.map((r) => r.user_id);
    }
    const items = await candidateCards(tx, ids, job?.id ?? null);
    return { items, totalRecords: total, page: q.page, pageSize: q.pageSize, job };
  });
}

async function countCandidates(db: Tx, where: SQL): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(sql`select count(*) as n from candidate_profiles p where ${where}`);
  return Number(rows[0].n);
}

/**
 * The ids of one page of the `total` candidates passing `where`, best match for the job first (ties:
 * higher score, then id), without computing every candidate's match. Per candidate, a cheap upper bound
 * of the match: the exact skills and score points plus the maxima of years, education and location.
 *  1. sk: the weight each holder of the job's skills earns on them (an index-only pass, grouped);
 *  2. pool: the holders that pass the filters and may reach the top, with their bound;
 *  3. probe: the best of the pool by bound get their exact match, plus the k best scores among the
 *     filtered candidates; the k-th best exact match is a floor T for the k-th best overall;
 *  4. only candidates whose bound reaches T can be on the page: their profile gives a closer bound (all
 *     exact but the education entries), and those still reaching T get the exact match. Candidates
 *     holding none of the job's skills earn no skill points, so their bound grows with the score alone:
 *     they are read from the score index only down to the least score that can reach T (none when T is
 *     above what no skills can give, the usual case).
 * With few candidates passing the filters, sk covers those candidates only and the pool is all of them.
 * With many, a first floor comes from the holders with the most skill points (floor0: the k-th best
 * exact match among the top of sk that pass the filters), and the pool is the holders whose bound reaches
 * floor0 even with the best score of any candidate (decided from sk alone), looked up one by one; when
 * there is no floor0 (the filters keep too few of those holders) or the pool would be large, it is all
 * holders joined with the filters instead.
 */
async function rankForJob(db: Tx, plan: RankingPlan, jobId: string, where: SQL, total: number, offset: number, pageSize: number): Promise<string[]> {
  const jobFacts = {
    skillTotal: sql`jt.total`,
    jobYears: sql`jf.years`,
    jobEducation: sql`jf.education`,
    jobWorkplace: sql`jf.workplace`,
    jobCity: sql`jf.city`,
    jobRegion: sql`jf.region`,
    jobCountry: sql`jf.country`,
  };
  const facts = (earned: SQL, score = candidateFactsSql.candScore) => ({ ...candidateFactsSql, ...jobFacts, skillEarned: earned, candScore: score });
  const exact = matchRawSql(facts(sql`c.earned`));
  const bound = (earned: SQL, score?: SQL) => matchBoundSql(facts(earned, score), ['years', 'education', 'location']);
  const k = offset + pageSize;
  // The exact match needs the profile's facts and, only when the profile's own level is below the
  // job's, the best education entry (otherwise greatest(level, entries) ≥ the requirement either way).
  // (a lateral lookup by primary key: the candidates are few, but the planner cannot know it)
  const exactJoins = sql`cross join lateral (select * from candidate_profiles p0 where p0.user_id = c.user_id offset 0) p
    left join dropdown_options yo on yo.id = p.years_option_id
    left join dropdown_options eo on eo.id = p.education_option_id
    cross join jt cross join jf
    left join lateral (select max(o.value) as rank from education_experiences e join dropdown_options o on o.id = e.education_option_id
      where e.user_id = p.user_id and coalesce(eo.value, 0) < coalesce(jf.education, 0)) ed on true`;
  // the k-th best of some candidates' exact matches, or -Infinity when there are fewer than k
  const kthBest = (matches: SQL) => sql`(select case when count(*) < ${k} then '-Infinity'::float8 else min(m) end from (${matches} order by 1 desc limit ${k}) x)`;
  const holders = (only: SQL) => sql`sk as materialized (select cs.user_id, sum(js.w * cs.level)::int as earned
    from js join candidate_skills cs on cs.skill_id = js.skill_id ${only} group by cs.user_id)`;
  const joined = (condition: SQL) => sql`select p.user_id, sk.earned, ${bound(sql`sk.earned`)} as bound
    from candidate_profiles p join sk on sk.user_id = p.user_id cross join jt where ${where} and ${condition}`;
  const byHolders = total > plan.fewCandidates;
  const pool = byHolders
    ? sql`${holders(sql``)},
      floor0 as materialized (select ${kthBest(sql`select ${exact} as m from (select user_id, earned from sk order by earned desc limit ${Math.max(500, 10 * k)}) c
        ${exactJoins} where ${where}`)} as t),
      best as materialized (select coalesce(max(score), 0) as score from candidate_profiles where visibility = 'visible'),
      -- the least weight earned whose bound reaches floor0 with the best score (over the few possible values, not per holder)
      least_earned as materialized (select min(e) as e from jt cross join best cross join floor0
        cross join generate_series(0, ${sql.raw(String(MAX_LEVEL))} * jt.total) e where ${bound(sql`e`, sql`best.score`)} >= floor0.t),
      near as materialized (select sk.user_id, sk.earned from sk where sk.earned >= (select e from least_earned)),
      one_by_one as materialized (select (select t from floor0) > '-Infinity'::float8
        and (select count(*) from (select 1 from near limit ${plan.holderLookups + 1}) x) <= ${plan.holderLookups} as yes),
      pool as materialized (
        select c.user_id, c.earned, p.bound from near c
          cross join lateral (select ${bound(sql`c.earned`)} as bound from candidate_profiles p cross join jt where p.user_id = c.user_id and ${where} offset 0) p
          where (select yes from one_by_one)
        union all
        ${joined(sql`not (select yes from one_by_one)`)})`
    : sql`${holders(sql`where cs.user_id in (select p.user_id from candidate_profiles p where ${where})`)},
      pool as materialized (${joined(sql`true`)})`;
  const probed = kthBest(sql`select max(${exact}) as m from probe c ${exactJoins} group by c.user_id`);
  const notHolder = sql`not exists (select 1 from sk where sk.user_id = p.user_id)`;
  // the least whole score whose bound without skills reaches T, minus one (the bound itself is checked too);
  // above 100, no candidate without the job's skills is read at all (a one-time condition)
  const noSkillsNoScore = matchBoundSql(facts(sql`null`, sql`0`), ['years', 'education', 'location']);
  const lowestScore = sql`(select greatest(-1, least(101, floor((cut.t - ${noSkillsNoScore}) * 100 / ${sql.raw(`${MATCH_WEIGHTS.score}`)}) - 1))::int
    from cut cross join jt)`;
  const { rows } = await db.execute<{ user_id: string }>(sql`
    with js as materialized (select skill_id, ${importanceWeightSql(sql`importance`)} as w from job_skills where job_id = ${jobId}),
    jt as materialized (select coalesce(sum(w), 0)::int as total from js),
    jf as materialized (select j.workplace, j.city, j.region, j.country, yo.value as years, eo.value as education from jobs j
      left join dropdown_options yo on yo.id = j.years_option_id left join dropdown_options eo on eo.id = j.education_option_id where j.id = ${jobId}),
    ${pool},
    probe as ((select user_id, earned from pool order by bound desc, user_id limit ${Math.max(200, 5 * k)})
      union all
      (select p.user_id, null::int from candidate_profiles p where ${where} order by p.score desc limit ${k})),
    -- (a holder may be probed twice, once without its skill points: its best value counts, once)
    cut as (select ${byHolders ? sql`greatest((select t from floor0), ${probed})` : probed} as t)
    select p.user_id from (
      select c.user_id, c.earned from (
        select pool.user_id, pool.earned from pool cross join cut where pool.bound >= cut.t
        union all
        select p.user_id, null::int from candidate_profiles p cross join jt cross join cut
        where ${lowestScore} <= 100 and p.score >= ${lowestScore} and ${where} and ${notHolder} and ${bound(sql`null`)} >= cut.t) c
      -- a closer bound from the profile (only the education entries unread) before the exact match
      cross join lateral (select * from candidate_profiles p0 where p0.user_id = c.user_id offset 0) p
      left join dropdown_options yo on yo.id = p.years_option_id
      cross join jt cross join jf cross join cut
      where ${matchBoundSql(facts(sql`c.earned`), ['education'])} >= cut.t offset 0) c
    ${exactJoins}
    order by ${exact} desc, p.score desc, p.user_id
    limit ${pageSize} offset ${offset}`);
  return rows.map((r) => r.user_id);
}

/** Cards in the order of `ids`, with the breakdown against `jobId` (computed here, for this page only). */
async function candidateCards(db: Tx, ids: string[], jobId: string | null): Promise<CandidateCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{
    user_id: string; first_name: string; last_name: string; headline: string; city: string; region: string; country: string;
    remote_preference: string; score: number; skills: CandidateCard['skills'] | null;
  }>(sql`
    select p.user_id, u.first_name, u.last_name, p.headline, p.city, p.region, p.country, p.remote_preference, p.score,
      (select json_agg(json_build_object('id', s.id, 'name', s.name, 'level', cs.level, 'years', cs.years) order by cs.level desc, s.name)
         from candidate_skills cs join skills s on s.id = cs.skill_id where cs.user_id = p.user_id) as skills
    from candidate_profiles p join users u on u.id = p.user_id
    where p.user_id = any(${uuidArray(ids)})`);
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  const jobFacts = jobId ? (await loadJobFacts(db, [jobId])).get(jobId) : undefined;
  const candidateFacts = jobFacts ? await loadCandidateFacts(db, ids) : new Map();
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const facts = candidateFacts.get(id);
    const breakdown = jobFacts && facts ? matchBreakdown(jobFacts, facts) : null;
    return [{
      id, firstName: r.first_name, lastName: r.last_name, headline: r.headline, city: r.city, region: r.region, country: r.country,
      remotePreference: r.remote_preference, score: Number(r.score), skills: r.skills ?? [], match: breakdown?.total ?? null, breakdown,
    }];
  });
}

/** The profile an employer sees; hidden or unknown candidates are 404. */
export async function candidateDetail(
  db: Tx,
  viewer: Viewer,
  candidateId: string,
  jobId: string | undefined,
  resumeUrl: (contentType: string) => string,
): Promise<CandidateDetail> {
  const visible = viewer.isAdmin ? sql`true` : sql`p.visibility = 'visible'`;
  const { rows } = await db.execute<{
    summary: string; willing_to_relocate: boolean; availability: string; photo: boolean;
    years_id: string | null; years_label: string | null; edu_id: string | null; edu_label: string | null;
    resume_name: string | null; resume_type: string | null;
  }>(sql`
    select p.summary, p.willing_to_relocate, p.availability, p.photo_file_id is not null as photo,
      yo.id as years_id, yo.label as years_label, eo.id as edu_id, eo.label as edu_label,
      p.resume_file_name as resume_name, f.content_type as resume_type
    from candidate_profiles p
    left join dropdown_options yo on yo.id = p.years_option_id
    left join dropdown_options eo on eo.id = p.education_option_id
    left join files f on f.id = p.resume_file_id
    join users u on u.id = p.user_id and u.deleted_at is null
    where p.user_id = ${candidateId} and ${visible}`);
  const row = rows[0];
  if (!row) throw new NotFoundError(CANDIDATE_NOT_FOUND);
  const job = jobId ? await requireRankingJob(db, viewer, jobId) : null;
  const [card] = await candidateCards(db, [candidateId], job?.id ?? null);
  const jobsRes = await db.execute<CandidateDetail['jobs'][number] & { start_date: string; end_date: string | null; is_current: boolean }>(sql`
    select x.id, x.title, x.company, a.name as area, x.location, x.start_date::text as start_date, x.end_date::text as end_date, x.is_current, x.description
    from job_experiences x join experience_areas a on a.id = x.experience_area_id where x.user_id = ${candidateId}
    order by x.is_current desc, x.start_date desc`);
  const eduRes = await db.execute<{ id: string; institution: string; degree: string; education: string; field_of_study: string; start_date: string; end_date: string | null; is_current: boolean }>(sql`
    select e.id, e.institution, d.label as degree, o.label as education, e.field_of_study, e.start_date::text as start_date, e.end_date::text as end_date, e.is_current
    from education_experiences e join dropdown_options d on d.id = e.degree_option_id join dropdown_options o on o.id = e.education_option_id
    where e.user_id = ${candidateId} order by e.is_current desc, e.start_date desc`);
  return {
    ...card,
    summary: row.summary,
    willingToRelocate: row.willing_to_relocate,
    availability: row.availability,
    hasPhoto: row.photo,
    yearsOption: row.years_id ? { id: row.years_id, label: row.years_label! } : null,
    educationOption: row.edu_id ? { id: row.edu_id, label: row.edu_label! } : null,
    jobs: jobsRes.rows.map((j) => ({
      id: j.id, title: j.title, company: j.company, area: j.area, location: j.location,
      startDate: j.start_date, endDate: j.end_date, isCurrent: j.is_current, description: j.description,
    })),
    education: eduRes.rows.map((e) => ({
      id: e.id, institution: e.institution, degree: e.degree, education: e.education, fieldOfStudy: e.field_of_study,
      startDate: e.start_date, endDate: e.end_date, isCurrent: e.is_current,
    })),
    resume: row.resume_type
      ? { fileName: row.resume_name ?? 'resume', contentType: row.resume_type, url: resumeUrl(row.resume_type), inline: row.resume_type === 'application/pdf' }
      : null,
  };
}
