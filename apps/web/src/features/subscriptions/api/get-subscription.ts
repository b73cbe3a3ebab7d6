import type { SubscriptionOverview } from '@talentmatch/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { forCompany } from '../acting-company.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const FETCH_SUBSCRIPTION = 'An error occurred while fetching your subscription.';

/** `GET api/subscription`: plan, status, renewal date and usage of the employer's company. */
export function getSubscription(): Promise<SubscriptionOverview> {
  return apiRequest<SubscriptionOverview>(forCompany('/api/subscription'), { defaultMessage: FETCH_SUBSCRIPTION });
}

export function useSubscription() {
  return useQuery({ queryKey: queryKeys.subscription.overview(), queryFn: getSubscription });
}
