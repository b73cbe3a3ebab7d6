import { FEEDBACK_MESSAGES, type Feedback } from '@talentmatch/shared/feedback';
import type { FeedbackBody } from '@talentmatch/shared/feedback-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST api/feedback: give the feedback, or resubmit it after a rejection. */
function submitFeedback(body: FeedbackBody): Promise<Feedback> {
  return apiRequest<Feedback>('/api/feedback', {
    method: 'POST',
    body,
    errorPrefix: FEEDBACK_MESSAGES.saveError,
    defaultMessage: FEEDBACK_MESSAGES.saveError,
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedback.all() }),
  });
}
