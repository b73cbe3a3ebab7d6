import type { OutboxEmail } from '@talentmatch/shared/outbox';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET api/admin/emails/{id}: one email. On a server without a mail server (outside production) a logged email comes
 * with its whole text, one-time link included, so a local user can still follow it.
 */
function getOutboxEmail(id: string): Promise<OutboxEmail> {
  return apiRequest<OutboxEmail>(`/api/admin/emails/${encodeURIComponent(id)}`, {
    defaultMessage: 'An error occurred while fetching the email.',
  });
}

export function useOutboxEmail(id: string | null) {
  return useQuery({
    queryKey: queryKeys.outbox.detail(id ?? ''),
    queryFn: () => getOutboxEmail(id ?? ''),
    enabled: id !== null,
  });
}
