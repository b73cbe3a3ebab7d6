import { canTransition, JOB_TRANSITIONS, refusedTransitionMessage, type JobStatus } from '@talentmatch/shared/jobs';
import { ConflictError } from '../../platform/errors.ts';
/**
 * The lifecycle rules on the server: the shared transition table (draft → open → paused ⇄ open →
 * closed | filled), the effective status (past its closing date an open or paused job is closed), and
 * the 409 for anything else.
 */

/** The status a reader sees: open or paused past the closing date reads as closed, without waiting for the tick. */
export function effectiveStatus(job: { status: JobStatus; closingDate: string | null }, today: string): JobStatus {
  if ((job.status === 'open' || job.status === 'paused') && job.closingDate !== null && job.closingDate < today) return 'closed';
  return job.status;
}

/** Throws the 409 of a refused transition. */
export function assertTransition(from: JobStatus, to: JobStatus): void {
  if (!canTransition(from, to)) throw new ConflictError(refusedTransitionMessage(from, to));
}

/** Whether the move counts against the plan's open-jobs limit (a job becomes open). */
export function opensJob(from: JobStatus, to: JobStatus): boolean {
  return to === 'open' && from !== 'open';
}

/** What the job page may offer from here. */
export function allowedTransitions(status: JobStatus): JobStatus[] {
  return [...JOB_TRANSITIONS[status]];
}
