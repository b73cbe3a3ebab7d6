import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reissueTokens } from '../../../lib/session.ts';

/** `POST api/auth/register/termsaccept`, then fresh tokens whose `terms` claim is 1. */
async function acceptTerms(): Promise<void> {
  await apiRequest<void>('/api/auth/register/termsaccept', { method: 'POST', defaultMessage: ACTION_MESSAGES.acceptTerms });
  await reissueTokens(ACTION_MESSAGES.acceptTerms);
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.all() }),
  });
}
