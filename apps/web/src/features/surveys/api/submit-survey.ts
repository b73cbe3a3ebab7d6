import { SURVEY_MESSAGES, type SurveySubmitBody } from '@talentmatch/shared/surveys';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';

/** POST api/survey: the one submission of the user's answers. */
function submitSurvey(body: SurveySubmitBody): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('/api/survey', {
    method: 'POST',
    body,
    errorPrefix: SURVEY_MESSAGES.submitError,
    defaultMessage: SURVEY_MESSAGES.submitError,
  });
}

export function useSubmitSurvey() {
  return useMutation({ mutationFn: submitSurvey });
}
