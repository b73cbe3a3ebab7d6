import { SURVEY_MESSAGES, type SurveyAnswersOverview } from '@talentmatch/shared/surveys';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/survey/answers/all: every survey's answer counts and the latest answers. */
function getAnswersOverview(params: { page: number; pageSize: number }): Promise<SurveyAnswersOverview> {
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  return apiRequest<SurveyAnswersOverview>(`/api/survey/answers/all?${query}`, { defaultMessage: SURVEY_MESSAGES.resultsError });
}

export function useAnswersOverview(params: { page: number; pageSize: number }) {
  return useQuery({ queryKey: queryKeys.surveys.overview({ ...params }), queryFn: () => getAnswersOverview(params) });
}
