import type { DemoCardBody, DemoCheckoutSession, RedirectResponse } from '@talentmatch/shared/subscriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { forCompany } from '../acting-company.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const FETCH_DEMO_CHECKOUT = 'An error occurred while opening the demo checkout.';
const PAY_DEMO_CHECKOUT = 'The payment did not go through';

function getDemoCheckout(id: string): Promise<DemoCheckoutSession> {
  return apiRequest<DemoCheckoutSession>(forCompany(`/api/subscription/demo/checkout/${encodeURIComponent(id)}`), {
    defaultMessage: FETCH_DEMO_CHECKOUT,
  });
}

export function useDemoCheckout(id: string) {
  return useQuery({ queryKey: queryKeys.subscription.demoCheckout(id), queryFn: () => getDemoCheckout(id), enabled: Boolean(id) });
}

function payDemoCheckout(input: { id: string; card: DemoCardBody }): Promise<RedirectResponse> {
  return apiRequest<RedirectResponse>(forCompany(`/api/subscription/demo/checkout/${encodeURIComponent(input.id)}/pay`), {
    method: 'POST',
    body: input.card,
    errorPrefix: PAY_DEMO_CHECKOUT,
    defaultMessage: PAY_DEMO_CHECKOUT,
  });
}

export function usePayDemoCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payDemoCheckout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all() }),
  });
}
