import type { CheckoutBody, RedirectResponse } from '@talentmatch/shared/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { forCompany } from '../acting-company.ts';

const START_CHECKOUT = 'An error occurred while starting the checkout.';

/** `POST api/subscription/checkout`: where the provider's checkout page is. */
function startCheckout(body: CheckoutBody): Promise<RedirectResponse> {
  return apiRequest<RedirectResponse>(forCompany('/api/subscription/checkout'), {
    method: 'POST',
    body,
    errorPrefix: START_CHECKOUT,
    defaultMessage: START_CHECKOUT,
  });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
