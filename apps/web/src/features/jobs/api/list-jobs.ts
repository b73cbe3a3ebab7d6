import type { JobList, JobStatus } from '@talentmatch/shared/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface JobListParams {
  status?: JobStatus | 'all';
  search?: string;
  companyId?: string;
  page?: number;
  pageSize?: number;
}

const toQuery = (params: JobListParams) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return query;
};

/** GET api/jobs: the employer's company's jobs with counts per status. */
function listJobs(params: JobListParams): Promise<JobList> {
  return apiRequest<JobList>(`/api/jobs?${toQuery(params)}`, { defaultMessage: 'An error occurred while fetching your jobs.' });
}

export function useJobs(params: JobListParams) {
  return useQuery({ queryKey: queryKeys.jobs.list({ ...params }), queryFn: () => listJobs(params), placeholderData: keepPreviousData });
}

/** GET api/admin/jobs: every job (administrators). */
function listAdminJobs(params: JobListParams): Promise<JobList> {
  return apiRequest<JobList>(`/api/admin/jobs?${toQuery(params)}`, { defaultMessage: 'An error occurred while fetching the jobs.' });
}

export function useAdminJobs(params: JobListParams) {
  return useQuery({
    queryKey: queryKeys.jobs.adminList({ ...params }),
    queryFn: () => listAdminJobs(params),
    placeholderData: keepPreviousData,
  });
}
