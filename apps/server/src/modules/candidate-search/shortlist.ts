import { candidateProfilesAs, candidateSkillsAs, educationExperiencesAs } from '../candidate-profiles/queries.ts';
import { dropdownOptionsAs } from '../dropdowns/queries.ts';
import { jobSkillsAs, jobsAs } from '../jobs/queries.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { uuidArray, type Db, type Tx } from '../../platform/db/index.ts';
import { walkingTheIndex } from '../../platform/db/estimate.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { heldColumnFacts, heldSumsSql, inSearchTransaction, isRequiredSql, jobTotalsSql } from '../matching/index.ts';
import { exactJoins, exactMatchSql, jobCtes, RANKING_PLAN, rankingSql } from './ranking.ts';

/**
 * Shortlists: each ranked job's best candidates kept ahead of the query (docs/matching-and-search.md).
 *
 * The invariant (tables.ts): for every candidate not marked in `match_dirty_candidates` and every job not
 * marked in `match_dirty_jobs`, a visible candidate whose exact match is above the job's floor is in the
 * job's shortlist with that match. Triggers mark candidates and jobs in the writer's transaction, so a
 * reader that reads the shortlist, the floor and the marks in one statement (one snapshot) sees the truth
 * once it recomputes the marked candidates, which are few. Computing a shortlist and folding marks in
 * both hold one advisory lock (and so does a change of dropdown values); a fold takes the marks it folds
 * with `for update skip locked`, so a mark written meanwhile stays for the next fold.
 */

type SearchDb = Tx & Pick<Db, 'transaction'>;

/** Candidates kept per job: a page deep into a broad filter still finds enough of them. */
const SHORTLIST_SIZE = 2_000;
/** Above this many marked candidates a reader does not recompute them; it ranks without the shortlist. */
const MAX_UNFOLDED = 2_000;
/** Candidates folded per transaction. */
const FOLD_BATCH = 500;
/** The advisory lock of computing and folding (the same number is in migration 0013's dropdown trigger). */
const SHORTLIST_LOCK = 4130013;

export type ShortlistPage = { ids: string[] } | { missing: 'shortlist' | 'fold' | 'members' };

/**
 * One page of the ranking for `jobId` from its shortlist, or why it cannot answer: no current shortlist,
 * too many marked candidates, or fewer than `offset + pageSize` of its trusted members pass `where`
 * (candidates outside it all rank below them, so enough passing members are the exact page; when the
 * shortlist took every candidate, whatever passes is the whole ranking).
 */
export async function pageFromShortlist(db: Tx, jobId: string, where: SQL, offset: number, pageSize: number): Promise<ShortlistPage> {
  const k = offset + pageSize;
  // walking the rank index: the planner cannot tell how many members pass the filters, and would rather look every
  // member up
  const { rows } = await walkingTheIndex(db, () =>
    db.execute<{ state: 'ok' | 'shortlist' | 'fold'; everyone: boolean | null; user_id: string | null }>(sql`
    with st as materialized (select s.floor from job_match_states s where s.job_id = ${jobId}
        and not exists (select 1 from match_dirty_jobs d where d.job_id = ${jobId})),
      dirty as materialized (select user_id from match_dirty_candidates limit ${MAX_UNFOLDED + 1}),
      state as materialized (select case when not exists (select 1 from st) then 'shortlist'
        when (select count(*) from dirty) > ${MAX_UNFOLDED} then 'fold' else 'ok' end as s),
      ${jobCtes(jobId)},
      -- the marked candidates' matches, now
      fresh as materialized (select c.user_id, ${exactMatchSql(heldColumnFacts('h'))} as m from (
          select d.user_id from dirty d where (select s from state) = 'ok') c
        cross join lateral (select ${heldSumsSql(sql`js.req`, sql`cs.level`, sql`cs.years`)}
          from js join ${candidateSkillsAs('cs')} on cs.skill_id = js.skill_id and cs.user_id = c.user_id) h
        ${exactJoins}),
      -- the unmarked members passing the filters, best match first down to the k-th one's match (ties included):
      -- the rank index is walked and each profile looked up until then; the marked ones join them
      top as (select sl.user_id, sl.match as m, p.score from job_match_shortlists sl
          join ${candidateProfilesAs('p')} on p.user_id = sl.user_id
          where sl.job_id = ${jobId} and sl.match > (select floor from st) and (select s from state) = 'ok'
            and not exists (select 1 from dirty d where d.user_id = sl.user_id) and ${where}
          order by sl.match desc nulls last fetch first (${k}) rows with ties),
      page as (select x.user_id from (
        select * from top
        union all
        select f.user_id, f.m, p.score from fresh f cross join st join ${candidateProfilesAs('p')} on p.user_id = f.user_id
          where f.m > st.floor and ${where}) x
        order by x.m desc, x.score desc, x.user_id limit ${k})
    select (select s from state) as state, (select floor = '-Infinity'::float8 from st) as everyone, page.user_id from (select 1) one left join page on true`),
  );
  const state = rows[0].state;
  if (state !== 'ok') return { missing: state };
  const ids = rows.flatMap((r) => (r.user_id ? [r.user_id] : []));
  // a shortlist that took every candidate answers any page
  return ids.length >= k || rows[0].everyone ? { ids: ids.slice(offset) } : { missing: 'members' };
}

