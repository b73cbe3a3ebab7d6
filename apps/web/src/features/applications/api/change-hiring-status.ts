import type { HiringStepResult } from '@talentmatch/shared/hiring';
import type { HiringStatusBody } from '@talentmatch/shared/hiring-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { invalidateHiring } from './invalidate-hiring.ts';

export const CHANGE_STATUS_ERROR = 'An error occurred while changing the status.';

interface ChangeHiringStatusInput {
  applicationId: string;
  status: HiringStatusBody['status'];
  /** the job, so its page is refreshed even when the move is refused (someone else moved first) */
  jobId: string;
  /** with Hired: when the hire fills the job, reject the candidates still in progress in the same step */
  rejectRemaining?: boolean;
}

/** POST api/applications/{id}/status: one move of the pipeline; the side comes from the caller's role. */
function changeHiringStatus({ applicationId, status, rejectRemaining }: ChangeHiringStatusInput): Promise<HiringStepResult> {
  return apiRequest<HiringStepResult>(`/api/applications/${encodeURIComponent(applicationId)}/status`, {
    method: 'POST',
    body: (rejectRemaining === undefined ? { status } : { status, rejectRemaining }) satisfies HiringStatusBody,
    errorPrefix: CHANGE_STATUS_ERROR,
    defaultMessage: CHANGE_STATUS_ERROR,
  });
}

export function useChangeHiringStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeHiringStatus, onSettled: (_data, _error, input) => invalidateHiring(queryClient, [input.jobId]) });
}
