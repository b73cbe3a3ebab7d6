import { SURVEY_MESSAGES, type Survey } from '@talentmatch/shared/surveys';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/admin/surveys/{id}. */
function getAdminSurvey(id: string): Promise<Survey> {
  return apiRequest<Survey>(`/api/admin/surveys/${encodeURIComponent(id)}`, { defaultMessage: SURVEY_MESSAGES.fetchError });
}

export function useAdminSurvey(id: string | undefined) {
  return useQuery({ queryKey: queryKeys.surveys.adminDetail(id ?? ''), queryFn: () => getAdminSurvey(id ?? ''), enabled: Boolean(id) });
}
