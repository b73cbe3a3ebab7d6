import type { SubscriptionConfig } from '@talentmatch/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { forCompany } from '../acting-company.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const FETCH_SUBSCRIPTION_CONFIG = 'An error occurred while fetching the plans.';

function getSubscriptionConfig(): Promise<SubscriptionConfig> {
  return apiRequest<SubscriptionConfig>(forCompany('/api/subscription/config'), { defaultMessage: FETCH_SUBSCRIPTION_CONFIG });
}

export function useSubscriptionConfig(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.subscription.config(),
    queryFn: getSubscriptionConfig,
    enabled: options.enabled ?? true,
    staleTime: 5 * 60_000,
  });
}
