import type { EmailConfirmed } from '@talentmatch/shared/auth-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const RESEND_ERROR = 'An error occurred while sending the confirmation link.';
const CONFIRM_ERROR = 'The email address could not be confirmed';

/** `POST api/account/email/verification`: a new confirmation link (the banner's "resend"). */
function resendVerification(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/account/email/verification', { method: 'POST', defaultMessage: RESEND_ERROR });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

/** `POST api/account/email/confirm`: follows a mailed link (works signed out too). */
function confirmEmail(token: string): Promise<EmailConfirmed> {
  return apiRequest<EmailConfirmed>('/api/account/email/confirm', {
    method: 'POST',
    body: { token },
    anonymous: true,
    errorPrefix: CONFIRM_ERROR,
    defaultMessage: CONFIRM_ERROR,
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // the profile and the self user both carry `emailVerified`
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.all() }),
  });
}
