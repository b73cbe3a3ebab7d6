import type { CreateJobBody, Job, JobBody } from '@talentmatch/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const SAVE = 'An error occurred while saving the job.';

/** POST api/jobs (new, draft or published) or PUT api/jobs/{id}. */
function saveJob({ id, body }: { id?: string; body: JobBody | CreateJobBody }): Promise<Job> {
  return apiRequest<Job>(id ? `/api/jobs/${encodeURIComponent(id)}` : '/api/jobs', {
    method: id ? 'PUT' : 'POST',
    body,
    errorPrefix: SAVE,
    defaultMessage: SAVE,
  });
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all() }) });
}
