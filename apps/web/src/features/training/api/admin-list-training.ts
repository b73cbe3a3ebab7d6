import type { AdminTrainingList, AdminTrainingQuery } from '@talentmatch/shared/training';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toQuery } from './params.ts';

/** GET api/admin/training: every item with views, completions and completion rate. */
function listAdminTraining(params: AdminTrainingQuery): Promise<AdminTrainingList> {
  return apiRequest<AdminTrainingList>(`/api/admin/training?${toQuery({ ...params })}`, {
    defaultMessage: 'An error occurred while fetching career advice.',
  });
}

export function useAdminTraining(params: AdminTrainingQuery) {
  return useQuery({
    queryKey: queryKeys.training.adminList({ ...params }),
    queryFn: () => listAdminTraining(params),
    placeholderData: keepPreviousData,
  });
}
