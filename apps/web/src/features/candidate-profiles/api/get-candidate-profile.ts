import type { CandidateProfile } from '@talentmatch/shared/candidate-profile';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http-client.ts';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PROFILE_MESSAGES_WEB = {
  fetch: 'An error occurred while fetching your candidate profile.',
  save: 'An error occurred while saving your profile.',
};

/** null when the candidate has not created a profile yet (the API answers 404). */
async function getCandidateProfile(): Promise<CandidateProfile | null> {
  try {
    return await apiRequest<CandidateProfile>('/api/candidate/profile', { defaultMessage: PROFILE_MESSAGES_WEB.fetch });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useCandidateProfile() {
  return useQuery({ queryKey: queryKeys.candidate.profile(), queryFn: getCandidateProfile });
}
