import type { Profile } from '@talentmatch/shared/auth-schemas';
import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getProfile(): Promise<Profile> {
  return apiRequest<Profile>('/api/account/profile', { defaultMessage: ACTION_MESSAGES.fetchProfile });
}

export function useProfile() {
  return useQuery({ queryKey: queryKeys.account.profile(), queryFn: getProfile });
}
