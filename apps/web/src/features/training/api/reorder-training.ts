import type { AdminTrainingList } from '@talentmatch/shared/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while saving the order.';

/** PUT api/admin/training/order: every item's id, in the new order. */
function reorderTraining(ids: string[]): Promise<AdminTrainingList> {
  return apiRequest<AdminTrainingList>('/api/admin/training/order', {
    method: 'PUT',
    body: { ids },
    errorPrefix: MESSAGE,
    defaultMessage: MESSAGE,
  });
}

export function useReorderTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderTraining,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.training.all() }),
  });
}
