import { HIRING_STATUS_LABELS, nextStatuses, TERMINAL_STATUSES, type HiringActor, type HiringStatus } from '@talentmatch/shared/hiring';
import type { HiringStatusBody } from '@talentmatch/shared/hiring-requests';

export type MovableStatus = HiringStatusBody['status'];

/** One button a side is offered for a pipeline row. */
export interface HiringAction {
  status: MovableStatus;
  label: string;
  color: string;
  /** a move into a final status (decline, withdraw, reject, hired) cannot be undone: ask first */
  confirm: boolean;
}

const LABELS: Record<HiringActor, Partial<Record<MovableStatus, string>>> = {
  candidate: {
    InvitationAccepted: 'Accept invitation',
    InvitationRejected: 'Decline invitation',
    Withdrawn: 'Withdraw',
  },
  employer: {
    ApplicationAccepted: 'Accept',
    ApplicationRejected: 'Reject',
    Hired: 'Mark hired',
  },
};

const COLORS: Partial<Record<MovableStatus, string>> = {
  InvitationAccepted: 'green',
  ApplicationAccepted: 'green',
  InvitationRejected: 'red',
  ApplicationRejected: 'red',
  Withdrawn: 'red',
  Hired: 'brand',
};

const isMovable = (status: HiringStatus): status is MovableStatus => status !== 'Invited' && status !== 'Applied';

/** The buttons for the moves the server says the caller may make now (`nextStatuses` of a row). */
export function hiringActions(next: readonly HiringStatus[], side: HiringActor): HiringAction[] {
  return next.filter(isMovable).map((status) => ({
    status,
    label: LABELS[side][status] ?? HIRING_STATUS_LABELS[status],
    color: COLORS[status] ?? 'brand',
    confirm: TERMINAL_STATUSES.includes(status),
  }));
}

/** The buttons a side sees for a row in `status`, from the shared transition table. */
export function hiringActionsFor(status: HiringStatus, side: HiringActor): HiringAction[] {
  return hiringActions(nextStatuses(status, side), side);
}

/** The question a confirmation dialog asks before a final move, in the words of the side making it. */
export function confirmQuestion(
  action: HiringAction,
  subject: { jobTitle: string; candidateName?: string },
): { title: string; text: string } {
  const job = `“${subject.jobTitle}”`;
  const who = subject.candidateName ?? 'this candidate';
  switch (action.status) {
    case 'InvitationRejected':
      return {
        title: 'Decline this invitation?',
        text: `The company is told that you decline the invitation to ${job}. This cannot be undone.`,
      };
    case 'Withdrawn':
      return {
        title: 'Withdraw from this job?',
        text: `The company is told that you withdraw from ${job}. You cannot apply to this job again.`,
      };
    case 'ApplicationRejected':
      return { title: `Reject ${who}?`, text: `${who} receives the rejection message for ${job}. This cannot be undone.` };
    case 'Hired':
      return {
        title: `Mark ${who} as hired?`,
        text: `${who} is recorded as hired for ${job} and receives the hire message. This cannot be undone.`,
      };
    default:
      return { title: `${action.label}?`, text: `This changes the status for ${job}.` };
  }
}
