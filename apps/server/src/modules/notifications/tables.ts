import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { IN_APP_NOTICE_KINDS } from '@talentmatch/shared/notifications';
import { ts } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

/** The notification centre: one row per notice to one user, unread until `read_at`. Goes with the account. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: IN_APP_NOTICE_KINDS }).notNull(),
    title: text('title').notNull(),
    link: text('link'),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    check('notifications_kind_check', sql`${t.kind} in ('application', 'interview', 'account', 'team', 'billing', 'feedback')`),
  ],
);
