import type { TrainingItemAdmin } from '@talentmatch/shared/training';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/admin/training/{id}: the whole item, quiz answers included. */
function getAdminTraining(id: string): Promise<TrainingItemAdmin> {
  return apiRequest<TrainingItemAdmin>(`/api/admin/training/${encodeURIComponent(id)}`, {
    defaultMessage: 'An error occurred while fetching this career advice.',
  });
}

export function useAdminTrainingItem(id: string | null) {
  return useQuery({ queryKey: queryKeys.training.adminItem(id ?? ''), queryFn: () => getAdminTraining(id ?? ''), enabled: Boolean(id) });
}
