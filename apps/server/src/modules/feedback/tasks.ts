import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.ts';
import { feedback } from './tables.ts';

/**
 * What other modules call: opening a task (the hiring pipeline, inside its transaction) and reading
 * the approved ratings (the candidate score). This file imports only this module's tables, so the
 * callers never form an import cycle with the rest of the module.
 */

export interface FeedbackTaskInput {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  companyId: string;
  candidateId: string;
  reason: 'hired' | 'accepted';
}

/**
 * Opens the pending feedback task for an application (at most one per application: a hire after an
 * accepted-application task keeps the task already open). Returns true when a task was created.
 */
export async function openFeedbackTask(tx: Tx, input: FeedbackTaskInput): Promise<boolean> {
  const rows = await tx
    .insert(feedback)
    .values(input)
    .onConflictDoNothing({ target: feedback.applicationId })
    .returning({ id: feedback.id });
  if (rows.length === 0 && input.reason === 'hired') {
    // an accepted-application task already open becomes the hire's task
    await tx
      .update(feedback)
      .set({ reason: 'hired', updatedAt: new Date() })
      .where(and(eq(feedback.applicationId, input.applicationId), eq(feedback.reason, 'accepted')));
  }
  return rows.length > 0;
}

/** The overall ratings of a candidate's approved feedback (rejected, pending and unreviewed ones never count). */
export async function approvedFeedbackRatings(tx: Pick<Db, 'select'>, candidateId: string): Promise<number[]> {
  const rows = await tx
    .select({ overall: feedback.overall })
    .from(feedback)
    .where(and(eq(feedback.candidateId, candidateId), eq(feedback.status, 'approved')));
  return ratingsForScore(rows.map((r) => ({ status: 'approved' as const, overall: r.overall })));
}

/** The ratings that count: approved ones with a rating. */
export function ratingsForScore(rows: Array<{ status: string; overall: number | null }>): number[] {
  return rows.filter((r) => r.status === 'approved' && r.overall !== null).map((r) => r.overall as number);
}

/** Application ids among `ids` that already have a task (the accepted-application sweep skips them). */
export async function applicationsWithTask(tx: Pick<Db, 'select'>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: feedback.applicationId }).from(feedback).where(inArray(feedback.applicationId, ids));
  return new Set(rows.map((r) => r.id));
}
