import type { TrialStatus } from '@talentmatch/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { forCompany } from '../acting-company.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const FETCH_TRIAL_STATUS = 'An error occurred while fetching the trial status.';

function getTrialStatus(): Promise<TrialStatus> {
  return apiRequest<TrialStatus>(forCompany('/api/subscription/trial-status'), { defaultMessage: FETCH_TRIAL_STATUS });
}

export function useTrialStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.subscription.trialStatus(), queryFn: getTrialStatus, enabled: options.enabled ?? true });
}
