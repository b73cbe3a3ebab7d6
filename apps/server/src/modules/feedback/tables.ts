import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { FEEDBACK_STATUSES } from '@talentmatch/shared/feedback';
import { companies } from '../companies/tables.ts';
import { users } from '../users/tables.ts';

/**
 * One row per hire (or accepted application left without a decision): the pending task of the job's
 * company, then the feedback given for it and its review. `application_id` and `job_id` belong to the
 * hiring pipeline's tables (no foreign key from here: the pipeline calls this module, not the reverse);
 * `job_title` is the title at the time of the hire. After a confirmed interview has ended, each interviewer gets a
 * task of their own (reason 'interview', `interview_id` from the interviews module, `interviewer_id` theirs).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').notNull(),
    jobId: uuid('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['hired', 'accepted', 'interview'] }).notNull(),
    interviewId: uuid('interview_id'),
    interviewerId: uuid('interviewer_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('pending'),
    overall: integer('overall'),
    skillsAsClaimed: integer('skills_as_claimed'),
    communication: integer('communication'),
    professionalism: integer('professionalism'),
    reliability: integer('reliability'),
    wouldHireAgain: boolean('would_hire_again'),
    comment: text('comment'),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: ts('submitted_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    rejectionReason: text('rejection_reason'),
    reminderSentAt: ts('reminder_sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_application_idx').on(t.applicationId).where(sql`${t.interviewId} is null`),
    uniqueIndex('feedback_interview_idx').on(t.interviewId, t.interviewerId).where(sql`${t.interviewId} is not null`),
    index('feedback_company_status_idx').on(t.companyId, t.status),
    index('feedback_candidate_status_idx').on(t.candidateId, t.status),
    index('feedback_status_created_idx').on(t.status, t.createdAt),
    check('feedback_status_check', sql`${t.status} in ('pending', 'submitted', 'approved', 'rejected')`),
    check('feedback_reason_check', sql`${t.reason} in ('hired', 'accepted', 'interview')`),
  ],
);
export type FeedbackRow = typeof feedback.$inferSelect;
