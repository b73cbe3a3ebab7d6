import type { HiringActor, HiringStepResult } from '@talentmatch/shared/hiring';
import type { MovableStatus } from './hiring-actions.ts';

/** What a step did and what comes next, in the words of the side that made it. */
export function hiringNotice(
  step: { status: MovableStatus; side: HiringActor },
  subject: { jobTitle: string; candidateName?: string },
  result: Pick<HiringStepResult, 'jobFilled' | 'remainingRejected'>,
): { title: string; message: string } {
  const job = `“${subject.jobTitle}”`;
  const who = subject.candidateName ?? 'The candidate';
  switch (step.status) {
    case 'ApplicationAccepted':
      return {
        title: `${who} accepted`,
        message: `They received the acceptance message for ${job}. Agree the next step with them in Messages.`,
      };
    case 'ApplicationRejected':
      return { title: `${who} rejected`, message: `They received the rejection message for ${job}.` };
    case 'Hired': {
      const others =
        result.remainingRejected === 0
          ? ''
          : result.remainingRejected === 1
            ? ' The other candidate in progress was told.'
            : ` The ${result.remainingRejected} other candidates in progress were told.`;
      return {
        title: `${who} hired`,
        message: result.jobFilled
          ? `They received the hire message for ${job}. The job is now filled: it left the job board, takes no more applications and no longer uses a plan slot.${others}`
          : `They received the hire message for ${job}, which stays open for its other positions.`,
      };
    }
    case 'InvitationAccepted':
      return { title: 'Invitation accepted', message: `The company is told. Continue the conversation about ${job} in Messages.` };
    case 'InvitationRejected':
      return { title: 'Invitation declined', message: `The company is told that you decline ${job}.` };
    case 'Withdrawn':
      return { title: 'You withdrew', message: `The company is told that you withdraw from ${job}.` };
  }
}
