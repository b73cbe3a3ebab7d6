import { candidateProfilesAs, candidateSkillsAs, educationExperiencesAs, jobExperiencesAs } from '../candidate-profiles/queries.ts';
import { dropdownOptionsAs } from '../dropdowns/queries.ts';
import { jobSkillsAs, jobsAs } from '../jobs/queries.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.ts';
import {
  heldColumnFacts,
  heldSumsSql,
  isRequiredSql,
  jobColumnFacts,
  jobTotalsSql,
  matchBoundSql,
  matchRawSql,
  noneHeld,
  type MatchSqlFacts,
} from '../matching/index.ts';

/** Ranking candidates for a job in the database, without computing every candidate's match. */

/** The candidate facts every ranking reads, as columns of `p` (profile), `yo`/`eo` (options) and `ed` (education entries). */
const candidateFactsSql = {
  candYears: sql`coalesce(yo.value, 0)`,
  candEducation: sql`greatest(coalesce(eo.value, 0), coalesce(ed.rank, 0))`,
  candCity: sql`p.city`,
  candRegion: sql`p.region`,
  candCountry: sql`p.country`,
  candPreference: sql`p.remote_preference`,
  candRelocate: sql`p.willing_to_relocate`,
  candScore: sql`p.score`,
};

/** The candidate in `p` has a position in the experience area `area` (false for a null area). */
const inFieldSql = (area: SQL) =>
  sql`exists (select 1 from ${jobExperiencesAs('x')} where x.user_id = p.user_id and x.experience_area_id = ${area})`;

type Held = Pick<MatchSqlFacts, 'reqHeld' | 'reqDepth' | 'niceHeld' | 'niceDepth'>;
/** The held-skill columns of a candidate row (user_id first). */
const HELD_COLUMNS = sql`req_key, nice_key`;
const NO_HELD_COLUMNS = sql`null::int, null::int`;

/** How a ranking for a job chooses its plan (see `rankingSql`); the tests force each plan. */
export interface RankingPlan {
  /** up to this many candidates passing the filters, start from them rather than from the holders of the job's skills */
  fewCandidates: number;
  /** look holders up one by one (by primary key) when at most this many can still reach the floor; else join them all with the filters */
  holderLookups: number;
}
export const RANKING_PLAN: RankingPlan = { fewCandidates: 20_000, holderLookups: 10_000 };

/** The job's skills (js: skill_id, req), their counts (jt) and its other facts (jf), as CTEs. */
export const jobCtes = (
  jobId: string,
) => sql`js as materialized (select skill_id, ${isRequiredSql(sql`importance`)} as req from ${jobSkillsAs('job_skills')} where job_id = ${jobId}),
    jt as materialized (select ${jobTotalsSql(sql`req`)} from js),
    jf as materialized (select j.workplace, j.city, j.region, j.country, yo.value as years, eo.value as education, j.experience_area_id as area from ${jobsAs('j')}
      left join ${dropdownOptionsAs('yo')} on yo.id = j.years_option_id left join ${dropdownOptionsAs('eo')} on eo.id = j.education_option_id where j.id = ${jobId})`;

/** The job facts as columns of `jt` (req_total, nice_total) and `jf`, with the candidate in `p`. */
const jobFactsSql = (jt = 'jt', jf = 'jf') => ({
  reqTotal: sql.raw(`${jt}.req_total`),
  niceTotal: sql.raw(`${jt}.nice_total`),
  ...jobColumnFacts(jf),
  inField: inFieldSql(sql.raw(`${jf}.area`)),
});

/** The exact match (unrounded) of the candidate in `p`/`yo`/`eo`/`ed` with `held` skills for the job in `jt`/`jf`. */
export const exactMatchSql = (held: Held, jt = 'jt', jf = 'jf') => matchRawSql({ ...candidateFactsSql, ...jobFactsSql(jt, jf), ...held });

/**
 * What the exact match of the candidates in `c` (user_id and their held-skill sums) reads: the profile's facts and, only
 * when the profile's own level is below the job's, the best education entry (otherwise greatest(level,
 * entries) ≥ the requirement either way). A lateral lookup by primary key: the candidates are few, but
 * the planner cannot know it.
 */
export const exactJoins = sql`cross join lateral (select * from ${candidateProfilesAs('p0')} where p0.user_id = c.user_id offset 0) p
    left join ${dropdownOptionsAs('yo')} on yo.id = p.years_option_id
    left join ${dropdownOptionsAs('eo')} on eo.id = p.education_option_id
    cross join jt cross join jf
    left join lateral (select max(o.value) as rank from ${educationExperiencesAs('e')} join ${dropdownOptionsAs('o')} on o.id = e.education_option_id
      where e.user_id = p.user_id and coalesce(eo.value, 0) < coalesce(jf.education, 0)) ed on true`;

