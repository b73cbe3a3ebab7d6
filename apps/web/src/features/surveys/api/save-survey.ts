import { SURVEY_MESSAGES, type Survey, type SurveyBodyInput } from '@talentmatch/shared/surveys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST api/admin/surveys (no id) or PUT api/admin/surveys/{id}. */
function saveSurvey({ id, body }: { id?: string; body: SurveyBodyInput }): Promise<Survey> {
  return apiRequest<Survey>(id ? `/api/admin/surveys/${encodeURIComponent(id)}` : '/api/admin/surveys', {
    method: id ? 'PUT' : 'POST',
    body,
    errorPrefix: SURVEY_MESSAGES.saveError,
    defaultMessage: SURVEY_MESSAGES.saveError,
  });
}

export function useSaveSurvey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSurvey, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.surveys.all() }) });
}
