import type { HiringStatus, JobCandidateList } from '@talentmatch/shared/hiring';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface JobCandidatesParams {
  status: HiringStatus | 'all';
  page: number;
  pageSize: number;
  /** only this candidate's application (the employer's page of one candidate for the job) */
  candidateId?: string;
}

/** The first page of all statuses: the status page's opening view, and where the job page reads its count. */
export const JOB_CANDIDATES_PAGE_SIZE = 20;
export const FIRST_JOB_CANDIDATES_PAGE: JobCandidatesParams = { status: 'all', page: 1, pageSize: JOB_CANDIDATES_PAGE_SIZE };

/** GET api/jobs/{id}/candidates (employer): the job's pipeline with counts per status. */
function getJobCandidates(jobId: string, params: JobCandidatesParams): Promise<JobCandidateList> {
  const query = new URLSearchParams({ status: params.status, page: String(params.page), pageSize: String(params.pageSize) });
  if (params.candidateId) query.set('candidateId', params.candidateId);
  return apiRequest<JobCandidateList>(`/api/jobs/${encodeURIComponent(jobId)}/candidates?${query}`, {
    defaultMessage: 'An error occurred while fetching the candidates of this job.',
  });
}

export function useJobCandidates(jobId: string, params: JobCandidatesParams) {
  return useQuery({
    queryKey: queryKeys.applications.jobCandidates(jobId, { ...params }),
    queryFn: () => getJobCandidates(jobId, params),
    enabled: Boolean(jobId),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
