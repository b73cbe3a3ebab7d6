import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import type { SubscriptionStatus } from '@talentmatch/shared/subscription-status';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { forCompany } from '../acting-company.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET api/subscription/status`: one of the §3 status values. */
function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return apiRequest<SubscriptionStatus>(forCompany('/api/subscription/status'), {
    defaultMessage: ACTION_MESSAGES.fetchSubscriptionStatus,
  });
}

export function useSubscriptionStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.subscription.status(), queryFn: getSubscriptionStatus, enabled: options.enabled ?? true });
}
