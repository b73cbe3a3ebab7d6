import type { CandidateProfile } from '@talentmatch/shared/candidate-profile';
import type { CandidateProfileBody } from '@talentmatch/shared/candidate-profile-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { PROFILE_MESSAGES_WEB } from './get-candidate-profile.ts';

/** POST creates (profile/create), PUT updates (profile/update). */
function saveCandidateProfile({ body, create }: { body: CandidateProfileBody; create: boolean }): Promise<CandidateProfile> {
  return apiRequest<CandidateProfile>('/api/candidate/profile', {
    method: create ? 'POST' : 'PUT',
    body,
    errorPrefix: PROFILE_MESSAGES_WEB.save,
    defaultMessage: PROFILE_MESSAGES_WEB.save,
  });
}

export function useSaveCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCandidateProfile,
    // the score and search document change with the profile
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.candidate.all() }),
  });
}
