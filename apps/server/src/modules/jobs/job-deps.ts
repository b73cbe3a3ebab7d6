import type { Db } from '../../platform/db/index.ts';
import type { Plan } from '../../platform/plans.ts';
import type { jobs } from './tables.ts';

export type JobRow = typeof jobs.$inferSelect;

/** What the writing services need: the database and the plans (for the open-jobs limit). */
export interface JobDeps {
  db: Db;
  plans: readonly Plan[];
}