/** (Re)computes the shortlist of `jobId` from the current data: its best `size` visible candidates. */
export async function refreshShortlist(db: SearchDb, jobId: string, size = SHORTLIST_SIZE): Promise<void> {
  await inSearchTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SHORTLIST_LOCK})`);
    // computed from the job as it is now, so its mark is spent (a mark written meanwhile is not visible here and stays)
    await tx.execute(sql`delete from match_dirty_jobs where job_id = ${jobId}`);
    await tx.execute(sql`delete from job_match_states where job_id = ${jobId}`);
    const { rows } = await tx.execute<{
      n: string;
    }>(sql`select count(*) as n from ${candidateProfilesAs('p')} where p.visibility = 'visible'
      and exists (select 1 from ${jobsAs('jobs')} where id = ${jobId})`);
    const visible = Number(rows[0].n);
    if (visible === 0) return;
    await tx.execute(sql`insert into job_match_states (job_id, floor, size) values (${jobId}, '-Infinity'::float8, 0)`);
    await tx.execute(sql`insert into job_match_shortlists (job_id, user_id, match)
      select ${jobId}, r.user_id, r.match from (${rankingSql(RANKING_PLAN, jobId, sql`p.visibility = 'visible'`, visible, 0, size)}) r`);
    // fewer than `size` visible candidates: every one was taken, so the floor stays -Infinity
    await tx.execute(sql`update job_match_states s set size = x.n, floor = case when x.n < ${size} then '-Infinity'::float8 else x.least end, computed_at = now()
      from (select count(*)::int as n, min(match) as least from job_match_shortlists where job_id = ${jobId}) x where s.job_id = ${jobId}`);
  });
}

/**
 * Folds marks into the shortlists: a marked job's shortlist is dropped (its ids are returned, to compute
 * again); a marked candidate's memberships are recomputed against every shortlist's floor. Returns when
 * no mark is left that it could take.
 */
export async function foldShortlists(
  db: SearchDb,
  { vacuumAfter = VACUUM_AFTER_MARKS } = {},
): Promise<{ candidates: number; droppedJobs: string[] }> {
  let candidates = 0;
  const droppedJobs: string[] = [];
  // the usual tick: nothing marked, no lock taken (a mark not yet committed is seen by the next fold)
  const { rows } = await db.execute<{ any: boolean }>(
    sql`select exists (select 1 from match_dirty_candidates) or exists (select 1 from match_dirty_jobs) as any`,
  );
  if (!rows[0].any) return { candidates, droppedJobs };
  for (;;) {
    const step = await inSearchTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SHORTLIST_LOCK})`);
      const markedJobs = (await tx.execute<{ job_id: string }>(sql`select job_id from match_dirty_jobs for update skip locked`)).rows.map(
        (r) => r.job_id,
      );
      const jobs =
        markedJobs.length === 0
          ? { rows: [] }
          : await tx.execute<{ job_id: string }>(
              sql`delete from job_match_states where job_id = any(${uuidArray(markedJobs)}) returning job_id`,
            );
      if (markedJobs.length > 0) await tx.execute(sql`delete from match_dirty_jobs where job_id = any(${uuidArray(markedJobs)})`);
      const { rows } = await tx.execute<{ any: boolean }>(sql`select exists (select 1 from job_match_states) as any`);
      if (!rows[0].any) {
        // no shortlist to fold into (after a bulk load, say): the marks are spent, in one statement
        const spent = await tx.execute<{ n: string }>(sql`with d as (delete from match_dirty_candidates where user_id in (
            select user_id from match_dirty_candidates for update skip locked) returning 1) select count(*) as n from d`);
        return { jobs: jobs.rows.map((r) => r.job_id), users: Number(spent.rows[0].n), done: true };
      }
      const marked = await tx.execute<{ user_id: string }>(sql`delete from match_dirty_candidates where user_id in (
          select user_id from match_dirty_candidates for update skip locked limit ${FOLD_BATCH}) returning user_id`);
      const users = marked.rows.map((r) => r.user_id);
      if (users.length > 0) await foldCandidates(tx, users);
      return { jobs: jobs.rows.map((r) => r.job_id), users: users.length, done: users.length < FOLD_BATCH };
    });
    candidates += step.users;
    droppedJobs.push(...step.jobs);
    if (step.done) break;
  }
  // Every ranking looks for marks (`dirty` in pageFromShortlist). After a bulk spend the table is empty but its
  // dead rows fill its pages until a vacuum, and that look reads them all (45 ms per ranking after a million
  // marks were spent); autovacuum may come late, or be off. VACUUM runs outside a transaction (`db` is the pool).
  if (candidates >= vacuumAfter) await db.execute(sql`vacuum match_dirty_candidates`);
  return { candidates, droppedJobs };
}

