import { Alert, Badge, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { demoCardBody, type DemoCardBody, type DemoPortalAction } from '@talentmatch/shared/subscriptions';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { validateWith } from '../../../lib/form-validation.ts';
import { ApiError, errorMessage } from '../../../lib/http-client.ts';
import { useDemoPortal, useDemoPortalAction } from '../api/demo-portal.ts';
import { CardFields, EMPTY_CARD } from '../components/card-fields.tsx';
import { DemoNotice } from '../components/demo-notice.tsx';
import { formatMoney, statusColor } from '../components/format.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { subscriptionStatusLabel } from '@talentmatch/shared/subscription-status';

/** The demo provider's billing portal (what the Stripe Billing Portal is in production). */
export function DemoPortalPage() {
  const portal = useDemoPortal();
  const action = useDemoPortalAction();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [priceId, setPriceId] = useState<string | null>(null);
  const cardForm = useForm<DemoCardBody>({ initialValues: EMPTY_CARD, validate: validateWith<DemoCardBody>(demoCardBody) });

  async function run(body: DemoPortalAction, done: string) {
    setMessage(null);
    try {
      await action.mutateAsync(body);
      setMessage({ ok: true, text: done });
      return true;
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiError && error.problem?.detail ? error.problem.detail : errorMessage(error) });
      return false;
    }
  }

  const sub = portal.data?.subscription;
  const live = sub && sub.status !== 'canceled';
  return (
    <Stack maw={720} mx="auto" gap={0}>
      <DemoNotice>This is the demo billing portal. Changes take effect at once and send the same events Stripe would.</DemoNotice>
      {portal.isPending ? <Loader /> : null}
      {portal.error ? (
        <Alert color="red" variant="light" role="alert">
          {portal.error.message}
        </Alert>
      ) : null}
      {message ? (
        <Alert
          color={message.ok ? 'green' : 'red'}
          variant="light"
          mb="md"
          role={message.ok ? 'status' : 'alert'}
          data-testid="portal-message"
        >
          {message.text}
        </Alert>
      ) : null}
      {portal.data ? (
        <Stack gap="lg">
          <Card withBorder radius="md" p="lg" data-testid="portal-subscription">
            {sub ? (
              <Stack gap={6}>
                <Group gap="sm">
                  <Title order={1} fz={22}>
                    {sub.plan?.name ?? 'Subscription'}
                  </Title>
                  <Badge color={statusColor(sub.status)}>{subscriptionStatusLabel(sub.status)}</Badge>
                </Group>
                {sub.plan ? (
                  <Text>
                    {formatMoney(sub.plan.price.amount, sub.plan.price.currency)} / {sub.plan.interval === 'monthly' ? 'month' : 'year'}
                  </Text>
                ) : null}
                <Text size="sm" c="dimmed">
                  {sub.status === 'canceled'
                    ? 'This subscription has ended.'
                    : sub.cancelAtPeriodEnd
                      ? `Cancels on ${formatDate(sub.currentPeriodEnd)}`
                      : sub.status === 'trialing'
                        ? `Trial until ${formatDate(sub.trialEnd)}, then renews`
                        : `Renews on ${formatDate(sub.currentPeriodEnd)}`}
                </Text>
                <Text size="sm" c="dimmed">
                  Card: {sub.cardLast4 ? `•••• ${sub.cardLast4}` : 'none'}
                </Text>
              </Stack>
            ) : (
              <Text>There is no subscription yet.</Text>
            )}
          </Card>

          {live ? (
            <>
              <Card withBorder radius="md" p="lg">
                <Stack gap="sm">
                  <Title order={2} fz="md">
                    Change plan
                  </Title>
                  <Group align="flex-end" gap="sm">
                    <Select
                      label="New plan"
                      placeholder="Choose a plan"
                      data={portal.data.plans.map((p) => ({
                        value: p.priceId,
                        label: `${p.name} · ${formatMoney(p.price.amount, p.price.currency)}`,
                      }))}
                      value={priceId}
                      onChange={setPriceId}
                      style={{ flex: 1, minWidth: 220 }}
                    />
                    <Button
                      disabled={!priceId}
                      loading={action.isPending}
                      onClick={() => priceId && run({ action: 'change-plan', priceId }, 'Your plan was changed.')}
                    >
                      Change plan
                    </Button>
                  </Group>
                </Stack>
              </Card>
              <Card withBorder radius="md" p="lg">
                <form
                  noValidate
                  onSubmit={cardForm.onSubmit(async (card) => {
                    if (await run({ action: 'update-card', card }, 'Your card was updated.')) cardForm.reset();
                  })}
                >
                  <Stack gap="sm">
                    <Title order={2} fz="md">
                      Update card
                    </Title>
                    <CardFields form={cardForm} />
                    <Button type="submit" w="fit-content" loading={action.isPending}>
                      Save card
                    </Button>
                  </Stack>
                </form>
              </Card>
              <Card withBorder radius="md" p="lg">
                <Stack gap="sm">
                  <Title order={2} fz="md">
                    Cancel subscription
                  </Title>
                  {sub.cancelAtPeriodEnd ? (
                    <Button variant="light" w="fit-content" onClick={() => run({ action: 'resume' }, 'Your subscription will renew.')}>
                      Keep my subscription
                    </Button>
                  ) : (
                    <Button
                      color="red"
                      variant="light"
                      w="fit-content"
                      onClick={() => run({ action: 'cancel' }, `Your subscription ends on ${formatDate(sub.currentPeriodEnd)}.`)}
                    >
                      Cancel at the end of the period
                    </Button>
                  )}
                </Stack>
              </Card>
              <Card withBorder radius="md" p="lg" bg="grape.0">
                <Stack gap="sm">
                  <Title order={2} fz="md">
                    Demo time travel
                  </Title>
                  <Text size="sm">
                    Jump to the end of the current period: the trial ends, the subscription renews, or a canceled one ends.
                  </Text>
                  <Button
                    color="grape"
                    variant="light"
                    w="fit-content"
                    onClick={() => run({ action: 'end-period' }, 'The period has ended.')}
                  >
                    End the current period now
                  </Button>
                </Stack>
              </Card>
            </>
          ) : null}
          <Button component={Link} to={paths.employer.subscription} variant="default" w="fit-content">
            Return to TalentMatch
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
