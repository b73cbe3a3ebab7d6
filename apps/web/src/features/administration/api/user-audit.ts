import type { AuditEvent } from '@talentmatch/shared/administration';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/user/{id}/audit: what administrators did to this account. */
export function useUserAudit(id: string) {
  return useQuery({
    queryKey: queryKeys.administration.userAudit(id),
    queryFn: () =>
      apiRequest<AuditEvent[]>(`/api/user/${encodeURIComponent(id)}/audit`, {
        defaultMessage: 'An error occurred while fetching the audit trail.',
      }),
  });
}
