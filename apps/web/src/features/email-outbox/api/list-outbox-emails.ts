import type { OutboxEmailList, OutboxEmailStatus } from '@talentmatch/shared/outbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface OutboxListParams {
  status: OutboxEmailStatus | 'all';
  search: string;
  page: number;
  pageSize: number;
}

/** GET api/admin/emails: the outbox, newest first, with the count per delivery state. */
function listOutboxEmails(params: OutboxListParams): Promise<OutboxEmailList> {
  const query = new URLSearchParams({
    status: params.status,
    search: params.search,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  return apiRequest<OutboxEmailList>(`/api/admin/emails?${query}`, { defaultMessage: 'An error occurred while fetching the emails.' });
}

export function useOutboxEmails(params: OutboxListParams) {
  return useQuery({
    queryKey: queryKeys.outbox.list({ ...params }),
    queryFn: () => listOutboxEmails(params),
    placeholderData: keepPreviousData,
    // delivery moves on by itself: pending mails get sent, retries happen
    refetchInterval: 10_000,
  });
}
