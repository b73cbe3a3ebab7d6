import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ScoreComponentKey } from '@talentmatch/shared/score';
import { users } from '../users/tables.ts';

/** One row per change of a candidate's score inputs, with the points of each component. */
export const candidateScoreHistory = pgTable(
  'candidate_score_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    components: jsonb('components').$type<Record<ScoreComponentKey, number>>().notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('candidate_score_history_user_idx').on(t.userId, t.createdAt)],
);
