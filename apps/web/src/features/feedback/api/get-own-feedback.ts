import { FEEDBACK_MESSAGES, type CandidateFeedbackView } from '@talentmatch/shared/feedback';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/candidate/feedback: the candidate's approved feedback with the companies' names. */
function getOwnFeedback(): Promise<CandidateFeedbackView> {
  return apiRequest<CandidateFeedbackView>('/api/candidate/feedback', { defaultMessage: FEEDBACK_MESSAGES.fetchError });
}

export function useOwnFeedback() {
  return useQuery({ queryKey: queryKeys.feedback.own(), queryFn: getOwnFeedback });
}
