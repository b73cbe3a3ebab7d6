import { SURVEY_MESSAGES, type SurveyToAnswer } from '@talentmatch/shared/surveys';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/survey/{id}: the survey to answer. */
function getSurvey(id: string): Promise<SurveyToAnswer> {
  return apiRequest<SurveyToAnswer>(`/api/survey/${encodeURIComponent(id)}`, { defaultMessage: SURVEY_MESSAGES.fetchError });
}

export function useSurveyToAnswer(id: string) {
  return useQuery({ queryKey: queryKeys.surveys.toAnswer(id), queryFn: () => getSurvey(id), enabled: Boolean(id), retry: false });
}
