import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { INTERVIEW_KINDS, INTERVIEW_STATUSES } from '@talentmatch/shared/interviews';
import { ts } from '../../platform/db/columns.ts';
import { applications } from '../applications/tables.ts';
import { companies } from '../companies/tables.ts';
import { jobs } from '../jobs/tables.ts';
import { users } from '../users/tables.ts';

/** An interview on an application: proposed with slots, then confirmed at one start (UTC), or cancelled. */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: INTERVIEW_KINDS }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull().default(''),
    note: text('note').notNull().default(''),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('proposed'),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    /** the iCalendar SEQUENCE: raised on every reschedule and on cancel */
    sequence: integer('sequence').notNull().default(0),
    otherTimesNote: text('other_times_note').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** when each reminder was claimed (set in the statement that claims it, so each goes once) */
    reminder24hSentAt: ts('reminder_24h_sent_at'),
    reminder1hSentAt: ts('reminder_1h_sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.createdAt),
    index('interviews_company_starts_idx').on(t.companyId, t.startsAt),
    check('interviews_kind_check', sql`${t.kind} in ('video', 'phone', 'on-site')`),
    check('interviews_status_check', sql`${t.status} in ('proposed', 'other-times', 'confirmed', 'cancelled')`),
    check('interviews_duration_check', sql`${t.durationMinutes} between 15 and 480`),
  ],
);

export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
  },
  (t) => [index('interview_slots_interview_idx').on(t.interviewId, t.startsAt)],
);

export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.userId] }), index('interview_interviewers_user_idx').on(t.userId)],
);
