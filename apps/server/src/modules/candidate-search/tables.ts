import { doublePrecision, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { candidateProfiles } from '../candidate-profiles/tables.ts';
import { jobs } from '../jobs/tables.ts';

/**
 * Each ranked job's best candidates, kept ahead of the query (docs/matching-and-search.md, "Shortlists").
 * Invariant, for every candidate not in `match_dirty_candidates` and every job not in `match_dirty_jobs`:
 * a visible candidate whose exact match is above the job's `floor` is in the job's shortlist with that
 * match. Triggers (migration 0013) mark what a write may have changed; `shortlist.ts` folds it in.
 */

export const jobMatchStates = pgTable('job_match_states', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  /** the match of the last candidate taken when the shortlist was computed (-Infinity: every candidate was taken) */
  floor: doublePrecision('floor').notNull(),
  /** how many candidates were taken */
  size: integer('size').notNull(),
  computedAt: ts('computed_at').notNull().defaultNow(),
});

export const jobMatchShortlists = pgTable(
  'job_match_shortlists',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobMatchStates.jobId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => candidateProfiles.userId, { onDelete: 'cascade' }),
    /** the exact match (unrounded), as the ranking orders by it */
    match: doublePrecision('match').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.userId] }),
    index('job_match_shortlists_rank_idx').on(t.jobId, t.match.desc()),
    index('job_match_shortlists_user_idx').on(t.userId),
  ],
);

/** Candidates whose match facts changed since the shortlists were folded (written by triggers). */
export const matchDirtyCandidates = pgTable('match_dirty_candidates', {
  userId: uuid('user_id').primaryKey(),
  changedAt: ts('changed_at').notNull().defaultNow(),
});

/** Jobs whose match facts changed since their shortlist was computed (written by triggers). */
export const matchDirtyJobs = pgTable('match_dirty_jobs', {
  jobId: uuid('job_id').primaryKey(),
  changedAt: ts('changed_at').notNull().defaultNow(),
});
