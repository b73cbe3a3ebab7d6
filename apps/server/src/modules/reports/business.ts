import { type SQL, sql } from 'drizzle-orm';
import type { BusinessPeriod, BusinessReport, PlanStatusCount, ReportQuery } from '@talentmatch/shared/reports';
import type { Db } from '../../platform/db/index.ts';
import { hiresSql, pipelineCreatedSql } from '../applications/report-queries.ts';
import { companiesCreatedSql } from '../companies/report-queries.ts';
import { interviewsScheduledSql } from '../interviews/report-queries.ts';
import { jobOpenIntervalsSql } from '../jobs/report-queries.ts';
import type { Plan } from '../../platform/plans.ts';
import {
  isPaidSql,
  paidEndingsSql,
  planMonthlyPricesSql,
  subscriptionIntervalsSql,
  trialsStartedSql,
} from '../subscriptions/report-queries.ts';
import { day, num, numOrNull, reportFrame } from './periods.ts';
import { type RollupWindow, signUpCountsSql, usableRollup } from './rollup.ts';

/**
 * The business report: one SQL statement per table. Counts of events are grouped by the period
 * they fall in; states "at the end of a period" (open jobs, subscriptions, MRR) are the state before
 * the range plus the running sum of the changes (+1 when a state begins, -1 when it ends) up to that
 * period, so no row is compared with every period.
 */
export async function businessReport(
  db: Db,
  query: ReportQuery,
  options: { timeZone: string; plans: readonly Plan[]; now?: Date },
): Promise<BusinessReport> {
  const rollup = await usableRollup(db, options.timeZone);
  const { rows } = await db.execute<Record<string, unknown>>(
    businessSeriesSql(query, { ...options, rollup, now: options.now ?? new Date() }),
  );
  const periods: BusinessPeriod[] = rows.map((r) => ({
    period: day(r.period),
    candidateSignUps: num(r.candidate_sign_ups),
    employerSignUps: num(r.employer_sign_ups),
    newCompanies: num(r.new_companies),
    jobsPosted: num(r.jobs_posted),
    jobsOpen: num(r.jobs_open),
    applications: num(r.applications),
    invitations: num(r.invitations),
    hires: num(r.hires),
    medianDaysToHire: numOrNull(r.median_days),
    interviewsScheduled: num(r.interviews_scheduled),
    interviewsHeld: num(r.interviews_held),
    trialingSubscriptions: num(r.trialing),
    paidSubscriptions: num(r.paid_end),
    mrrCents: num(r.mrr),
    trialsStarted: num(r.trials_started),
    trialsConverted: num(r.trials_converted),
    trialConversion: numOrNull(r.trial_conversion),
    paidAtStart: num(r.paid_at_start),
    churned: num(r.churned),
    churnRate: numOrNull(r.churn_rate),
  }));

  const { end } = reportFrame({ ...query, timeZone: options.timeZone });
  const byPlan = await db.execute<Record<string, unknown>>(sql`
    select coalesce(s.plan_code, '(trial)') as plan, s.status, count(*) as n
    from (${subscriptionIntervalsSql(end)}) s where s.to_at is null or s.to_at >= ${end}
    group by 1, 2 order by 1, 2`);
  const subscriptionsByPlan: PlanStatusCount[] = byPlan.rows.map((r) => ({
    plan: String(r.plan),
    status: String(r.status),
    count: num(r.n),
  }));

  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    timeZone: options.timeZone,
    currency: options.plans[0]?.price.currency ?? 'usd',
    periods,
    subscriptionsByPlan,
  };
}

