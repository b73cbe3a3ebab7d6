import type { PipelineActivity } from '@talentmatch/shared/hiring';

/** One line of the employer dashboard's recent activity, in the words of what happened. */
export function activityText(row: PipelineActivity): string {
  const who = row.candidate.name;
  const job = row.jobTitle;
  switch (row.to) {
    case 'Applied':
      return `${who} applied to ${job}`;
    case 'Invited':
      return `${who} was invited to ${job}`;
    case 'InvitationAccepted':
      return `${who} accepted the invitation to ${job}`;
    case 'InvitationRejected':
      return `${who} declined the invitation to ${job}`;
    case 'ApplicationAccepted':
      return `${who} was accepted for ${job}`;
    case 'ApplicationRejected':
      return `${who} was rejected for ${job}`;
    case 'Withdrawn':
      return `${who} withdrew from ${job}`;
    case 'Hired':
      return `${who} was hired for ${job}`;
  }
}
