import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/**
 * One row per browser session that landed on a public page: the page path, the UTM fields, the
 * referring host and the day (site time zone). No address, no identifier, no time of day.
 */
export const landingVisits = pgTable(
  'landing_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    source: text('source'),
    medium: text('medium'),
    campaign: text('campaign'),
    referrerHost: text('referrer_host'),
  },
  (t) => [index('landing_visits_day_idx').on(t.day)],
);

/** Where an account came from, stored at registration: web (with what the browser kept) or an invitation. */
export const accountAcquisitions = pgTable(
  'account_acquisitions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['web', 'invitation'] }).notNull(),
    source: text('source'),
    medium: text('medium'),
    campaign: text('campaign'),
    referrerHost: text('referrer_host'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('account_acquisitions_channel_check', sql`${t.channel} in ('web', 'invitation')`)],
);

/**
 * The daily rollup (rollup.ts): the accounts created on each local day before `report_rollup.through_day`,
 * counted by role, attribution labels and the furthest funnel step reached when the rollup was built.
 */
export const reportAccountDays = pgTable(
  'report_account_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    role: text('role').notNull(),
    channel: text('channel').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    /** 1 account; candidate 2 profile complete, 3 applied, 4 hired; employer 2 company, 3 trial, 4 paid */
    stage: smallint('stage').notNull(),
    accounts: integer('accounts').notNull(),
  },
  (t) => [primaryKey({ name: 'report_account_days_pk', columns: [t.day, t.role, t.channel, t.source, t.medium, t.campaign, t.stage] })],
);

/** The daily rollup of landing visits: visits per stored day and attribution labels, before `through_day`. */
export const reportVisitDays = pgTable(
  'report_visit_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ name: 'report_visit_days_pk', columns: [t.day, t.source, t.medium, t.campaign] })],
);

/** One row: which days the rollup holds (every local day before `through_day`, in `time_zone`) and when it was built. */
export const reportRollup = pgTable(
  'report_rollup',
  {
    id: smallint('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
    throughDay: date('through_day', { mode: 'string' }).notNull(),
    builtAt: timestamp('built_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('report_rollup_single_row', sql`${t.id} = 1`)],
);
