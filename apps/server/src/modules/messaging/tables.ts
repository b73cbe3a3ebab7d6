import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { files } from '../../platform/db/schema.ts';
import { companies } from '../companies/tables.ts';
import { users } from '../users/tables.ts';
import { jobs } from '../jobs/tables.ts';

/** A candidate ↔ company (hiring team) conversation, optionally about one job: one per (candidate, company, job). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastMessageAt: ts('last_message_at'),
  },
  (t) => [
    uniqueIndex('conversations_job_pair_idx').on(t.candidateId, t.companyId, t.jobId).where(sql`${t.jobId} is not null`),
    uniqueIndex('conversations_pair_idx').on(t.candidateId, t.companyId).where(sql`${t.jobId} is null`),
    index('conversations_company_idx').on(t.companyId, t.lastMessageAt),
    index('conversations_candidate_idx').on(t.candidateId, t.lastMessageAt),
    index('conversations_job_idx').on(t.jobId),
  ],
);

/** One message: text and at most one attachment. `templateType` marks a message a hiring step posted. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'candidate' | 'employer' | 'system': kept so a deleted sender's side is still known */
    senderSide: text('sender_side', { enum: ['candidate', 'employer', 'system'] }).notNull(),
    body: text('body').notNull().default(''),
    templateType: text('template_type'),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    attachmentName: text('attachment_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_attachment_idx').on(t.attachmentFileId),
    index('messages_body_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
  ],
);

/**
 * Read state per user and conversation: everything up to `lastReadAt` is read. Without a row, a
 * user has read what was sent before they joined (their account's creation), so a new team member
 * does not start with the company's whole history unread.
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: ts('last_read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_reads_user_idx').on(t.userId)],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** When the recipient of a conversation last got a new-message email (one per conversation per hour). */
export const messageEmailNotices = pgTable(
  'message_email_notices',
  {
    conversationId: uuid('conversation_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSentAt: ts('last_sent_at').notNull(),
  },
  (t) => [primaryKey({ name: 'message_email_notices_pk', columns: [t.conversationId, t.userId] })],
);