/** After spending at least this many marks in one fold, the emptied mark table is vacuumed. */
const VACUUM_AFTER_MARKS = 10_000;

/** Recomputes the memberships of `users` in every shortlist (in the fold's transaction). */
async function foldCandidates(tx: Tx, users: string[]): Promise<void> {
  await tx.execute(sql`delete from job_match_shortlists where user_id = any(${uuidArray(users)})`);
  await tx.execute(sql`
    with jw as materialized (select js.job_id, js.skill_id, ${isRequiredSql(sql`js.importance`)} as req
        from ${jobSkillsAs('js')} where js.job_id in (select job_id from job_match_states)),
      jf as materialized (select st.job_id, st.floor, j.workplace, j.city, j.region, j.country, yo.value as years, eo.value as education,
          j.experience_area_id as area, t.req_total, t.nice_total
        from job_match_states st cross join lateral (select ${jobTotalsSql(sql`jw.req`)} from jw where jw.job_id = st.job_id) t join ${jobsAs('j')} on j.id = st.job_id
        left join ${dropdownOptionsAs('yo')} on yo.id = j.years_option_id left join ${dropdownOptionsAs('eo')} on eo.id = j.education_option_id),
      earned as materialized (select jw.job_id, cs.user_id, ${heldSumsSql(sql`jw.req`, sql`cs.level`, sql`cs.years`)}
        from jw join ${candidateSkillsAs('cs')} on cs.skill_id = jw.skill_id
        where cs.user_id = any(${uuidArray(users)}) group by jw.job_id, cs.user_id)
    insert into job_match_shortlists (job_id, user_id, match)
    select x.job_id, x.user_id, x.m from (
      select jf.job_id, jf.floor, p.user_id, ${exactMatchSql(heldColumnFacts('e'), 'jf', 'jf')} as m
      from ${candidateProfilesAs('p')} cross join jf
      left join ${dropdownOptionsAs('yo')} on yo.id = p.years_option_id
      left join ${dropdownOptionsAs('eo')} on eo.id = p.education_option_id
      left join lateral (select max(o.value) as rank from ${educationExperiencesAs('e')} join ${dropdownOptionsAs('o')} on o.id = e.education_option_id
        where e.user_id = p.user_id) ed on true
      left join earned e on e.job_id = jf.job_id and e.user_id = p.user_id
      where p.user_id = any(${uuidArray(users)}) and p.visibility = 'visible') x
    where x.m > x.floor`);
}

