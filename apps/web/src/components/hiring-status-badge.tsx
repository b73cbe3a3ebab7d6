import { Badge } from '@mantine/core';
import { HIRING_STATUS_LABELS, type HiringStatus } from '@talentmatch/shared/hiring';

/** One colour per hiring status, the same on every page (pipeline, applications, inbox). */
export const HIRING_STATUS_COLORS: Record<HiringStatus, string> = {
  Invited: 'blue',
  Applied: 'blue',
  InvitationAccepted: 'teal',
  InvitationRejected: 'gray',
  ApplicationAccepted: 'teal',
  ApplicationRejected: 'red',
  Withdrawn: 'gray',
  Hired: 'green',
};

export function HiringStatusBadge({ status, size = 'sm' }: { status: HiringStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge
      color={HIRING_STATUS_COLORS[status]}
      variant="light"
      size={size}
      aria-label={`Hiring status: ${HIRING_STATUS_LABELS[status]}`}
      data-testid="hiring-status"
      style={{ flexShrink: 0, minWidth: 'max-content', overflow: 'visible' }}
    >
      {HIRING_STATUS_LABELS[status]}
    </Badge>
  );
}
