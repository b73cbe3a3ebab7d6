import type { EmailChangeBody } from '@talentmatch/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';

const CHANGE_EMAIL_ERROR = 'An error occurred while changing your email';

/** `POST api/account/email/change`: the change waits for the link mailed to the new address. */
function changeEmail(body: EmailChangeBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/account/email/change', {
    method: 'POST',
    body,
    errorPrefix: CHANGE_EMAIL_ERROR,
    defaultMessage: CHANGE_EMAIL_ERROR,
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
