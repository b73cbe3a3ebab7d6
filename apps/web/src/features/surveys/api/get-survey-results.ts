import { SURVEY_MESSAGES, type SurveyResults } from '@talentmatch/shared/surveys';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/survey/answers/{id}: the results of one survey. */
function getSurveyResults(id: string): Promise<SurveyResults> {
  return apiRequest<SurveyResults>(`/api/survey/answers/${encodeURIComponent(id)}`, { defaultMessage: SURVEY_MESSAGES.resultsError });
}

export function useSurveyResults(id: string) {
  return useQuery({ queryKey: queryKeys.surveys.results(id), queryFn: () => getSurveyResults(id), enabled: Boolean(id) });
}
