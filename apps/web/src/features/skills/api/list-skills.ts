import type { SkillList } from '@talentmatch/shared/catalogues';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SkillListParams {
  search?: string;
  category?: string;
  status?: 'active' | 'inactive' | 'all';
  page?: number;
  pageSize?: number;
}

function listSkills(params: SkillListParams): Promise<SkillList> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return apiRequest<SkillList>(`/api/skills?${query}`, { defaultMessage: 'An error occurred while fetching skills.' });
}

/** `enabled: false` holds the request until the caller needs the list (a choice list not opened yet). */
export function useSkills(params: SkillListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.catalogues.skills({ ...params }),
    queryFn: () => listSkills(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
