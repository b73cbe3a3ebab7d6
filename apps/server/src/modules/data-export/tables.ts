import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

/**
 * "Download my data": one row per user (the latest request), so one export at a time per user. The
 * archive lives in file storage under `storage_key` until `expires_at`; the expiry job deletes both.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['requested', 'preparing', 'ready', 'failed'] }).notNull(),
    storageKey: text('storage_key'),
    size: integer('size'),
    error: text('error'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    readyAt: ts('ready_at'),
    expiresAt: ts('expires_at'),
  },
  (t) => [
    uniqueIndex('data_exports_user_key').on(t.userId),
    index('data_exports_expires_idx').on(t.expiresAt),
    check('data_exports_status_check', sql`${t.status} in ('requested', 'preparing', 'ready', 'failed')`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
