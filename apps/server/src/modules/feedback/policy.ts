import type { Actor } from '../../platform/auth/actor.ts';

/** The job's company's employers (the whole hiring team) give and read its feedback. */
export function isTeamOf(viewer: Actor, row: { companyId: string }): boolean {
  return viewer.roles.includes('Employer') && viewer.companyId !== null && viewer.companyId === row.companyId;
}

/** Giving feedback: only while the task waits for it, or after a rejection (edit and resubmit). */
export function canSubmit(row: { status: string }): boolean {
  return row.status === 'pending' || row.status === 'rejected';
}

/** Reviewing: administrators, on feedback waiting for review. */
export function canReview(row: { status: string }): boolean {
  return row.status === 'submitted';
}
