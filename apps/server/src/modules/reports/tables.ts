import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
