import type { AdminUserDetail } from '@talentmatch/shared/administration';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/user/{id} */
export function useUser(id: string) {
  return useQuery({
    queryKey: queryKeys.administration.user(id),
    queryFn: () =>
      apiRequest<AdminUserDetail>(`/api/user/${encodeURIComponent(id)}`, { defaultMessage: 'An error occurred while fetching the user.' }),
  });
}
