import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { HIRING_STATUSES } from '@talentmatch/shared/hiring';
import { users } from '../users/tables.ts';
import { jobs } from '../jobs/tables.ts';
import { conversations } from '../messaging/tables.ts';

const statusList = HIRING_STATUSES.map((s) => `'${s}'`).join(', ');

/** The hiring pipeline: one row per job ↔ candidate pair (an application or an invitation). */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: HIRING_STATUSES }).notNull(),
    origin: text('origin', { enum: ['application', 'invitation'] }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    resumeAttached: boolean('resume_attached').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_pair_idx').on(t.jobId, t.candidateId),
    index('applications_job_status_idx').on(t.jobId, t.status),
    index('applications_candidate_idx').on(t.candidateId, t.updatedAt),
    index('applications_created_at_idx').on(t.createdAt),
    check('applications_status_check', sql.raw(`status in (${statusList})`)),
  ],
);

/** Every move: who, when, from → to (from is null for the first row). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: HIRING_STATUSES }),
    toStatus: text('to_status', { enum: HIRING_STATUSES }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorSide: text('actor_side', { enum: ['candidate', 'employer'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.createdAt),
    index('application_events_hired_idx').on(t.createdAt).where(sql`${t.toStatus} = 'Hired'`),
  ],
);
