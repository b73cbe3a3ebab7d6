import type { UpdatePasswordBody } from '@talentmatch/shared/auth-schemas';
import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';

function updatePassword(body: UpdatePasswordBody): Promise<void> {
  return apiRequest<void>('/api/account/update-password', {
    method: 'PUT',
    body,
    errorPrefix: ACTION_MESSAGES.updatePassword,
    defaultMessage: ACTION_MESSAGES.updatePassword,
  });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
