import type { ResetPasswordBody } from '@talentmatch/shared/auth-schemas';
import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';

function resetPassword(body: ResetPasswordBody): Promise<void> {
  return apiRequest<void>('/api/auth/reset-password', {
    method: 'POST',
    body,
    anonymous: true,
    errorPrefix: ACTION_MESSAGES.resetPassword,
    defaultMessage: ACTION_MESSAGES.resetPassword,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
