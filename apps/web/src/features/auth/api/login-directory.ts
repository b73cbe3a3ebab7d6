import type { LoginResponse } from '@talentmatch/shared/access-token';
import { SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { startSession } from '../../../lib/session.ts';

/** `POST api/auth/loginAAD`: the directory's ID token in, the usual login answer out (§7). */
async function loginWithDirectory(msiToken: string): Promise<LoginResponse> {
  const response = await apiRequest<LoginResponse>('/api/auth/loginAAD', {
    method: 'POST',
    body: { msiToken },
    anonymous: true,
    defaultMessage: SESSION_MESSAGES.directoryLoginFailed,
  });
  startSession(response);
  return response;
}

export function useDirectoryLogin() {
  return useMutation({ mutationFn: loginWithDirectory });
}
