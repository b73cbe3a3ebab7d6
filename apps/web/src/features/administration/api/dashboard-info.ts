import type { AdminDashboardInfo } from '@talentmatch/shared/administration';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/user/admin-dashboard-info */
export function useDashboardInfo() {
  return useQuery({
    queryKey: queryKeys.administration.dashboard(),
    queryFn: () =>
      apiRequest<AdminDashboardInfo>('/api/user/admin-dashboard-info', {
        defaultMessage: 'An error occurred while fetching the dashboard.',
      }),
  });
}
