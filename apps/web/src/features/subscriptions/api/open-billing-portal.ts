import type { RedirectResponse } from '@talentmatch/shared/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { forCompany } from '../acting-company.ts';

const OPEN_PORTAL = 'An error occurred while opening the billing portal.';

/** `POST api/subscription/portal`: where the provider's billing portal is. */
function openBillingPortal(): Promise<RedirectResponse> {
  return apiRequest<RedirectResponse>(forCompany('/api/subscription/portal'), { method: 'POST', defaultMessage: OPEN_PORTAL });
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
