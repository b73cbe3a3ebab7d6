import { FEEDBACK_MESSAGES, type Feedback } from '@talentmatch/shared/feedback';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/feedback/task?candidateId=&jobId=&interviewId=: the task the create page fills in (a hire's or an interview's). */
function getFeedbackTask(candidateId: string, jobId: string, interviewId: string): Promise<Feedback> {
  const query = new URLSearchParams({ candidateId, jobId, ...(interviewId ? { interviewId } : {}) });
  return apiRequest<Feedback>(`/api/feedback/task?${query}`, { defaultMessage: FEEDBACK_MESSAGES.fetchError });
}

export function useFeedbackTask(candidateId: string, jobId: string, interviewId = '') {
  return useQuery({
    queryKey: queryKeys.feedback.task(candidateId, jobId, interviewId),
    queryFn: () => getFeedbackTask(candidateId, jobId, interviewId),
    enabled: Boolean(candidateId && jobId),
    retry: false,
  });
}
