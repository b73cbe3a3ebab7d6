import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { hasAppliedSql, wasHiredSql } from '../applications/report-queries.ts';
import { profileCompleteSql } from '../candidate-profiles/report-queries.ts';
import { hadTrialSql, wasPaidSql } from '../subscriptions/report-queries.ts';
import { accountsCreatedSql } from '../users/report-queries.ts';
import { accountAttributionSql, UNKNOWN_SOURCE, visitFactsSql } from './acquisition.ts';
import type { ReportFrame } from './periods.ts';
import { reportAccountDays, reportRollup, reportVisitDays } from './tables.ts';
import { reportTimeZone } from './time-zone.ts';

/**
 * The daily rollup (docs/reports.md, "Speed"). Reading every account of a range made a year's marketing
 * report take seconds at a million accounts. Each night the accounts and landing visits of every local
 * day before today are counted into two small tables; a report reads those counts for the days the
 * rollup holds and the live rows for the days after it, so every figure stays exact except one: the
 * funnel step an older account has reached is the one it had when the rollup was built (at most a day old).
 */

export const REFRESH_REPORT_ROLLUP_JOB = 'reports.refresh-rollup';
/** The job looks every hour whether a new local day has begun (or the site's time zone changed) and rebuilds then. */
const ROLLUP_CHECK_INTERVAL_SECONDS = 60 * 60;
/** A rebuild reads every account; at a million accounts it takes seconds, far below this. */
const REBUILD_STATEMENT_TIMEOUT = '15min';
/** the advisory lock key of a rebuild (any constant unique to it) */
const ROLLUP_LOCK = 7_413_020_224;

export interface RollupWindow {
  /** the rollup holds the local days before this one (YYYY-MM-DD) */
  throughDay: string;
  builtAt: Date;
}

/** The rollup a report may use: only one built in the report's time zone (a day elsewhere starts at another hour). */
export async function usableRollup(db: Db, timeZone: string): Promise<RollupWindow | null> {
  const [row] = await db.select().from(reportRollup).limit(1);
  return row && row.timeZone === timeZone ? { throughDay: row.throughDay, builtAt: row.builtAt } : null;
}

/**
 * Accounts created in [start, end) with their attribution labels and the furthest funnel step reached:
 * `at, role, channel, source, medium, campaign, stage`. Stage 1 is the account; a candidate reaches 2 with
 * a complete profile, 3 with an application, 4 when hired; an employer 2 with a company, 3 with its trial,
 * 4 when it has paid. Each step needs every step before it.
 */
function accountStagesSql(start: SQL, end: SQL): SQL {
  const complete = profileCompleteSql(sql`x.user_id`);
  const applied = hasAppliedSql(sql`x.user_id`);
  const hired = wasHiredSql(sql`x.user_id`);
  const trial = hadTrialSql(sql`x.company_id`);
  const paid = wasPaidSql(sql`x.company_id`);
  return sql`select x.at, x.role, coalesce(a.channel, 'unknown') as channel, coalesce(a.source, ${UNKNOWN_SOURCE}::text) as source,
      coalesce(a.medium, '(none)') as medium, coalesce(a.campaign, '(none)') as campaign,
      case when x.role = 'Candidate'
        then case when not ${complete} then 1 when not ${applied} then 2 when not ${hired} then 3 else 4 end
        else case when x.company_id is null then 1 when not ${trial} then 2 when not ${paid} then 3 else 4 end
      end as stage
    from (${accountsCreatedSql(start, end)}) x left join (${accountAttributionSql()}) a on a.user_id = x.user_id`;
}

/**
 * The accounts of a report's range as counted rows `period, role, channel, source, medium, campaign, stage, n`:
 * the rollup's counts for the days it holds, one row per account (n = 1) for the days after them.
 */
export function accountCountsSql(f: ReportFrame, range: { from: string; to: string }, rollup: RollupWindow | null): SQL {
  const live = (start: SQL) =>
    sql`select ${f.periodOf(sql`s.at`)} as period, s.role, s.channel, s.source, s.medium, s.campaign, s.stage, 1 as n
      from (${accountStagesSql(start, f.end)}) s`;
  if (!rollup) return live(f.start);
  return sql`select ${f.periodOfDay(sql`r.day`)} as period, r.role, r.channel, r.source, r.medium, r.campaign, r.stage, r.accounts as n
      from report_account_days r
      where r.day >= ${range.from}::date and r.day <= ${range.to}::date and r.day < ${rollup.throughDay}::date
    union all
    ${live(sql`greatest(${f.start}, ${f.startOfDay(rollup.throughDay)})`)}`;
}

/** Sign-ups of a report's range as counted rows `period, role, n` (no funnel steps: the business report's cheaper read). */
export function signUpCountsSql(f: ReportFrame, range: { from: string; to: string }, rollup: RollupWindow | null): SQL {
  const live = (start: SQL) => sql`select ${f.periodOf(sql`x.at`)} as period, x.role, 1 as n from (${accountsCreatedSql(start, f.end)}) x`;
  if (!rollup) return live(f.start);
  return sql`select ${f.periodOfDay(sql`r.day`)} as period, r.role, r.accounts as n
      from report_account_days r
      where r.day >= ${range.from}::date and r.day <= ${range.to}::date and r.day < ${rollup.throughDay}::date
    union all
    ${live(sql`greatest(${f.start}, ${f.startOfDay(rollup.throughDay)})`)}`;
}

