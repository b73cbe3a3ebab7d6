import type { BulkHiringResult } from '@talentmatch/shared/hiring';
import type { BulkHiringStatusBody } from '@talentmatch/shared/hiring-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { invalidateHiring } from './invalidate-hiring.ts';

export const BULK_STATUS_ERROR = 'An error occurred while changing the selected candidates.';

/** POST api/applications/bulk-status (employer): each row is tried on its own; refused rows come back with their reason. */
function bulkHiringStatus({ body }: { jobId: string; body: BulkHiringStatusBody }): Promise<BulkHiringResult> {
  return apiRequest<BulkHiringResult>('/api/applications/bulk-status', {
    method: 'POST',
    body,
    errorPrefix: BULK_STATUS_ERROR,
    defaultMessage: BULK_STATUS_ERROR,
  });
}

export function useBulkHiringStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkHiringStatus, onSettled: (_data, _error, input) => invalidateHiring(queryClient, [input.jobId]) });
}
