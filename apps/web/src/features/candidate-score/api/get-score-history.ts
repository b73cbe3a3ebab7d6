import type { ScoreHistory } from '@talentmatch/shared/score';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/candidates/{id}/score/history (employer/candidates/scores/{id}). */
function getScoreHistory(candidateId: string): Promise<ScoreHistory> {
  return apiRequest<ScoreHistory>(`/api/candidates/${encodeURIComponent(candidateId)}/score/history`, {
    defaultMessage: "An error occurred while fetching the candidate's score history.",
  });
}

export function useScoreHistory(candidateId: string) {
  return useQuery({
    queryKey: queryKeys.employer.candidateScoreHistory(candidateId),
    queryFn: () => getScoreHistory(candidateId),
    retry: false,
  });
}
