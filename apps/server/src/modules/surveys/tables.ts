import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import type { AnswerValue } from '@talentmatch/shared/surveys';
import { users } from '../users/tables.ts';

/** A survey administrators define for an audience (docs/feedback-and-surveys.md). */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    introduction: text('introduction').notNull().default(''),
    audience: text('audience', { enum: ['candidates', 'employers', 'both'] }).notNull(),
    opensAt: ts('opens_at'),
    closesAt: ts('closes_at'),
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status', { enum: ['draft', 'open', 'closed'] })
      .notNull()
      .default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('surveys_status_idx').on(t.status, t.createdAt),
    check('surveys_status_check', sql`${t.status} in ('draft', 'open', 'closed')`),
    check('surveys_audience_check', sql`${t.audience} in ('candidates', 'employers', 'both')`),
  ],
);

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['text', 'single', 'multiple', 'rating'] }).notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    required: boolean('required').notNull().default(false),
  },
  (t) => [
    index('survey_questions_survey_idx').on(t.surveyId, t.position),
    check('survey_questions_kind_check', sql`${t.kind} in ('text', 'single', 'multiple', 'rating')`),
  ],
);

/** Who answered or skipped a survey: one row per user and survey (kept apart from anonymous answers). */
export const surveyParticipations = pgTable(
  'survey_participations',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['answered', 'skipped'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.userId] }),
    index('survey_participations_user_idx').on(t.userId),
    check('survey_participations_action_check', sql`${t.action} in ('answered', 'skipped')`),
  ],
);

/** One submission: the answers by question id; `user_id` is null for an anonymous survey. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    answers: jsonb('answers').$type<Record<string, AnswerValue>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('survey_responses_survey_idx').on(t.surveyId, t.createdAt)],
);
