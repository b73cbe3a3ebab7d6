import { type SQL, sql } from 'drizzle-orm';
import type { Plan } from '../../platform/plans.ts';

/** The statuses that count as a paying subscription in the reports. */
const PAID_STATUSES = ['active', 'past_due'] as const;
const paidList = sql.raw(PAID_STATUSES.map((s) => `'${s}'`).join(', '));

/** `status` (a column expression) is a paying status. */
export const isPaidSql = (status: SQL): SQL => sql`(${status} in (${paidList}))`;

/**
 * For the reports module: every state a subscription has had that began before `end`:
 * `company_id, status, plan_code, from_at, to_at` (to_at null while current).
 */
export function subscriptionIntervalsSql(end: SQL): SQL {
  return sql`select company_id, status, plan_code, from_at, to_at from (
      select company_id, status, plan_code, valid_from as from_at,
        lead(valid_from) over (partition by company_id order by valid_from, id) as to_at
      from subscription_history) h
    where from_at < ${end}`;
}

/** Trials started in [start, end) (a subscription begins as a trial at company registration): `at, converted` (ever paid since). */
export function trialsStartedSql(start: SQL, end: SQL): SQL {
  return sql`select s.created_at as at,
      exists (select 1 from subscription_history h where h.company_id = s.company_id and h.status in (${paidList})) as converted
    from subscriptions s where s.created_at >= ${start} and s.created_at < ${end}`;
}

/** Paying subscriptions that ended (moved to any other status) in [start, end): one row each with column `at`. */
export function paidEndingsSql(start: SQL, end: SQL): SQL {
  return sql`select valid_from as at from (
      select valid_from, status, lag(status) over (partition by company_id order by valid_from, id) as previous
      from subscription_history) h
    where h.previous in (${paidList}) and h.status not in (${paidList}) and h.valid_from >= ${start} and h.valid_from < ${end}`;
}

/** True when the company `companyId` (a column expression) has had a trial. */
export function hadTrialSql(companyId: SQL): SQL {
  return sql`exists (select 1 from subscription_history h where h.company_id = ${companyId} and h.status = 'trialing')`;
}

/** True when the company `companyId` (a column expression) has ever paid. */
export function wasPaidSql(companyId: SQL): SQL {
  return sql`exists (select 1 from subscription_history h where h.company_id = ${companyId} and h.status in (${paidList}))`;
}

/** The plans' monthly prices as a subquery `plan_code, monthly_cents` (yearly price / 12; nonprofit plans at their own price). */
export function planMonthlyPricesSql(plans: readonly Plan[]): SQL {
  if (plans.length === 0) return sql`select null::text as plan_code, 0::numeric as monthly_cents where false`;
  const rows = plans.map((p) => sql`(${p.code}::text, ${p.price.amount}::numeric / ${p.interval === 'yearly' ? 12 : 1}::numeric)`);
  return sql`select * from (values ${sql.join(rows, sql`, `)}) as prices(plan_code, monthly_cents)`;
}
