import type { OutboxEmail } from '@talentmatch/shared/outbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while sending the email again.';

/** POST api/admin/emails/{id}/retry: a failed email goes back to the queue with a fresh set of attempts. */
function retryOutboxEmail(id: string): Promise<OutboxEmail> {
  return apiRequest<OutboxEmail>(`/api/admin/emails/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    errorPrefix: MESSAGE,
    defaultMessage: MESSAGE,
  });
}

export function useRetryOutboxEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.outbox.all() }),
  });
}
