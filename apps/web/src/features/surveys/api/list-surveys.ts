import { SURVEY_MESSAGES, type SurveyList, type SurveyStatus } from '@talentmatch/shared/surveys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SurveyListParams {
  status?: SurveyStatus | '';
  page: number;
  pageSize?: number;
}

/** GET api/admin/surveys. */
function listSurveys(params: SurveyListParams): Promise<SurveyList> {
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize ?? 25) });
  if (params.status) query.set('status', params.status);
  return apiRequest<SurveyList>(`/api/admin/surveys?${query}`, { defaultMessage: SURVEY_MESSAGES.fetchError });
}

export function useSurveys(params: SurveyListParams) {
  return useQuery({
    queryKey: queryKeys.surveys.adminList({ ...params }),
    queryFn: () => listSurveys(params),
    placeholderData: keepPreviousData,
  });
}
