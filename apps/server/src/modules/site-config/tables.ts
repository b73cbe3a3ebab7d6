import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/** Every published terms-of-use text; the current one is also in site_configuration (terms_text, terms_version). */
export const termsVersions = pgTable('terms_versions', {
  version: integer('version').primaryKey(),
  text: text('text').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
});
