import { SURVEY_MESSAGES } from '@talentmatch/shared/surveys';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';

/** POST api/survey/{id}/skip: records the skip, so the survey is not offered again. */
function skipSurvey(id: string): Promise<void> {
  return apiRequest<void>(`/api/survey/${encodeURIComponent(id)}/skip`, { method: 'POST', defaultMessage: SURVEY_MESSAGES.skipError });
}

export function useSkipSurvey() {
  return useMutation({ mutationFn: skipSurvey });
}
