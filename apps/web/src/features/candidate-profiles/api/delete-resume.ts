import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function deleteResume(): Promise<void> {
  return apiRequest<void>('/api/candidate/profile/resume', {
    method: 'DELETE',
    defaultMessage: 'An error occurred while deleting your resume.',
  });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteResume, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.candidate.all() }) });
}
