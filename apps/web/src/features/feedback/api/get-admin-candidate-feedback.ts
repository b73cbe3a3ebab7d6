import { FEEDBACK_MESSAGES, type AdminCandidateFeedback } from '@talentmatch/shared/feedback';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/admin/candidates/{id}/feedback: one candidate's feedback and approved average. */
function getAdminCandidateFeedback(id: string): Promise<AdminCandidateFeedback> {
  return apiRequest<AdminCandidateFeedback>(`/api/admin/candidates/${encodeURIComponent(id)}/feedback`, {
    defaultMessage: FEEDBACK_MESSAGES.fetchError,
  });
}

export function useAdminCandidateFeedback(id: string) {
  return useQuery({ queryKey: queryKeys.feedback.adminCandidate(id), queryFn: () => getAdminCandidateFeedback(id), enabled: Boolean(id) });
}