/** Part of businessReport: the figures by period, one statement (exported for EXPLAIN in benchmarks). */
function businessSeriesSql(
  query: ReportQuery,
  options: { timeZone: string; plans: readonly Plan[]; rollup: RollupWindow | null; now: Date },
): SQL {
  const f = reportFrame({ ...query, timeZone: options.timeZone });
  const { start, end } = f;
  const paid = isPaidSql(sql`s.status`);
  return sql`
    with
    periods as (${f.periods}),
    signups as (
      select period, sum(n) filter (where role = 'Candidate') as candidates, sum(n) filter (where role = 'Employer') as employers
      from (${signUpCountsSql(f, query, options.rollup)}) x group by 1),
    new_companies as (select ${f.periodOf(sql`at`)} as period, count(*) as n from (${companiesCreatedSql(start, end)}) x group by 1),
    job_intervals as (${jobOpenIntervalsSql(end)}),
    jobs_posted as (select ${f.periodOf(sql`from_at`)} as period, count(*) as n from job_intervals where from_at >= ${start} group by 1),
    job_changes as (
      select ${f.periodOf(sql`at`)} as period, sum(d) as d from (
        select from_at as at, 1 as d from job_intervals where from_at >= ${start}
        union all select to_at, -1 from job_intervals where to_at >= ${start} and to_at < ${end}) x group by 1),
    jobs_before as (select count(*) filter (where to_at is null or to_at >= ${start}) as n from job_intervals where from_at < ${start}),
    pipeline as (
      select ${f.periodOf(sql`at`)} as period,
        count(*) filter (where origin = 'application') as applications, count(*) filter (where origin = 'invitation') as invitations
      from (${pipelineCreatedSql(start, end)}) x group by 1),
    hires as (
      select ${f.periodOf(sql`at`)} as period, count(*) as n, percentile_cont(0.5) within group (order by days) as median_days
      from (${hiresSql(start, end)}) x group by 1),
    interviews as (
      select ${f.periodOf(sql`at`)} as period, count(*) as scheduled, count(*) filter (where held) as held
      from (${interviewsScheduledSql(start, end, options.now)}) x group by 1),
    prices as (${planMonthlyPricesSql(options.plans)}),
    subs as (
      select s.*, ${paid} as paid, coalesce(case when ${paid} then p.monthly_cents end, 0) as mrr
      from (${subscriptionIntervalsSql(end)}) s left join prices p on p.plan_code = s.plan_code),
    sub_changes as (
      select ${f.periodOf(sql`at`)} as period,
        sum(d) filter (where status = 'trialing') as trialing, sum(d) filter (where paid) as paid, sum(d * mrr) as mrr
      from (
        select from_at as at, 1 as d, status, paid, mrr from subs where from_at >= ${start}
        union all select to_at, -1, status, paid, mrr from subs where to_at >= ${start} and to_at < ${end}) x group by 1),
    subs_before as (
      select count(*) filter (where status = 'trialing') as trialing, count(*) filter (where paid) as paid, coalesce(sum(mrr), 0) as mrr
      from subs where from_at < ${start} and (to_at is null or to_at >= ${start})),
    trials as (
      select ${f.periodOf(sql`at`)} as period, count(*) as started, count(*) filter (where converted) as converted
      from (${trialsStartedSql(start, end)}) x group by 1),
    endings as (select ${f.periodOf(sql`at`)} as period, count(*) as n from (${paidEndingsSql(start, end)}) x group by 1),
    series as (
      select p.period,
        coalesce(su.candidates, 0) as candidate_sign_ups, coalesce(su.employers, 0) as employer_sign_ups,
        coalesce(nc.n, 0) as new_companies, coalesce(jp.n, 0) as jobs_posted,
        (select n from jobs_before) + sum(coalesce(jc.d, 0)) over w as jobs_open,
        coalesce(pl.applications, 0) as applications, coalesce(pl.invitations, 0) as invitations,
        coalesce(h.n, 0) as hires, h.median_days,
        coalesce(iv.scheduled, 0) as interviews_scheduled, coalesce(iv.held, 0) as interviews_held,
        (select trialing from subs_before) + sum(coalesce(sc.trialing, 0)) over w as trialing,
        (select paid from subs_before) + sum(coalesce(sc.paid, 0)) over w as paid_end,
        coalesce(sc.paid, 0) as paid_change,
        (select mrr from subs_before) + sum(coalesce(sc.mrr, 0)) over w as mrr,
        coalesce(t.started, 0) as trials_started, coalesce(t.converted, 0) as trials_converted,
        coalesce(e.n, 0) as churned
      from periods p
        left join signups su on su.period = p.period
        left join new_companies nc on nc.period = p.period
        left join jobs_posted jp on jp.period = p.period
        left join job_changes jc on jc.period = p.period
        left join pipeline pl on pl.period = p.period
        left join hires h on h.period = p.period
        left join interviews iv on iv.period = p.period
        left join sub_changes sc on sc.period = p.period
        left join trials t on t.period = p.period
        left join endings e on e.period = p.period
      window w as (order by p.period rows between unbounded preceding and current row))
    select period::text as period, candidate_sign_ups, employer_sign_ups, new_companies, jobs_posted, jobs_open,
      applications, invitations, hires, round(median_days::numeric, 1) as median_days, interviews_scheduled, interviews_held,
      trialing, paid_end, round(mrr) as mrr, trials_started, trials_converted,
      round(trials_converted::numeric / nullif(trials_started, 0), 4) as trial_conversion,
      paid_end - paid_change as paid_at_start, churned,
      round(churned::numeric / nullif(paid_end - paid_change, 0), 4) as churn_rate
    from series order by period`;
}
