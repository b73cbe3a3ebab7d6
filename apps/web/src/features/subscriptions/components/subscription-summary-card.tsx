import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { statusColor } from './format.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { subscriptionStatusLabel } from '@talentmatch/shared/subscription-status';

/** The employer dashboard's way to the subscription page (the §2 side menu has no entry for it). */
export function SubscriptionSummaryCard() {
  const subscription = useSubscription();
  const s = subscription.data;
  return (
    <Card withBorder radius="md" p="lg" data-testid="subscription-card">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={42} radius="md" variant="light">
            <IconCreditCard size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Subscription
            </Text>
            <Group gap="xs">
              <Text fw={700}>{s ? (s.plan?.name ?? 'Free trial') : '…'}</Text>
              {s ? <Badge color={statusColor(s.status)}>{subscriptionStatusLabel(s.status)}</Badge> : null}
            </Group>
            {s?.status === 'trialing' && s.trialEndsAt ? (
              <Text size="sm" c="dimmed">
                Trial ends {formatDate(s.trialEndsAt)}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Button component={Link} to={paths.employer.subscription} variant="light">
          View subscription
        </Button>
      </Group>
    </Card>
  );
}
