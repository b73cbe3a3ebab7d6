import { required } from '@talentmatch/shared/required';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { PlanView } from '@talentmatch/shared/subscriptions';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ActingCompanyChooser, useActingCompany } from '../components/acting-company-chooser.tsx';
import { useSubscriptionConfig } from '../api/get-subscription-config.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';
import { useTrialStatus } from '../api/get-trial-status.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { goToUrl } from '../components/go-to-url.ts';
import { PlanChooser } from '../components/plan-chooser.tsx';
import { subscriptionStatusLabel } from '@talentmatch/shared/subscription-status';

/** /subscription/create: choose one of the company's plans, then the provider's checkout. */
/** An administrator chooses the company first (docs/administration.md); everyone else acts for their own. */
export function CreateSubscriptionPage() {
  const acting = useActingCompany();
  if (acting.isAdmin && !acting.company)
    return (
      <>
        <PageHeader title="Choose a plan" description="Choose the company you are acting for." />
        <ActingCompanyChooser company={null} onChoose={acting.choose} />
      </>
    );
  return (
    <>
      {acting.isAdmin ? <ActingCompanyChooser company={acting.company} onChoose={acting.choose} /> : null}
      <CreateSubscriptionPageContent key={acting.company?.id ?? 'own'} />
    </>
  );
}

function CreateSubscriptionPageContent() {
  const [params] = useSearchParams();
  const config = useSubscriptionConfig();
  const status = useSubscriptionStatus();
  const trial = useTrialStatus({ enabled: status.data === 'trialing' });
  const checkout = useStartCheckout();
  const [busyPriceId, setBusyPriceId] = useState<string | null>(null);

  async function choose(plan: PlanView) {
    setBusyPriceId(plan.priceId);
    const result = await runAction(() => checkout.mutateAsync({ priceId: plan.priceId }));
    if (result.ok) goToUrl(result.value.url);
    else setBusyPriceId(null);
  }

  const lapsed = status.data && !['active', 'trialing', 'disabled'].includes(status.data);
  const daysLeft = trial.data?.daysRemaining;
  return (
    <>
      <PageHeader
        title="Choose a plan"
        description="Pick the size that fits your hiring. Change or cancel any time in the billing portal."
      />
      <Stack gap="md">
        {params.get('canceled') ? (
          <Alert color="gray" variant="light" icon={<IconInfoCircle />}>
            Checkout was canceled; nothing was charged.
          </Alert>
        ) : null}
        {lapsed && status.data ? (
          <Alert color="orange" variant="light" icon={<IconInfoCircle />} data-testid="lapsed-notice">
            Your subscription is {subscriptionStatusLabel(required(status.data)).toLowerCase()}. Choose a plan to continue posting jobs and
            talking to candidates.
          </Alert>
        ) : null}
        {status.data === 'trialing' && daysLeft !== undefined && daysLeft > 2 ? (
          <Text c="dimmed" size="sm">
            You keep the rest of your free trial: your card is charged when the trial ends.
          </Text>
        ) : null}
        {config.isPending ? <Loader aria-label="Loading plans" /> : null}
        {config.error ? (
          <Alert color="red" variant="light" role="alert">
            {config.error.message}
          </Alert>
        ) : null}
        {config.data ? (
          <PlanChooser
            plans={config.data.plans}
            nonprofit={config.data.nonprofitEligible}
            seatsInUse={config.data.seatsInUse}
            busyPriceId={busyPriceId}
            onChoose={choose}
          />
        ) : null}
      </Stack>
    </>
  );
}
