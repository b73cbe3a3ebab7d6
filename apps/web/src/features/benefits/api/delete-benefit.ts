import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while deleting the benefit.';

/** DELETE api/benefits/{id}: 409 while companies offer it. */
function deleteBenefit(id: string): Promise<void> {
  return apiRequest<void>(`/api/benefits/${encodeURIComponent(id)}`, { method: 'DELETE', defaultMessage: MESSAGE });
}

export function useDeleteBenefit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBenefit, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.benefits.all() }) });
}
