import type { MyTraining } from '@talentmatch/shared/training';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/training: recommended, in progress and completed career advice. */
function getMyTraining(): Promise<MyTraining> {
  return apiRequest<MyTraining>('/api/training', { defaultMessage: 'An error occurred while fetching your career advice.' });
}

export function useMyTraining() {
  return useQuery({ queryKey: queryKeys.training.mine(), queryFn: getMyTraining });
}
