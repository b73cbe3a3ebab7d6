import type { SuggestedSkill } from '@talentmatch/shared/candidate-profile';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getResumeSuggestions(): Promise<{ suggestedSkills: SuggestedSkill[] }> {
  return apiRequest('/api/candidate/profile/resume/suggestions', { defaultMessage: 'An error occurred while reading your resume.' });
}

/** Read again only when something changes them (a skill added or removed invalidates them); an upload's answer fills them. */
export function useResumeSuggestions(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.candidate.resumeSuggestions(), queryFn: getResumeSuggestions, enabled, staleTime: Infinity });
}
