import type { TrainingItemAdmin, TrainingItemBody } from '@talentmatch/shared/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while saving the career advice.';

/** POST api/admin/training (no id) or PUT api/admin/training/{id}. */
function saveTraining({ id, body }: { id?: string; body: TrainingItemBody }): Promise<TrainingItemAdmin> {
  return apiRequest<TrainingItemAdmin>(id ? `/api/admin/training/${encodeURIComponent(id)}` : '/api/admin/training', {
    method: id ? 'PUT' : 'POST',
    body,
    errorPrefix: MESSAGE,
    defaultMessage: MESSAGE,
  });
}

export function useSaveTraining() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTraining, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.training.all() }) });
}
