import { SURVEY_MESSAGES, type Survey, type SurveyStatus } from '@talentmatch/shared/surveys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST api/admin/surveys/{id}/status: open, close or reopen. */
function setSurveyStatus({ id, status }: { id: string; status: SurveyStatus }): Promise<Survey> {
  return apiRequest<Survey>(`/api/admin/surveys/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
    defaultMessage: SURVEY_MESSAGES.saveError,
  });
}

export function useSetSurveyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSurveyStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.surveys.all() }),
  });
}
