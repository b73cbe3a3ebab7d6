import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';

function declineTerms(): Promise<void> {
  return apiRequest<void>('/api/auth/register/termsdecline', { method: 'POST', defaultMessage: ACTION_MESSAGES.declineTerms });
}

export function useDeclineTerms() {
  return useMutation({ mutationFn: declineTerms });
}
