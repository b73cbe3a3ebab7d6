import { sql } from 'drizzle-orm';
import type { FunnelStep, MarketingPeriod, MarketingQuery, MarketingReport, SourceRow } from '@talentmatch/shared/reports';
import type { Db } from '../../platform/db/index.ts';
import { hasAppliedSql, wasHiredSql } from '../applications/report-queries.ts';
import { profileCompleteSql } from '../candidate-profiles/report-queries.ts';
import { hadTrialSql, wasPaidSql } from '../subscriptions/report-queries.ts';
import { accountsCreatedSql } from '../users/report-queries.ts';
import { accountAttributionSql, visitFactsSql } from './acquisition.ts';
import { day, num, numOrNull, reportFrame } from './periods.ts';

export const UNKNOWN_SOURCE = '(unknown)';

/**
 * The marketing report: visits and sign-ups by period and by source / medium / campaign, and the
 * employer and candidate funnels of the range's cohort (the accounts created in the range, and what
 * they have reached since; each step counts those that reached it and every step before), all
 * optionally for one source.
 */
export async function marketingReport(db: Db, query: MarketingQuery, options: { timeZone: string }): Promise<MarketingReport> {
  const f = reportFrame({ ...query, timeZone: options.timeZone });
  const source = query.source ? query.source : null;
  const cohort = sql`
    visits as (select * from (${visitFactsSql(query.from, query.to)}) v where ${source}::text is null or v.source = ${source}::text),
    accounts as (
      select * from (
        select x.user_id, x.at, x.role, x.company_id, coalesce(a.channel, 'unknown') as channel,
          coalesce(a.source, ${UNKNOWN_SOURCE}::text) as source, coalesce(a.medium, '(none)') as medium, coalesce(a.campaign, '(none)') as campaign
        from (${accountsCreatedSql(f.start, f.end)}) x left join (${accountAttributionSql()}) a on a.user_id = x.user_id) y
      where ${source}::text is null or y.source = ${source}::text)`;

  const complete = profileCompleteSql(sql`c.user_id`);
  const applied = hasAppliedSql(sql`c.user_id`);
  // One statement: the cohort (visits and accounts of the range) is read once for the three tables.
  const { rows } = await db.execute<{ series: unknown; sources: unknown; funnels: unknown }>(sql`
    with periods as (${f.periods}), ${cohort},
    v_period as (select ${f.periodOfDay(sql`day`)} as period, count(*) as n from visits group by 1),
    s_period as (select ${f.periodOf(sql`at`)} as period, count(*) as n from accounts group by 1),
    series as (
      select p.period::text as period, coalesce(v.n, 0) as visits, coalesce(s.n, 0) as sign_ups
      from periods p left join v_period v on v.period = p.period left join s_period s on s.period = p.period),
    v_source as (select source, medium, campaign, count(*) as n from visits group by 1, 2, 3),
    s_source as (
      select source, medium, campaign,
        count(*) filter (where role = 'Candidate') as candidates, count(*) filter (where role = 'Employer') as employers
      from accounts group by 1, 2, 3),
    sources as (
      select coalesce(v.source, s.source) as source, coalesce(v.medium, s.medium) as medium, coalesce(v.campaign, s.campaign) as campaign,
        coalesce(v.n, 0) as visits, coalesce(s.candidates, 0) as candidates, coalesce(s.employers, 0) as employers,
        round((coalesce(s.candidates, 0) + coalesce(s.employers, 0))::numeric / nullif(v.n, 0), 4) as conversion
      from v_source v full join s_source s on s.source = v.source and s.medium = v.medium and s.campaign = v.campaign),
    employers as (select * from accounts where role = 'Employer' and channel <> 'invitation'),
    candidates as (select * from accounts where role = 'Candidate'),
    steps (funnel, ord, step, n) as (
      select 'employer', 1, 'Landing visits', (select count(*) from visits)
      union all select 'employer', 2, 'Employer accounts', (select count(*) from employers)
      union all select 'employer', 3, 'Company registered', (select count(*) from employers where company_id is not null)
      union all select 'employer', 4, 'Trial started',
        (select count(*) from employers e where e.company_id is not null and ${hadTrialSql(sql`e.company_id`)})
      union all select 'employer', 5, 'Paid subscription', (select count(*) from employers e
        where e.company_id is not null and ${hadTrialSql(sql`e.company_id`)} and ${wasPaidSql(sql`e.company_id`)})
      union all select 'candidate', 1, 'Candidate accounts', (select count(*) from candidates)
      union all select 'candidate', 2, 'Profile complete', (select count(*) from candidates c where ${complete})
      union all select 'candidate', 3, 'First application', (select count(*) from candidates c where ${complete} and ${applied})
      union all select 'candidate', 4, 'Hired',
        (select count(*) from candidates c where ${complete} and ${applied} and ${wasHiredSql(sql`c.user_id`)})),
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
  };
}
