import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';

function forgotPassword(body: { email: string; captchaToken: string }): Promise<{ message?: string } | undefined> {
  return apiRequest<{ message?: string }>('/api/auth/forgot-password', {
    method: 'POST',
    body,
    anonymous: true,
    errorPrefix: ACTION_MESSAGES.sendResetLink,
    defaultMessage: ACTION_MESSAGES.sendResetLink,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
