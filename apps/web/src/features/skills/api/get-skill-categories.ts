import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getSkillCategories(): Promise<string[]> {
  return apiRequest<string[]>('/api/skills/categories', { defaultMessage: 'An error occurred while fetching skill categories.' });
}

export function useSkillCategories() {
  return useQuery({ queryKey: queryKeys.catalogues.skillCategories(), queryFn: getSkillCategories });
}
