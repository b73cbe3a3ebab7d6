import { FEEDBACK_MESSAGES, type Feedback } from '@talentmatch/shared/feedback';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/feedback/task?candidateId=&jobId=: the task the create page fills in. */
function getFeedbackTask(candidateId: string, jobId: string): Promise<Feedback> {
  const query = new URLSearchParams({ candidateId, jobId });
  return apiRequest<Feedback>(`/api/feedback/task?${query}`, { defaultMessage: FEEDBACK_MESSAGES.fetchError });
}

export function useFeedbackTask(candidateId: string, jobId: string) {
  return useQuery({
    queryKey: queryKeys.feedback.task(candidateId, jobId),
    queryFn: () => getFeedbackTask(candidateId, jobId),
    enabled: Boolean(candidateId && jobId),
    retry: false,
  });
}
