import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';

/**
 * A deleted job that was on the public board (published, "Show on the public job board" on): what its address still
 * answers with, 410 "This job is no longer open". Written by the delete itself (a trigger on `jobs`, migration 0043),
 * so no deletion path can skip it; the id is kept without a foreign key, since the job is gone.
 */
export const publicJobTombstones = pgTable('public_job_tombstones', {
  jobId: uuid('job_id').primaryKey(),
  title: text('title').notNull(),
  companyId: uuid('company_id').notNull(),
  companyName: text('company_name').notNull().default(''),
  deletedAt: ts('deleted_at').notNull().defaultNow(),
});
