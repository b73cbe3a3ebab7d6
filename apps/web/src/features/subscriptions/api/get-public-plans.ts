import type { PublicPlans } from '@talentmatch/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const FETCH_PUBLIC_PLANS = 'An error occurred while fetching the prices.';

/** GET api/subscription/plans: every plan with its price, for anyone (the employer landing page). */
function getPublicPlans(): Promise<PublicPlans> {
  return apiRequest<PublicPlans>('/api/subscription/plans', { defaultMessage: FETCH_PUBLIC_PLANS });
}

export function usePublicPlans() {
  return useQuery({ queryKey: queryKeys.subscription.publicPlans(), queryFn: getPublicPlans, staleTime: 60 * 60_000 });
}
