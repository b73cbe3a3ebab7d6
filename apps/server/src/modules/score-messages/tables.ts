import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Admin texts for score ranges; the service keeps the set covering 0–100 without overlap. */
export const scoreMessages = pgTable(
  'score_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    minScore: integer('min_score').notNull(),
    maxScore: integer('max_score').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    nextSteps: text('next_steps').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('score_messages_range_check', sql`${t.minScore} >= 0 and ${t.maxScore} <= 100 and ${t.minScore} <= ${t.maxScore}`)],
);
