import { Badge } from '@mantine/core';
import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '@talentmatch/shared/feedback';

const COLORS: Record<FeedbackStatus, string> = { pending: 'yellow', submitted: 'blue', approved: 'green', rejected: 'red' };

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {FEEDBACK_STATUS_LABELS[status]}
    </Badge>
  );
}
