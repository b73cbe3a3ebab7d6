import type { Application, HiringStatusBody } from '@talentmatch/shared/hiring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { invalidateHiring } from './invalidate-hiring.ts';

export const CHANGE_STATUS_ERROR = 'An error occurred while changing the status.';

export interface ChangeHiringStatusInput {
  applicationId: string;
  status: HiringStatusBody['status'];
  /** the job, so its page is refreshed even when the move is refused (someone else moved first) */
  jobId: string;
}

/** POST api/applications/{id}/status: one move of the pipeline; the side comes from the caller's role. */
export function changeHiringStatus({ applicationId, status }: ChangeHiringStatusInput): Promise<Application> {
  return apiRequest<Application>(`/api/applications/${encodeURIComponent(applicationId)}/status`, {
    method: 'POST',
    body: { status } satisfies HiringStatusBody,
    errorPrefix: CHANGE_STATUS_ERROR,
    defaultMessage: CHANGE_STATUS_ERROR,
  });
}

export function useChangeHiringStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeHiringStatus, onSettled: (_data, _error, input) => invalidateHiring(queryClient, [input.jobId]) });
}
