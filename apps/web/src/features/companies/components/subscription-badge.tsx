import { Badge } from '@mantine/core';
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@talentmatch/shared/subscription-status';

const COLORS: Partial<Record<SubscriptionStatus, string>> = {
  active: 'green',
  trialing: 'blue',
  past_due: 'orange',
  unpaid: 'red',
  canceled: 'gray',
  paused: 'yellow',
  disabled: 'dark',
};

export function SubscriptionBadge({ status }: { status: SubscriptionStatus | null }) {
  if (!status)
    return (
      <Badge color="gray" variant="outline">
        No subscription
      </Badge>
    );
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {SUBSCRIPTION_STATUS_LABELS[status]}
    </Badge>
  );
}
