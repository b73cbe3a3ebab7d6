import { FEEDBACK_MESSAGES, type FeedbackList, type FeedbackStatus } from '@talentmatch/shared/feedback';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AdminFeedbackParams {
  status?: FeedbackStatus | '';
  companyId?: string;
  candidateId?: string;
  rating?: string;
  from?: string;
  to?: string;
  search?: string;
  page: number;
  pageSize?: number;
}

/** GET api/admin/feedback: every feedback, filtered. */
function listAllFeedback(params: AdminFeedbackParams): Promise<FeedbackList> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return apiRequest<FeedbackList>(`/api/admin/feedback?${query}`, { defaultMessage: FEEDBACK_MESSAGES.fetchError });
}

export function useAllFeedback(params: AdminFeedbackParams) {
  return useQuery({
    queryKey: queryKeys.feedback.admin({ ...params }),
    queryFn: () => listAllFeedback(params),
    placeholderData: keepPreviousData,
  });
}
