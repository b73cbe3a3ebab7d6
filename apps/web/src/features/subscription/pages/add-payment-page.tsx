import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../shell/components/page-header.tsx';
import { useSubscription } from '../api/get-subscription.ts';
import { openBillingPortal } from '../api/open-billing-portal.ts';
import { goToUrl } from '../components/go-to-url.ts';

/** /subscription/add-payment: a card is added at checkout, and changed in the billing portal. */
export function AddPaymentPage() {
  const subscription = useSubscription();
  async function openPortal() {
    const result = await runAction(openBillingPortal);
    if (result.ok) goToUrl(result.value.url);
  }
  const hasSubscription = Boolean(subscription.data?.plan);
  return (
    <>
      <PageHeader title="Add Payment Method" />
      <Card withBorder radius="md" p="lg" maw={640}>
        {subscription.isPending ? (
          <Loader />
        ) : (
          <Stack gap="md">
            <Group gap="sm">
              <IconCreditCard aria-hidden />
              <Text fw={700}>{subscription.data?.hasPaymentMethod ? 'A card is on file' : 'No card on file yet'}</Text>
            </Group>
            {hasSubscription ? (
              <>
                <Text size="sm" c="dimmed">
                  Replace the card, see invoices or change the plan in the billing portal.
                </Text>
                <Button onClick={openPortal} w="fit-content">
                  Update card in billing portal
                </Button>
              </>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  Your card is added when you choose a plan. If you are on the free trial you keep the remaining days: the card is charged when the
                  trial ends.
                </Text>
                <Button component={Link} to={paths.subscriptionCreate} w="fit-content">
                  Choose Plan
                </Button>
              </>
            )}
          </Stack>
        )}
      </Card>
    </>
  );
}