/** The landing visits of a report's range as counted rows `period, source, medium, campaign, n`, split like the accounts. */
export function visitCountsSql(f: ReportFrame, range: { from: string; to: string }, rollup: RollupWindow | null): SQL {
  const live = (fromDay: SQL) =>
    sql`select ${f.periodOfDay(sql`v.day`)} as period, v.source, v.medium, v.campaign, 1 as n
      from (${visitFactsSql(fromDay, sql`${range.to}::date`)}) v`;
  if (!rollup) return live(sql`${range.from}::date`);
  return sql`select ${f.periodOfDay(sql`r.day`)} as period, r.source, r.medium, r.campaign, r.visits as n
      from report_visit_days r
      where r.day >= ${range.from}::date and r.day <= ${range.to}::date and r.day < ${rollup.throughDay}::date
    union all
    ${live(sql`greatest(${range.from}::date, ${rollup.throughDay}::date)`)}`;
}

/**
 * Rebuilds the rollup when a new local day has begun since the last build or the time zone changed (or
 * always, with `force`: after importing past data): every account and visit of the days before today (in
 * `timeZone`, at `now`), in one transaction, so a report reads the old rollup or the new one, never half of one.
 */
export async function refreshReportRollup(
  db: Db,
  timeZone: string,
  options: { now?: Date; force?: boolean } = {},
): Promise<{ rebuilt: boolean; throughDay: string }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('statement_timeout', ${REBUILD_STATEMENT_TIMEOUT}, true)`);
    // one rebuild at a time across processes (the hourly job, one queued by a report, the command line): the
    // second waits here, then finds the rollup current and stops, or (forced) rebuilds after the first
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const { rows } = await tx.execute<{ today: string }>(
      sql`select ((${now.toISOString()}::timestamptz) at time zone ${timeZone}::text)::date::text as today`,
    );
    const throughDay = String(rows[0]?.today);
    const [current] = await tx.select().from(reportRollup).for('update');
    if (!options.force && current && current.timeZone === timeZone && current.throughDay === throughDay)
      return { rebuilt: false, throughDay };

    await tx.delete(reportAccountDays);
    await tx.delete(reportVisitDays);
    const throughStart = sql`(${throughDay}::date::timestamp at time zone ${timeZone}::text)`;
    await tx.execute(sql`insert into report_account_days (day, role, channel, source, medium, campaign, stage, accounts)
      select (s.at at time zone ${timeZone}::text)::date, s.role, s.channel, s.source, s.medium, s.campaign, s.stage, count(*)
      from (${accountStagesSql(sql`'-infinity'::timestamptz`, throughStart)}) s
      group by 1, 2, 3, 4, 5, 6, 7`);
    await tx.execute(sql`insert into report_visit_days (day, source, medium, campaign, visits)
      select v.day, v.source, v.medium, v.campaign, count(*)
      from (${visitFactsSql(sql`'-infinity'::date`, sql`${throughDay}::date - 1`)}) v
      group by 1, 2, 3, 4`);
    const state = { timeZone, throughDay, builtAt: now };
    await tx
      .insert(reportRollup)
      .values({ id: 1, ...state })
      .onConflictDoUpdate({ target: reportRollup.id, set: state });
    return { rebuilt: true, throughDay };
  });
}

/**
 * A report found no rollup for the site's time zone (the first start, or the zone was changed): the rebuild
 * is queued at once instead of waiting for the hourly check (one per zone per ten minutes).
 */
export async function requestMissingRollup(db: Db, jobs: JobQueue, timeZone: string): Promise<void> {
  if (await usableRollup(db, timeZone)) return;
  await jobs.enqueue(REFRESH_REPORT_ROLLUP_JOB, {}, { singletonKey: `zone:${timeZone}`, singletonSeconds: 600 });
}

/** The recurring rebuild: checked every hour, once across every process; a rebuild happens once a local day. */
export function defineReportRollupJob(jobs: JobQueue, deps: { db: Db; log: FastifyBaseLogger }): void {
  jobs.define(
    REFRESH_REPORT_ROLLUP_JOB,
    async () => {
      const started = performance.now();
      const result = await refreshReportRollup(deps.db, await reportTimeZone(deps.db));
      if (result.rebuilt) {
        deps.log.info({ throughDay: result.throughDay, ms: Math.round(performance.now() - started) }, 'report rollup rebuilt');
      }
      return result;
    },
    { retryLimit: 2, retryDelaySeconds: 300, exclusive: true, expireInSeconds: 30 * 60 },
  );
  jobs.every(REFRESH_REPORT_ROLLUP_JOB, ROLLUP_CHECK_INTERVAL_SECONDS);
}
