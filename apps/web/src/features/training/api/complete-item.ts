import type { CompletionResult } from '@talentmatch/shared/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while marking this item complete.';

/** POST api/training/items/{id}/complete: once per item; raises the score's training component. */
function completeItem(id: string): Promise<CompletionResult> {
  return apiRequest<CompletionResult>(`/api/training/items/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    body: {},
    defaultMessage: MESSAGE,
  });
}

export function useCompleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeItem,
    onSuccess: async () => {
      // the dashboard's score and the report show the rise at once
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.training.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.candidate.all() }),
      ]);
    },
  });
}
