import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ActingCompanyChooser, useActingCompany } from '../components/acting-company-chooser.tsx';
import { useSubscription } from '../api/get-subscription.ts';
import { useOpenBillingPortal } from '../api/open-billing-portal.ts';
import { goToUrl } from '../components/go-to-url.ts';

/** /subscription/add-payment: a card is added at checkout, and changed in the billing portal. */
/** An administrator chooses the company first (docs/administration.md); everyone else acts for their own. */
export function AddPaymentPage() {
  const acting = useActingCompany();
  if (acting.isAdmin && !acting.company)
    return (
      <>
        <PageHeader title="Add Payment Method" description="Choose the company you are acting for." />
        <ActingCompanyChooser company={null} onChoose={acting.choose} />
      </>
    );
  return (
    <>
      {acting.isAdmin ? <ActingCompanyChooser company={acting.company} onChoose={acting.choose} /> : null}
      <AddPaymentPageContent key={acting.company?.id ?? 'own'} />
    </>
  );
}

function AddPaymentPageContent() {
  const subscription = useSubscription();
  const portal = useOpenBillingPortal();
  async function openPortal() {
    const result = await runAction(() => portal.mutateAsync());
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
                  Your card is added when you choose a plan. If you are on the free trial you keep the remaining days: the card is charged
                  when the trial ends.
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
