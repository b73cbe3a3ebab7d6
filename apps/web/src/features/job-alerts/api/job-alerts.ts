import type { JobAlert, JobAlertBody, PublicJobAlertBody } from '@talentmatch/shared/job-alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const ALERT_ERROR = 'An error occurred while saving the job alert.';

/** GET api/job-alerts (candidate) */
export function useMyJobAlerts() {
  return useQuery({
    queryKey: queryKeys.jobAlerts.mine(),
    queryFn: () =>
      apiRequest<{ items: JobAlert[] }>('/api/job-alerts', { defaultMessage: 'An error occurred while fetching your job alerts.' }),
  });
}

/** POST api/job-alerts, PUT api/job-alerts/{id}, DELETE api/job-alerts/{id} */
export function useSaveJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: JobAlertBody }) =>
      apiRequest<JobAlert>(id ? `/api/job-alerts/${encodeURIComponent(id)}` : '/api/job-alerts', {
        method: id ? 'PUT' : 'POST',
        body,
        errorPrefix: ALERT_ERROR,
        defaultMessage: ALERT_ERROR,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobAlerts.mine() }),
  });
}

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/job-alerts/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        defaultMessage: 'An error occurred while deleting the job alert.',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobAlerts.mine() }),
  });
}

/** POST api/public/job-alerts (a visitor: a confirmation link is mailed) */
export function useSubscribeToJobAlert() {
  return useMutation({
    mutationFn: (body: PublicJobAlertBody) =>
      apiRequest<{ message: string }>('/api/public/job-alerts', {
        method: 'POST',
        body,
        anonymous: true,
        errorPrefix: ALERT_ERROR,
        defaultMessage: ALERT_ERROR,
      }),
  });
}

/** POST api/public/job-alerts/confirm | unsubscribe (the links of the alert's emails) */
export function useJobAlertLink(kind: 'confirm' | 'unsubscribe') {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ message: string }>(`/api/public/job-alerts/${kind}`, {
        method: 'POST',
        body: { token },
        anonymous: true,
        defaultMessage: 'An error occurred. Please try again.',
      }),
  });
}
