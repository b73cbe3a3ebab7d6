import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CenteredColumn } from '../../../components/centered-column.tsx';
import { paths } from '../../../config/paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';
import { getSubscription } from '../api/get-subscription.ts';
import { statusColor } from '../components/format.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { subscriptionStatusLabel } from '@talentmatch/shared/subscription-status';

const POLL_MS = 1500;
const POLL_LIMIT = 10;

/**
 * /payment-return (public, "Payment Complete"): the status shown comes from the server, never from
 * the URL; while the provider's events are on their way it asks again a few times. Signed in, it is drawn in the
 * app's layout (its banners are the layout's); signed out, in the public centred column.
 */
export function PaymentReturnPage() {
  const { loggedIn } = useSession();
  if (!loggedIn) {
    return (
      <CenteredColumn width={640}>
        <Card withBorder radius="md" p="xl">
          <Stack gap="md">
            <Title order={1} fz={24}>
              Payment Complete
            </Title>
            <Text>Log in to see the status of your subscription.</Text>
            <Button component={Link} to={`${paths.login}?redirect=${encodeURIComponent(paths.employer.subscription)}`} w="fit-content">
              Log in
            </Button>
          </Stack>
        </Card>
      </CenteredColumn>
    );
  }
  return <PaymentConfirmation />;
}

function PaymentConfirmation() {
  const [polls, setPolls] = useState(0);
  const overview = useQuery({ queryKey: queryKeys.subscription.overview(), queryFn: getSubscription, staleTime: 0 });
  const confirmed = Boolean(overview.data?.hasPaymentMethod && overview.data.plan && ['active', 'trialing'].includes(overview.data.status));

  // a trial that the payment ended turns active once the provider's last event is in: until then, or the poll
  // limit, a confirmed trial is read again (a trial that carries over stays one)
  const settled = confirmed && overview.data?.status === 'active';
  useEffect(() => {
    if (settled || polls >= POLL_LIMIT || overview.isFetching) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void overview.refetch();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [settled, polls, overview]);

  return (
    <Card withBorder radius="md" p="xl" maw={640} data-testid="payment-return">
      <Stack gap="md">
        <Group gap="sm">
          {confirmed ? <IconCircleCheck color="var(--mantine-color-green-6)" size={32} aria-hidden /> : <Loader size="sm" />}
          <Title order={1} fz={24}>
            {confirmed ? 'Payment Complete' : 'Confirming your payment…'}
          </Title>
        </Group>
        {overview.data ? (
          <Stack gap={6}>
            <Group gap="xs">
              <Text>Subscription status:</Text>
              <Badge color={statusColor(overview.data.status)} data-testid="confirmed-status">
                {subscriptionStatusLabel(overview.data.status)}
              </Badge>
            </Group>
            {overview.data.plan ? <Text>Plan: {overview.data.plan.name}</Text> : null}
            {overview.data.status === 'trialing' && overview.data.trialEndsAt ? (
              <Text size="sm" c="dimmed">
                Your card is on file; the first charge is on {formatDate(overview.data.trialEndsAt)}, when your trial ends.
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {!confirmed && polls >= POLL_LIMIT ? (
          <Alert color="yellow" variant="light">
            We have not received the confirmation from the payment provider yet. It usually arrives within a minute; check your subscription
            page shortly.
          </Alert>
        ) : null}
        <Button component={Link} to={paths.employer.subscription} w="fit-content">
          Go to my subscription
        </Button>
      </Stack>
    </Card>
  );
}
