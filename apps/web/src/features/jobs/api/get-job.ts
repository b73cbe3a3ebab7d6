import { required } from '@talentmatch/shared/required';
import type { Job, JobBody } from '@talentmatch/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const FETCH = 'An error occurred while fetching the job.';

/** GET api/jobs/{id} (own company) or api/admin/jobs/{id} (administrators). */
function getJob(id: string, admin = false): Promise<Job> {
  return apiRequest<Job>(`/api/${admin ? 'admin/' : ''}jobs/${encodeURIComponent(id)}`, { defaultMessage: FETCH });
}

export function useJob(id: string | undefined, options: { admin?: boolean } = {}) {
  const admin = options.admin ?? false;
  return useQuery({
    queryKey: admin ? queryKeys.jobs.adminDetail(id ?? '') : queryKeys.jobs.detail(id ?? ''),
    queryFn: () => getJob(required(id), admin),
    enabled: Boolean(id),
    retry: false,
  });
}

/** GET api/jobs/{id}/copy: the fields to start a new job from (jobs/create/{id}). */
function getJobCopy(id: string): Promise<JobBody> {
  return apiRequest<JobBody>(`/api/jobs/${encodeURIComponent(id)}/copy`, { defaultMessage: FETCH });
}

export function useJobCopy(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.jobs.copy(id ?? ''),
    queryFn: () => getJobCopy(required(id)),
    enabled: Boolean(id),
    retry: false,
    staleTime: 0,
  });
}
