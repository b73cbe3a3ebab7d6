import type { CandidateScore } from '@talentmatch/shared/score';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getCandidateScore(): Promise<CandidateScore> {
  return apiRequest<CandidateScore>('/api/candidate/score', { defaultMessage: 'An error occurred while fetching your score.' });
}

export function useCandidateScore() {
  return useQuery({ queryKey: queryKeys.candidate.score(), queryFn: getCandidateScore });
}
