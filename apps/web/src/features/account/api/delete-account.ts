import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';

function deleteAccount(): Promise<void> {
  return apiRequest<void>('/api/user/me/', { method: 'DELETE', defaultMessage: ACTION_MESSAGES.deleteAccount });
}

/** On success the caller logs out, which resets every store. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
