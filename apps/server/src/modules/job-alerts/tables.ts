import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

/** A saved search of the public job board mailed daily or weekly: a candidate's, or a visitor's once confirmed. */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the candidate's account; null for a visitor's alert */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    keywords: text('keywords').notNull().default(''),
    location: text('location').notNull().default(''),
    remote: boolean('remote').notNull().default(false),
    employmentType: text('employment_type', { enum: ['full_time', 'part_time', 'contract', 'temporary', 'internship'] }),
    frequency: text('frequency', { enum: ['daily', 'weekly'] }).notNull(),
    /** a visitor's alert sends nothing until its address is confirmed (double opt-in); a candidate's at once */
    confirmedAt: ts('confirmed_at'),
    /** sha-256 of the confirmation link's token, until it is used */
    confirmTokenHash: text('confirm_token_hash').unique(),
    unsubscribedAt: ts('unsubscribed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId),
    index('job_alerts_email_idx').on(sql`lower(${t.email})`),
    index('job_alerts_due_idx').on(t.frequency, t.id).where(sql`${t.confirmedAt} is not null and ${t.unsubscribedAt} is null`),
    index('job_alerts_digest_order_idx').on(t.keywords, t.id).where(sql`${t.confirmedAt} is not null and ${t.unsubscribedAt} is null`),
    check('job_alerts_frequency_check', sql`${t.frequency} in ('daily', 'weekly')`),
    check('job_alerts_criteria_check', sql`${t.keywords} <> '' or ${t.location} <> '' or ${t.remote} or ${t.employmentType} is not null`),
  ],
);

/** One digest per alert and period (a UTC day, or an ISO week), written with the mail in one transaction. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    jobCount: integer('job_count').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.period] })],
);
