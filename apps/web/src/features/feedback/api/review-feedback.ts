import { FEEDBACK_MESSAGES, type Feedback } from '@talentmatch/shared/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST api/admin/feedback/{id}/approve or …/reject with a reason. */
function reviewFeedback(
  input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string },
): Promise<Feedback> {
  const url = `/api/admin/feedback/${encodeURIComponent(input.id)}/${input.decision}`;
  return apiRequest<Feedback>(url, {
    method: 'POST',
    body: input.decision === 'reject' ? { reason: input.reason } : undefined,
    errorPrefix: FEEDBACK_MESSAGES.reviewError,
    defaultMessage: FEEDBACK_MESSAGES.reviewError,
  });
}

export function useReviewFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedback.all() }),
  });
}
