import type { CandidateDetail, CandidateSearchResult, EmployerJobOption } from '@talentmatch/shared/matching';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type CandidateSearchParams = Record<string, string | number | boolean>;

/** GET api/candidates (employer/candidates) */
function searchCandidates(params: CandidateSearchParams): Promise<CandidateSearchResult> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== '' && value !== false) query.set(key, String(value));
  return apiRequest<CandidateSearchResult>(`/api/candidates?${query}`, { defaultMessage: 'An error occurred while searching candidates.' });
}
export function useCandidateSearch(params: CandidateSearchParams) {
  return useQuery({
    queryKey: queryKeys.employer.candidateSearch(params),
    queryFn: () => searchCandidates(params),
    placeholderData: keepPreviousData,
  });
}

/** GET api/candidates/ranking-jobs: the company's jobs to rank against */
function getRankingJobs(): Promise<EmployerJobOption[]> {
  return apiRequest<EmployerJobOption[]>('/api/candidates/ranking-jobs', { defaultMessage: 'An error occurred while fetching your jobs.' });
}
export function useRankingJobs() {
  return useQuery({ queryKey: queryKeys.employer.rankingJobs(), queryFn: getRankingJobs });
}

/** GET api/candidates/{id}?jobId= (employer/candidates/{id}/{jobId?}) */
function getCandidate(id: string, jobId: string): Promise<CandidateDetail> {
  const q = jobId ? `?jobId=${encodeURIComponent(jobId)}` : '';
  return apiRequest<CandidateDetail>(`/api/candidates/${encodeURIComponent(id)}${q}`, {
    defaultMessage: 'An error occurred while fetching the candidate.',
  });
}
export function useCandidate(id: string, jobId: string) {
  // The resume link inside expires after 10 minutes; refetch before that.
  return useQuery({
    queryKey: queryKeys.employer.candidate(id, jobId),
    queryFn: () => getCandidate(id, jobId),
    retry: false,
    staleTime: 5 * 60_000,
    refetchInterval: 8 * 60_000,
  });
}
