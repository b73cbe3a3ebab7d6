import { FEEDBACK_MESSAGES, type FeedbackSummary } from '@talentmatch/shared/feedback';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/candidates/{id}/feedback-summary: the approved average and count, never the comments. */
function getFeedbackSummary(candidateId: string): Promise<FeedbackSummary> {
  return apiRequest<FeedbackSummary>(`/api/candidates/${encodeURIComponent(candidateId)}/feedback-summary`, {
    defaultMessage: FEEDBACK_MESSAGES.fetchError,
  });
}

export function useFeedbackSummary(candidateId: string) {
  return useQuery({
    queryKey: queryKeys.feedback.summary(candidateId),
    queryFn: () => getFeedbackSummary(candidateId),
    enabled: Boolean(candidateId),
  });
}
