import type { Skill } from '@talentmatch/shared/catalogues';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getSkill(id: string): Promise<Skill> {
  return apiRequest<Skill>(`/api/skills/${encodeURIComponent(id)}`, { defaultMessage: 'An error occurred while fetching the skill.' });
}

export function useSkill(id: string) {
  return useQuery({ queryKey: queryKeys.catalogues.skill(id), queryFn: () => getSkill(id) });
}
