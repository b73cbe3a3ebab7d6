import type { HiringStatusCounts } from '@talentmatch/shared/hiring';
import type { JobStatus } from '@talentmatch/shared/jobs';
import type { Db, Tx } from '../../platform/db/index.ts';
import type { Plan } from '../../platform/plans.ts';
import type { jobs } from './tables.ts';

export type JobRow = typeof jobs.$inferSelect;

/** A job's status change as the modules that follow it see it (webhooks), inside the change's transaction. */
export interface JobStatusChange {
  jobId: string;
  companyId: string;
  from: JobStatus | null;
  to: JobStatus;
}

/** What the jobs services need; the last two come from modules above jobs (they import it, so jobs imports none of them). */
export interface JobDeps {
  db: Db;
  /** for the open-jobs limit */
  plans: readonly Plan[];
  /** candidates per hiring status of each job (the applications module's rows) */
  candidateCounts: (db: Tx, jobIds: string[]) => Promise<Map<string, HiringStatusCounts>>;
  /** every status change (publish, pause, resume, close, filled, closed by its date), inside its transaction */
  afterStatusChange: (tx: Tx, change: JobStatusChange) => Promise<void>;
}
