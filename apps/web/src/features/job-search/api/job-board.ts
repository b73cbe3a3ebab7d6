import type { JobCard, JobDetail, JobSearchResult } from '@talentmatch/shared/matching';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type JobSearchParams = Record<string, string | number | boolean>;

const toQuery = (params: JobSearchParams) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== '' && value !== false) query.set(key, String(value));
  return query.toString();
};

/** GET api/job-board/jobs (candidate/jobs) */
function searchJobs(params: JobSearchParams): Promise<JobSearchResult> {
  return apiRequest<JobSearchResult>(`/api/job-board/jobs?${toQuery(params)}`, {
    defaultMessage: 'An error occurred while searching jobs.',
  });
}
export function useJobSearch(params: JobSearchParams) {
  return useQuery({ queryKey: queryKeys.jobBoard.search(params), queryFn: () => searchJobs(params), placeholderData: keepPreviousData });
}

/** GET api/job-board/recommended */
function getRecommendedJobs(): Promise<{ items: JobCard[] }> {
  return apiRequest<{ items: JobCard[] }>('/api/job-board/recommended?limit=4', {
    defaultMessage: 'An error occurred while fetching recommended jobs.',
  });
}
export function useRecommendedJobs() {
  return useQuery({ queryKey: queryKeys.jobBoard.recommended(), queryFn: getRecommendedJobs });
}

/** GET api/job-board/jobs/{id} (candidate/jobs/{id}) */
function getBoardJob(id: string): Promise<JobDetail> {
  return apiRequest<JobDetail>(`/api/job-board/jobs/${encodeURIComponent(id)}`, {
    defaultMessage: 'An error occurred while fetching the job.',
  });
}
export function useBoardJob(id: string) {
  return useQuery({ queryKey: queryKeys.jobBoard.job(id), queryFn: () => getBoardJob(id), retry: false });
}
