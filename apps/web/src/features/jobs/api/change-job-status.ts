import type { Job, JobStatus } from '@talentmatch/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const CHANGE = 'An error occurred while changing the job.';

/** POST api/jobs/{id}/status: publish, pause, resume, close, mark filled. */
function changeJobStatus({ id, status }: { id: string; status: JobStatus }): Promise<Job> {
  return apiRequest<Job>(`/api/jobs/${encodeURIComponent(id)}/status`, { method: 'POST', body: { status }, defaultMessage: CHANGE });
}

/** POST api/admin/jobs/{id}/close (administrators). */
function adminCloseJob({ id }: { id: string }): Promise<Job> {
  return apiRequest<Job>(`/api/admin/jobs/${encodeURIComponent(id)}/close`, { method: 'POST', defaultMessage: CHANGE });
}

export function useChangeJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeJobStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all() }) });
}

export function useAdminCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adminCloseJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all() }) });
}
