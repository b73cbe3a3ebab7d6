import { SURVEY_MESSAGES } from '@talentmatch/shared/surveys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE api/admin/surveys/{id}: drafts only. */
function deleteSurvey(id: string): Promise<void> {
  return apiRequest<void>(`/api/admin/surveys/${encodeURIComponent(id)}`, { method: 'DELETE', defaultMessage: SURVEY_MESSAGES.saveError });
}

export function useDeleteSurvey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSurvey, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.surveys.all() }) });
}
