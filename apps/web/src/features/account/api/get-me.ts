import type { SelfUser } from '@talentmatch/shared/auth-schemas';
import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getMe(): Promise<SelfUser> {
  return apiRequest<SelfUser>('/api/user/me/', { defaultMessage: ACTION_MESSAGES.fetchProfile });
}

export function useMe() {
  return useQuery({ queryKey: queryKeys.account.me(), queryFn: getMe });
}
