import type { Profile, ProfileBody } from '@talentmatch/shared/auth-schemas';
import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function updateProfile(body: ProfileBody): Promise<Profile> {
  return apiRequest<Profile>('/api/account/profile', {
    method: 'PUT',
    body,
    errorPrefix: ACTION_MESSAGES.saveProfile,
    defaultMessage: ACTION_MESSAGES.saveProfile,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // the profile and the self user (name, email) both change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.all() }),
  });
}
