import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';
import { FEEDBACK_MESSAGES } from '@talentmatch/shared/feedback';

/** The job's company's employers (the whole hiring team). */
const isTeamOf = (actor: Actor, row: { companyId: string }) =>
  actor.roles.includes('Employer') && actor.companyId !== null && actor.companyId === row.companyId;

export const { can, authorize } = definePolicy(
  {
    /** Giving the feedback of a task: the team of the job's company. */
    give: (actor, task: { companyId: string }) => isTeamOf(actor, task),
    /** Reading feedback: the team and administrators. */
    read: (actor, row: { companyId: string }) => isAdmin(actor) || isTeamOf(actor, row),
  },
  { give: FEEDBACK_MESSAGES.otherCompany },
);

/** Giving feedback: only while the task waits for it, or after a rejection (edit and resubmit). */
export function canSubmit(row: { status: string }): boolean {
  return row.status === 'pending' || row.status === 'rejected';
}

/** Reviewing: administrators, on feedback waiting for review. */
export function canReview(row: { status: string }): boolean {
  return row.status === 'submitted';
}
