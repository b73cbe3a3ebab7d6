import { sql } from 'drizzle-orm';
import type { FunnelStep, MarketingPeriod, MarketingQuery, MarketingReport, SourceRow } from '@talentmatch/shared/reports';
import type { Db } from '../../platform/db/index.ts';
import { day, num, numOrNull, reportFrame } from './periods.ts';
import { accountCountsSql, usableRollup, visitCountsSql } from './rollup.ts';

/**
 * The marketing report: visits and sign-ups by period and by source / medium / campaign, and the
 * employer and candidate funnels of the range's cohort (the accounts created in the range, and the
 * furthest step each has reached; a step counts those that reached it and every step before), all
 * optionally for one source. Counts come from the daily rollup for the days it holds (rollup.ts).
 */
export async function marketingReport(db: Db, query: MarketingQuery, options: { timeZone: string }): Promise<MarketingReport> {
  const f = reportFrame({ ...query, timeZone: options.timeZone });
  const source = query.source ? query.source : null;
  const rollup = await usableRollup(db, options.timeZone);
  const bySource = sql`${source}::text is null or y.source = ${source}::text`;

  // One statement: the cohort (visits and accounts of the range) is read once for the three tables.
  const { rows } = await db.execute<{ series: unknown; sources: unknown; funnels: unknown }>(sql`
    with periods as (${f.periods}),
    visits as (select * from (${visitCountsSql(f, query, rollup)}) y where ${bySource}),
    accounts as (select * from (${accountCountsSql(f, query, rollup)}) y where ${bySource}),
    v_period as (select period, sum(n) as n from visits group by 1),
    s_period as (select period, sum(n) as n from accounts group by 1),
    series as (
      select p.period::text as period, coalesce(v.n, 0) as visits, coalesce(s.n, 0) as sign_ups
      from periods p left join v_period v on v.period = p.period left join s_period s on s.period = p.period),
    v_source as (select source, medium, campaign, sum(n) as n from visits group by 1, 2, 3),
    s_source as (
      select source, medium, campaign,
        coalesce(sum(n) filter (where role = 'Candidate'), 0) as candidates, coalesce(sum(n) filter (where role = 'Employer'), 0) as employers
      from accounts group by 1, 2, 3),
    sources as (
      select coalesce(v.source, s.source) as source, coalesce(v.medium, s.medium) as medium, coalesce(v.campaign, s.campaign) as campaign,
        coalesce(v.n, 0) as visits, coalesce(s.candidates, 0) as candidates, coalesce(s.employers, 0) as employers,
        round((coalesce(s.candidates, 0) + coalesce(s.employers, 0))::numeric / nullif(v.n, 0), 4) as conversion
      from v_source v full join s_source s on s.source = v.source and s.medium = v.medium and s.campaign = v.campaign),
    employers as (
      select coalesce(sum(n), 0) as accounts, coalesce(sum(n) filter (where stage >= 2), 0) as company,
        coalesce(sum(n) filter (where stage >= 3), 0) as trial, coalesce(sum(n) filter (where stage >= 4), 0) as paid
      from accounts where role = 'Employer' and channel <> 'invitation'),
    candidates as (
      select coalesce(sum(n), 0) as accounts, coalesce(sum(n) filter (where stage >= 2), 0) as complete,
        coalesce(sum(n) filter (where stage >= 3), 0) as applied, coalesce(sum(n) filter (where stage >= 4), 0) as hired
      from accounts where role = 'Candidate'),
    steps (funnel, ord, step, n) as (
      select 'employer', 1, 'Landing visits', (select coalesce(sum(n), 0) from visits)
      union all select 'employer', 2, 'Employer accounts', accounts from employers
      union all select 'employer', 3, 'Company registered', company from employers
      union all select 'employer', 4, 'Trial started', trial from employers
      union all select 'employer', 5, 'Paid subscription', paid from employers
      union all select 'candidate', 1, 'Candidate accounts', accounts from candidates
      union all select 'candidate', 2, 'Profile complete', complete from candidates
      union all select 'candidate', 3, 'First application', applied from candidates
      union all select 'candidate', 4, 'Hired', hired from candidates),
    funnels as (
      select funnel, ord, step, n, round(n::numeric / nullif(lag(n) over (partition by funnel order by ord), 0), 4) as conversion
      from steps)
    select
      (select coalesce(json_agg(x order by x.period), '[]'::json) from series x) as series,
      (select coalesce(json_agg(x order by x.visits desc, x.candidates + x.employers desc, x.source, x.medium, x.campaign), '[]'::json)
        from sources x) as sources,
      (select coalesce(json_agg(x order by x.funnel, x.ord), '[]'::json) from funnels x) as funnels`);
  const result = rows[0];
  const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v : typeof v === 'string' ? JSON.parse(v) : []);
  const series = list(result?.series);
  const sources = list(result?.sources);
  const funnels = list(result?.funnels);

  const periods: MarketingPeriod[] = series.map((r) => ({ period: day(r.period), visits: num(r.visits), signUps: num(r.sign_ups) }));
  const sourceRows: SourceRow[] = sources.map((r) => ({
    source: String(r.source),
    medium: String(r.medium),
    campaign: String(r.campaign),
    visits: num(r.visits),
    candidateSignUps: num(r.candidates),
    employerSignUps: num(r.employers),
    conversion: numOrNull(r.conversion),
  }));
  const funnel = (name: string): FunnelStep[] =>
    funnels.filter((r) => r.funnel === name).map((r) => ({ step: String(r.step), count: num(r.n), conversion: numOrNull(r.conversion) }));

  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    timeZone: options.timeZone,
    source,
    periods,
    sources: sourceRows,
    employerFunnel: funnel('employer'),
    candidateFunnel: funnel('candidate'),
    funnelAsOf: rollup ? { before: rollup.throughDay, builtAt: rollup.builtAt.toISOString() } : null,
  };
}
