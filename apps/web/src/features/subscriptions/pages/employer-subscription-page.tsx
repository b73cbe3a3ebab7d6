import { Alert, Badge, Button, Card, Group, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { SubscriptionOverview, UsageItem } from '@talentmatch/shared/subscriptions';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useInvoices } from '../api/get-invoices.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { useOpenBillingPortal } from '../api/open-billing-portal.ts';
import { formatMoney, statusColor } from '../components/format.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { goToUrl } from '../components/go-to-url.ts';
import { InvoicesTable } from '../components/invoices-table.tsx';
import { subscriptionStatusLabel } from '@talentmatch/shared/subscription-status';

function UsageRow({ label, item }: { label: string; item: UsageItem }) {
  const percent = item.limit > 0 ? Math.min(100, (item.used / item.limit) * 100) : 100;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {item.used} of {item.limit}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={percent >= 100 ? 'red' : percent >= 80 ? 'yellow' : 'brand'}
        aria-label={`${label}: ${item.used} of ${item.limit}`}
      />
    </Stack>
  );
}

function renewalText(s: SubscriptionOverview): string {
  if (s.status === 'trialing') return s.trialEndsAt ? `Trial ends ${formatDate(s.trialEndsAt)}` : 'Free trial';
  if (s.cancelAtPeriodEnd) return `Ends ${formatDate(s.currentPeriodEnd)} (canceled)`;
  if (s.status === 'active') return `Renews ${formatDate(s.currentPeriodEnd)}`;
  return s.currentPeriodEnd ? `Period ended ${formatDate(s.currentPeriodEnd)}` : '—';
}

/** employer/subscription: plan, status, renewal, usage against the limits, invoices, Manage billing. */
export function EmployerSubscriptionPage() {
  const subscription = useSubscription();
  const invoices = useInvoices();
  const portal = useOpenBillingPortal();
  async function manageBilling() {
    const result = await runAction(() => portal.mutateAsync());
    if (result.ok) goToUrl(result.value.url);
  }
  const s = subscription.data;
  const canManage = Boolean(s?.plan && s.hasPaymentMethod && s.status !== 'canceled');
  return (
    <>
      <PageHeader
        title="Subscription"
        actions={
          s?.canManageBilling ? (
            canManage ? (
              <Button onClick={manageBilling} rightSection={<IconExternalLink size={16} />}>
                Manage billing
              </Button>
            ) : (
              <Button component={Link} to={paths.subscriptionCreate}>
                Choose Plan
              </Button>
            )
          ) : null
        }
      />
      {subscription.isPending ? <Loader aria-label="Loading subscription" /> : null}
      {subscription.error ? (
        <Alert color="red" variant="light" role="alert">
          {subscription.error.message}
        </Alert>
      ) : null}
      {s && !s.canManageBilling ? (
        <Alert color="gray" variant="light" mb="md" data-testid="billing-read-only">
          {s.accountManagerName
            ? `Only ${s.accountManagerName}, your company's account manager, can change the plan or the payment.`
            : "Only your company's account manager can change the plan or the payment."}
        </Alert>
      ) : null}
      {s ? (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card withBorder radius="md" p="lg" data-testid="current-plan">
              <Stack gap="sm">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Current plan
                </Text>
                <Group gap="sm">
                  <Title order={2} fz="xl">
                    {s.plan ? s.plan.name : 'Free trial'}
                  </Title>
                  <Badge color={statusColor(s.status)} data-testid="subscription-status">
                    {subscriptionStatusLabel(s.status)}
                  </Badge>
                </Group>
                {s.plan ? (
                  <Text>
                    {formatMoney(s.plan.price.amount, s.plan.price.currency)} / {s.plan.interval === 'monthly' ? 'month' : 'year'}
                  </Text>
                ) : null}
                <Text size="sm" c="dimmed" data-testid="renewal">
                  {renewalText(s)}
                </Text>
                <Text size="sm" c="dimmed">
                  Card on file: {s.hasPaymentMethod ? 'yes' : 'no'}
                  {s.provider === 'demo' ? ' · demo payment provider' : ''}
                </Text>
              </Stack>
            </Card>
            <Card withBorder radius="md" p="lg" data-testid="usage">
              <Stack gap="md">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Usage
                </Text>
                <UsageRow label="Open jobs" item={s.usage.openJobs} />
                <UsageRow label="Hiring-team seats" item={s.usage.seats} />
                {s.canManageBilling ? (
                  <Text size="xs" c="dimmed">
                    Need more? Choose a larger plan in Manage billing.
                  </Text>
                ) : null}
              </Stack>
            </Card>
          </SimpleGrid>
          <Card withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Title order={2} fz="md">
                Invoices
              </Title>
              {invoices.isPending ? <Loader size="sm" /> : null}
              {invoices.error ? <Text c="red">{invoices.error.message}</Text> : null}
              {invoices.data ? <InvoicesTable invoices={invoices.data} /> : null}
            </Stack>
          </Card>
        </Stack>
      ) : null}
    </>
  );
}
