import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import type { AnnouncementAudience } from '@talentmatch/shared/email-templates';
import { users } from '../users/tables.ts';

/** System templates (one row per key) and announcement templates (key `announcement:<uuid>`). */
export const emailTemplates = pgTable('email_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique('email_templates_key_key'),
  kind: text('kind', { enum: ['system', 'announcement'] }).notNull(),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** One sending of an announcement to an audience, worked through in batches (cursor: the last user id done). */
export const announcements = pgTable('announcements', {
  id: uuid('id').primaryKey().defaultRandom(),
  templateId: uuid('template_id')
    .notNull()
    .references(() => emailTemplates.id, { onDelete: 'cascade' }),
  audience: text('audience').$type<AnnouncementAudience>().notNull(),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  total: integer('total').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  cursor: uuid('cursor'),
  error: text('error'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
});

/** A user's choice per notification kind (no row: on). */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'email_preferences_pk', columns: [t.userId, t.kind] })],
);
