import { type SQL, sql } from 'drizzle-orm';
import type { AcquisitionFields, LandingVisitBody } from '@talentmatch/shared/reports';
import type { Db } from '../../platform/db/index.ts';
import { accountAcquisitions, landingVisits } from './tables.ts';

/** Stores one landing visit under today's date in the site time zone. */
export async function recordLandingVisit(db: Db, visit: LandingVisitBody, timeZone: string): Promise<void> {
  await db.insert(landingVisits).values({
    day: sql`(now() at time zone ${timeZone})::date`,
    page: visit.page,
    source: visit.source ?? null,
    medium: visit.medium ?? null,
    campaign: visit.campaign ?? null,
    referrerHost: visit.referrerHost ?? null,
  });
}

/**
 * Stores where a new account came from: an invited teammate is marked `invitation` (the link came
 * from a colleague, not from marketing); anyone else `web` with what the browser kept.
 */
export async function recordAccountAcquisition(
  db: Db,
  userId: string,
  input: { invited: boolean; acquisition?: Partial<AcquisitionFields> },
): Promise<void> {
  const fields: Partial<AcquisitionFields> = input.invited ? {} : (input.acquisition ?? {});
  await db
    .insert(accountAcquisitions)
    .values({
      userId,
      channel: input.invited ? 'invitation' : 'web',
      source: fields.source ?? null,
      medium: fields.medium ?? null,
      campaign: fields.campaign ?? null,
      referrerHost: fields.referrerHost ?? null,
    })
    .onConflictDoNothing();
}

// ---------------------------------------------------------------------------------------------
// Labels the marketing report groups by (docs/reports.md "Attribution")

/** The source of an account without attribution data. */
export const UNKNOWN_SOURCE = '(unknown)';

/** Source label: the UTM source, else "(invitation)", else the referring host, else "(direct)". */
const sourceLabel = (a: string, invitation = 'false') =>
  sql.raw(
    `coalesce(${a}.source, case when ${invitation} then '(invitation)' when ${a}.referrer_host is not null then ${a}.referrer_host else '(direct)' end)`,
  );
/** Medium label: the UTM medium, else "referral" for a referred visit without UTM, else "(none)". */
const mediumLabel = (a: string) =>
  sql.raw(`coalesce(${a}.medium, case when ${a}.source is null and ${a}.referrer_host is not null then 'referral' else '(none)' end)`);
const campaignLabel = (a: string) => sql.raw(`coalesce(${a}.campaign, '(none)')`);

/** Landing visits of the days [fromDay, toDay] (date expressions): `day, source, medium, campaign` (labels). */
export function visitFactsSql(fromDay: SQL, toDay: SQL): SQL {
  return sql`select v.day, ${sourceLabel('v')} as source, ${mediumLabel('v')} as medium, ${campaignLabel('v')} as campaign
    from landing_visits v where v.day >= ${fromDay} and v.day <= ${toDay}`;
}

/**
 * The attribution of accounts as a subquery `user_id, channel, source, medium, campaign` (labels);
 * accounts without a row (made before acquisition data existed, or by an administrator) are absent:
 * join with a left join and label them "(unknown)".
 */
export function accountAttributionSql(): SQL {
  return sql`select a.user_id, a.channel, ${sourceLabel('a', `a.channel = 'invitation'`)} as source,
      ${mediumLabel('a')} as medium, ${campaignLabel('a')} as campaign
    from account_acquisitions a`;
}
