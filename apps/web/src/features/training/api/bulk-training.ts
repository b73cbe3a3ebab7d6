import type { TrainingBulkAction } from '@talentmatch/shared/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while changing the career advice.';

/** POST api/admin/training/bulk: publish, unpublish or archive the chosen items. */
function bulkTraining(body: { action: TrainingBulkAction; ids: string[] }): Promise<{ updated: number }> {
  return apiRequest(`/api/admin/training/bulk`, { method: 'POST', body, errorPrefix: MESSAGE, defaultMessage: MESSAGE });
}

export function useBulkTraining() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkTraining, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.training.all() }) });
}
