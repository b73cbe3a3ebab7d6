import { Alert, Anchor, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { demoCardBody, type DemoCardBody } from '@talentmatch/shared/subscriptions';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { validateWith } from '../../../lib/form-validation.ts';
import { ApiError, errorMessage } from '../../../lib/http-client.ts';
import { useDemoCheckout, usePayDemoCheckout } from '../api/demo-checkout.ts';
import { CardFields, EMPTY_CARD } from '../components/card-fields.tsx';
import { DemoNotice } from '../components/demo-notice.tsx';
import { formatMoney } from '../components/format.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { goToUrl } from '../components/go-to-url.ts';

/** The demo provider's checkout page (what Stripe Checkout is in production). */
export function DemoCheckoutPage() {
  const [params] = useSearchParams();
  const id = params.get('session') ?? '';
  const session = useDemoCheckout(id);
  const pay = usePayDemoCheckout();
  const [declined, setDeclined] = useState<string | null>(null);
  const form = useForm<DemoCardBody>({ initialValues: EMPTY_CARD, validate: validateWith<DemoCardBody>(demoCardBody) });

  async function submit(card: DemoCardBody) {
    setDeclined(null);
    try {
      const { url } = await pay.mutateAsync({ id, card });
      goToUrl(url);
    } catch (error) {
      // the provider's own words (e.g. "Your card was declined."), as Stripe Checkout shows them
      setDeclined(error instanceof ApiError && error.problem?.detail ? error.problem.detail : errorMessage(error));
    }
  }

  return (
    <Stack maw={560} mx="auto" gap={0}>
      <DemoNotice>
        No real payment happens here. Use <b>4242 4242 4242 4242</b> to pay, or <b>4000 0000 0000 0002</b> to see a declined card; any
        future expiry and any CVC.
      </DemoNotice>
      <Card withBorder radius="md" p="lg">
        {session.isPending && id ? <Loader /> : null}
        {!id || session.error ? (
          <Alert color="red" variant="light" role="alert">
            {session.error?.message ?? 'This checkout link is incomplete.'}
          </Alert>
        ) : null}
        {session.data ? (
          <Stack gap="md">
            <Stack gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Demo checkout
              </Text>
              <Title order={1} fz={22}>
                {session.data.plan.name}
              </Title>
              <Text fw={700} fz="lg">
                {formatMoney(session.data.plan.price.amount, session.data.plan.price.currency)} /{' '}
                {session.data.plan.interval === 'monthly' ? 'month' : 'year'}
              </Text>
              {session.data.trialEnd ? (
                <Text size="sm" c="dimmed">
                  Nothing is charged today: your free trial continues until {formatDate(session.data.trialEnd)}.
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  Charged today, then every {session.data.plan.interval === 'monthly' ? 'month' : 'year'}.
                </Text>
              )}
            </Stack>
            <Divider />
            {session.data.status !== 'open' ? (
              <Alert color="gray" variant="light">
                This checkout is already complete.{' '}
                <Anchor component={Link} to={paths.employer.subscription}>
                  See your subscription
                </Anchor>
                .
              </Alert>
            ) : (
              <form onSubmit={form.onSubmit(submit)} noValidate>
                <Stack gap="md">
                  {declined ? (
                    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" data-testid="payment-error">
                      {declined}
                    </Alert>
                  ) : null}
                  <CardFields form={form} />
                  <Group justify="space-between">
                    <Anchor component={Link} to={session.data.cancelUrl} size="sm">
                      Cancel
                    </Anchor>
                    <Button type="submit" loading={pay.isPending}>
                      {session.data.trialEnd ? 'Start subscription' : 'Pay'}
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </Stack>
        ) : null}
      </Card>
    </Stack>
  );
}