/**
 * Account deletion: the person leaves every shortlist at once (in the caller's transaction, under the
 * fold's lock so a fold in flight cannot put them back; their hidden profile keeps them out afterwards).
 */
export async function forgetCandidateRankings(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SHORTLIST_LOCK})`);
  await tx.execute(sql`delete from job_match_shortlists where user_id = ${userId}`);
}

/** How often marks are folded in (a reader recomputes the marked candidates meanwhile). */
const FOLD_INTERVAL_SECONDS = 5;
const FOLD_SHORTLISTS_JOB = 'shortlists.fold';
const REFRESH_SHORTLIST_JOB = 'shortlists.refresh';

/**
 * Keeps the shortlists through the job queue: a recurring fold of the marks (once across every process) and
 * one job per job whose shortlist a ranking found missing (one waiting job per job id). The advisory lock
 * and `skip locked` keep a fold and a computation apart.
 */
export function createShortlistKeeper(deps: { db: SearchDb; log: FastifyBaseLogger; jobs: JobQueue }) {
  const { jobs, log } = deps;
  // enqueues still on their way to the database, so idle() can wait for them
  const sending = new Set<Promise<unknown>>();
  const track = (promise: Promise<unknown>) => {
    sending.add(promise);
    void promise.finally(() => sending.delete(promise));
    return promise;
  };
  const refresh = (jobId: string) =>
    track(
      jobs
        .enqueue(REFRESH_SHORTLIST_JOB, { jobId }, { singletonKey: jobId, singletonSeconds: FOLD_INTERVAL_SECONDS })
        .catch((error) => log.error({ err: error, jobId }, 'queueing a shortlist computation failed')),
    );
  jobs.define<{ jobId: string }>(REFRESH_SHORTLIST_JOB, ({ jobId }) => refreshShortlist(deps.db, jobId), {
    retryLimit: 2,
    retryDelaySeconds: 10,
  });
  jobs.define(
    FOLD_SHORTLISTS_JOB,
    async () => {
      const { candidates, droppedJobs } = await foldShortlists(deps.db);
      for (const jobId of droppedJobs) await refresh(jobId);
      return { candidates, droppedJobs: droppedJobs.length };
    },
    { retryLimit: 0, exclusive: true },
  );
  jobs.every(FOLD_SHORTLISTS_JOB, FOLD_INTERVAL_SECONDS);
  return {
    /** A ranking could not use the shortlist: compute it, or fold the marks, through the queue. */
    missed(jobId: string, missing: Exclude<ShortlistPage, { ids: string[] }>['missing']) {
      if (missing === 'shortlist') void refresh(jobId);
      else if (missing === 'fold')
        void track(
          jobs
            .enqueue(FOLD_SHORTLISTS_JOB, {}, { singletonKey: 'missed', singletonSeconds: FOLD_INTERVAL_SECONDS })
            .catch((error) => log.error({ err: error }, 'queueing a fold failed')),
        );
    },
    /** Runs the queued shortlist work here and now (tests). */
    async idle() {
      while (sending.size) await Promise.allSettled([...sending]);
      await jobs.runPending([FOLD_SHORTLISTS_JOB, REFRESH_SHORTLIST_JOB]);
    },
  };
}
export type ShortlistKeeper = ReturnType<typeof createShortlistKeeper>;
