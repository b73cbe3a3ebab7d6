import type { SupportAccess } from '@talentmatch/shared/administration';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/user/me/support-access: when support viewed this account. */
export function useSupportAccess() {
  return useQuery({
    queryKey: queryKeys.account.supportAccess(),
    queryFn: () =>
      apiRequest<SupportAccess[]>('/api/user/me/support-access', { defaultMessage: 'An error occurred while fetching account access.' }),
  });
}
