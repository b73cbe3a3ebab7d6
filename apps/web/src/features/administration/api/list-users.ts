import type { AdminUser, UserList } from '@talentmatch/shared/administration';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface UserListParams {
  /** `all`, a role (`role/Administrator`), `filter` (needs `query`) or `stale-users` */
  list: 'all' | 'filter' | 'stale-users' | `role/${string}`;
  query?: string;
  role?: string;
  page: number;
  pageSize: number;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
}

const MESSAGE = 'An error occurred while fetching users.';

/** GET api/user/all, api/user/filter, api/user/role/{role} or api/user/stale-users: `{ users, totalRecords }`. */
function listUsers({ list, ...params }: UserListParams): Promise<UserList> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return apiRequest<UserList>(`/api/user/${list}?${search}`, { defaultMessage: MESSAGE, errorPrefix: MESSAGE });
}

/** The page as the shared paged table reads it (`items`). */
export function useUsers(params: UserListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.administration.users({ ...params }),
    queryFn: () => listUsers(params),
    select: (data): { items: AdminUser[]; totalRecords: number; totalIsEstimate: boolean } => ({
      items: data.users,
      totalRecords: data.totalRecords,
      totalIsEstimate: data.totalIsEstimate ?? false,
    }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
