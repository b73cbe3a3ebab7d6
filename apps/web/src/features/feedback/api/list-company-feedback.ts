import { FEEDBACK_MESSAGES, type FeedbackList } from '@talentmatch/shared/feedback';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface CompanyFeedbackParams {
  view: 'pending' | 'given' | 'all';
  page: number;
  pageSize?: number;
}

/** GET api/feedback: the company's pending tasks and the feedback it gave. */
function listCompanyFeedback(params: CompanyFeedbackParams): Promise<FeedbackList> {
  const query = new URLSearchParams({ view: params.view, page: String(params.page), pageSize: String(params.pageSize ?? 25) });
  return apiRequest<FeedbackList>(`/api/feedback?${query}`, { defaultMessage: FEEDBACK_MESSAGES.fetchError });
}

export function useCompanyFeedback(params: CompanyFeedbackParams) {
  return useQuery({
    queryKey: queryKeys.feedback.company({ ...params }),
    queryFn: () => listCompanyFeedback(params),
    placeholderData: keepPreviousData,
  });
}
