import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_TEMPLATE_TYPES } from '@talentmatch/shared/hiring';
import { users } from '../users/tables.ts';

/** The message templates (§3 and the hire's), one row per type, seeded by the migration and edited by administrators. */
export const messageTemplates = pgTable('message_templates', {
  type: text('type', { enum: MESSAGE_TEMPLATE_TYPES }).primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
