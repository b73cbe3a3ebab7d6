import type { AdminCandidateList, AdminCandidateRow } from '@talentmatch/shared/administration';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type AdminCandidateParams = Record<string, string | number>;

const MESSAGE = 'An error occurred while fetching candidates.';

/** GET api/admin/candidates */
export function useAdminCandidates(params: AdminCandidateParams) {
  return useQuery({
    queryKey: queryKeys.administration.candidates(params),
    queryFn: () => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) if (value !== '') search.set(key, String(value));
      return apiRequest<AdminCandidateList>(`/api/admin/candidates?${search}`, { defaultMessage: MESSAGE, errorPrefix: MESSAGE });
    },
    select: (data): { items: AdminCandidateRow[]; totalRecords: number } => ({ items: data.candidates, totalRecords: data.totalRecords }),
    placeholderData: keepPreviousData,
  });
}
