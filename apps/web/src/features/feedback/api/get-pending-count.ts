import { FEEDBACK_MESSAGES } from '@talentmatch/shared/feedback';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/feedback/pending-count: tasks waiting for the company's feedback (rejected ones to edit included). */
function getPendingFeedbackCount(): Promise<{ count: number }> {
  return apiRequest<{ count: number }>('/api/feedback/pending-count', { defaultMessage: FEEDBACK_MESSAGES.fetchError });
}

export function usePendingFeedbackCount(enabled = true) {
  return useQuery({
    queryKey: queryKeys.feedback.pendingCount(),
    queryFn: getPendingFeedbackCount,
    select: (data) => data.count,
    enabled,
    staleTime: 60_000,
  });
}