/**
 * One page of the `total` candidates passing `where` (user_id, match), best match for the job first (ties:
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
export function rankingSql(plan: RankingPlan, jobId: string, where: SQL, total: number, offset: number, pageSize: number): SQL {
  const facts = (held: Held, score = candidateFactsSql.candScore) => ({
    ...candidateFactsSql,
    ...jobFactsSql(),
    ...held,
    candScore: score,
  });
  const exact = exactMatchSql(heldColumnFacts('c'));
  // the facts a profile alone does not give are at their best: years, education, location, a position in the field
  const bound = (held: Held, score?: SQL) => matchBoundSql(facts(held, score), ['years', 'education', 'location', 'field']);
  const k = offset + pageSize;
  // the k-th best of some candidates' exact matches, or -Infinity when there are fewer than k
  const kthBest = (matches: SQL) =>
    sql`(select case when count(*) < ${k} then '-Infinity'::float8 else min(m) end from (${matches} order by 1 desc limit ${k}) x)`;
  const holders = (only: SQL) => sql`sk as materialized (select cs.user_id, ${heldSumsSql(sql`js.req`, sql`cs.level`, sql`cs.years`)}
    from js join ${candidateSkillsAs('cs')} on cs.skill_id = js.skill_id ${only} group by cs.user_id)`;
  const joined = (condition: SQL) => sql`select p.user_id, ${HELD_COLUMNS}, ${bound(heldColumnFacts('sk'))} as bound
    from ${candidateProfilesAs('p')} join sk on sk.user_id = p.user_id cross join jt cross join jf where ${where} and ${condition}`;
  const byHolders = total > plan.fewCandidates;
  const pool = byHolders
    ? sql`${holders(sql``)},
      floor0 as materialized (select ${kthBest(sql`select ${exact} as m from (select * from sk order by req_key desc, nice_key desc limit ${Math.max(500, 10 * k)}) c
        ${exactJoins} where ${where}`)} as t),
      best as materialized (select coalesce(max(score), 0) as score from ${candidateProfilesAs('candidate_profiles')} where visibility = 'visible'),
      -- the holders whose bound reaches floor0 with the best score of any candidate: decided from sk alone,
      -- once per distinct pair of held sums (a few hundred), not per holder
      reaching as materialized (select k.req_key, k.nice_key from (select distinct req_key, nice_key from sk) k
          cross join jt cross join jf cross join best cross join floor0
          where ${bound(heldColumnFacts('k'), sql`best.score`)} >= floor0.t),
      near as materialized (select sk.* from sk where (sk.req_key, sk.nice_key) in (select req_key, nice_key from reaching)),
      one_by_one as materialized (select (select t from floor0) > '-Infinity'::float8
        and (select count(*) from (select 1 from near limit ${plan.holderLookups + 1}) x) <= ${plan.holderLookups} as yes),
      pool as materialized (
        select c.user_id, ${HELD_COLUMNS}, p.bound from near c
          cross join lateral (select ${bound(heldColumnFacts('c'))} as bound from ${candidateProfilesAs('p')} cross join jt cross join jf where p.user_id = c.user_id and ${where} offset 0) p
          where (select yes from one_by_one)
        union all
        ${joined(sql`not (select yes from one_by_one)`)})`
    : sql`${holders(sql`where cs.user_id in (select p.user_id from ${candidateProfilesAs('p')} where ${where})`)},
      pool as materialized (${joined(sql`true`)})`;
  const probed = kthBest(sql`select max(${exact}) as m from probe c ${exactJoins} group by c.user_id`);
  const notHolder = sql`not exists (select 1 from sk where sk.user_id = p.user_id)`;
  // Without the job's skills the bound is linear in the score: the least whole score whose bound reaches T,
  // minus one (the bound itself is checked too); above 100, no candidate without the job's skills is read
  // at all (a one-time condition).
  const [b0, b100] = [bound(noneHeld, sql`0`), bound(noneHeld, sql`100`)];
  const lowestScore = sql`(select greatest(-1, least(101, floor((cut.t - ${b0}) * 100 / (${b100} - ${b0})) - 1))::int
    from cut cross join jt cross join jf)`;
  return sql`
    with ${jobCtes(jobId)},
    ${pool},
    probe as ((select user_id, ${HELD_COLUMNS} from pool order by bound desc, user_id limit ${Math.max(200, 5 * k)})
      union all
      (select p.user_id, ${NO_HELD_COLUMNS} from ${candidateProfilesAs('p')} where ${where} order by p.score desc limit ${k})),
    -- (a holder may be probed twice, once without its skills: its best value counts, once)
    cut as (select ${byHolders ? sql`greatest((select t from floor0), ${probed})` : probed} as t)
    select p.user_id, ${exact} as match from (
      select c.* from (
        select pool.user_id, ${HELD_COLUMNS} from pool cross join cut where pool.bound >= cut.t
        union all
        select p.user_id, ${NO_HELD_COLUMNS} from ${candidateProfilesAs('p')} cross join jt cross join jf cross join cut
        where ${lowestScore} <= 100 and p.score >= ${lowestScore} and ${where} and ${notHolder} and ${bound(noneHeld)} >= cut.t) c
      -- a closer bound from the profile (only the education entries and the positions unread) before the exact match
      cross join lateral (select * from ${candidateProfilesAs('p0')} where p0.user_id = c.user_id offset 0) p
      left join ${dropdownOptionsAs('yo')} on yo.id = p.years_option_id
      cross join jt cross join jf cross join cut
      where ${matchBoundSql(facts(heldColumnFacts('c')), ['education', 'field'])} >= cut.t offset 0) c
    ${exactJoins}
    order by ${exact} desc, p.score desc, p.user_id
    limit ${pageSize} offset ${offset}`;
}

/** One page of ids, best match first (see `rankingSql`). */
export async function rankForJob(
  db: Tx,
  plan: RankingPlan,
  jobId: string,
  where: SQL,
  total: number,
  offset: number,
  pageSize: number,
): Promise<string[]> {
  const { rows } = await db.execute<{ user_id: string }>(rankingSql(plan, jobId, where, total, offset, pageSize));
  return rows.map((r) => r.user_id);
}
