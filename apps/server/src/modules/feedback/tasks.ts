import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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
    .onConflictDoNothing({ target: feedback.applicationId, where: sql`interview_id is null` })
    .returning({ id: feedback.id });
  if (rows.length === 0 && input.reason === 'hired') {
    // an accepted-application task already open becomes the hire's task
    await tx
      .update(feedback)
      .set({ reason: 'hired', updatedAt: new Date() })
      .where(and(eq(feedback.applicationId, input.applicationId), eq(feedback.reason, 'accepted'), isNull(feedback.interviewId)));
  }
  return rows.length > 0;
}

/**
 * Opens one pending task per interviewer of an interview that has ended (the interviews module's sweep);
 * a task already open is kept. Returns how many were created.
 */
export async function openInterviewFeedbackTasks(
  tx: Pick<Db, 'insert'>,
  input: Omit<FeedbackTaskInput, 'reason'> & { interviewId: string; interviewerIds: string[] },
): Promise<number> {
  if (input.interviewerIds.length === 0) return 0;
  const { interviewerIds, ...task } = input;
  const rows = await tx
    .insert(feedback)
    .values(interviewerIds.map((interviewerId) => ({ ...task, reason: 'interview' as const, interviewerId })))
    .onConflictDoNothing({ target: [feedback.interviewId, feedback.interviewerId], where: sql`interview_id is not null` })
    .returning({ id: feedback.id });
  return rows.length;
}

/** Interview ids among `ids` whose feedback tasks are open already (the sweep skips them). */
export async function interviewsWithTasks(tx: Pick<Db, 'select'>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: feedback.interviewId }).from(feedback).where(inArray(feedback.interviewId, ids));
  return new Set(rows.map((r) => r.id ?? ''));
}

/** The overall ratings of a candidate's approved feedback (rejected, pending and unreviewed ones never count). */
export async function approvedFeedbackRatings(tx: Pick<Db, 'select'>, candidateId: string): Promise<number[]> {
  const rows = await tx
    .select({ overall: feedback.overall })
    .from(feedback)
    .where(and(eq(feedback.candidateId, candidateId), eq(feedback.status, 'approved'), isNull(feedback.interviewId)));
  return ratingsForScore(rows.map((r) => ({ status: 'approved' as const, overall: r.overall })));
}

/** The ratings that count: approved ones with a rating. */
export function ratingsForScore(rows: Array<{ status: string; overall: number | null }>): number[] {
  return rows.filter((r) => r.status === 'approved' && r.overall !== null).map((r) => r.overall as number);
}

/** Application ids among `ids` that already have a task (the accepted-application sweep skips them). */
export async function applicationsWithTask(tx: Pick<Db, 'select'>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: feedback.applicationId })
    .from(feedback)
    .where(and(inArray(feedback.applicationId, ids), isNull(feedback.interviewId)));
  return new Set(rows.map((r) => r.id));
}
