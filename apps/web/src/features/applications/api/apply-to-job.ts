import type { Application } from '@talentmatch/shared/hiring';
import type { ApplyBody } from '@talentmatch/shared/hiring-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { invalidateHiring } from './invalidate-hiring.ts';

export const APPLY_ERROR = 'An error occurred while sending your application.';

/** POST api/application/{jobId} (candidate): applies with an optional cover message and resume. */
function applyToJob({ jobId, body }: { jobId: string; body: ApplyBody }): Promise<Application> {
  return apiRequest<Application>(`/api/application/${encodeURIComponent(jobId)}`, {
    method: 'POST',
    body,
    errorPrefix: APPLY_ERROR,
    defaultMessage: APPLY_ERROR,
  });
}

export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyToJob, onSuccess: (application) => invalidateHiring(queryClient, [application.job.id]) });
}
