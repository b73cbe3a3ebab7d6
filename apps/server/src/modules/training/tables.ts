import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import type { QuizQuestionAdmin, TrainingCategory, TrainingKind, TrainingStatus, TrainingTopic } from '@talentmatch/shared/training';
import { users } from '../users/tables.ts';

/** Career advice: articles and videos. Items of the starter library carry their `library_key`. */
export const trainingItems = pgTable(
  'training_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** stable key of a starter-library item (null for items administrators wrote) */
    libraryKey: text('library_key'),
    kind: text('kind').$type<TrainingKind>().notNull().default('article'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    videoUrl: text('video_url').notNull().default(''),
    category: text('category').$type<TrainingCategory>().notNull(),
    minutes: integer('minutes').notNull(),
    topic: text('topic').$type<TrainingTopic>().notNull(),
    status: text('status').$type<TrainingStatus>().notNull().default('draft'),
    quiz: jsonb('quiz').$type<QuizQuestionAdmin[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('training_items_library_key').on(t.libraryKey), index('training_items_status_order_idx').on(t.status, t.sortOrder)],
);

/** One row per candidate and item opened: time spent, quiz pass and completion. */
export const trainingProgress = pgTable(
  'training_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => trainingItems.id, { onDelete: 'cascade' }),
    startedAt: ts('started_at').notNull().defaultNow(),
    lastViewedAt: ts('last_viewed_at').notNull().defaultNow(),
    secondsSpent: integer('seconds_spent').notNull().default(0),
    quizPassedAt: ts('quiz_passed_at'),
    completedAt: ts('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('training_progress_item_idx').on(t.itemId),
    index('training_progress_completed_idx').on(t.userId, t.completedAt),
  ],
);

/** Every quiz attempt, passed or not. */
export const trainingQuizAttempts = pgTable(
  'training_quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => trainingItems.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<number[]>().notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('training_quiz_attempts_user_item_idx').on(t.userId, t.itemId)],
);
