import type { LoginResponse } from '@talentmatch/shared/access-token';
import type { RegisterUserBody } from '@talentmatch/shared/auth-schemas';
import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { startSession } from '../../../lib/session.ts';
import { keptAcquisition } from '../../reports/index.ts';

export type RegisterAs = 'candidate' | 'employer';

/** `POST api/auth/register/candidate|employer`: the answer logs the new user in. */
async function registerUser(as: RegisterAs, body: RegisterUserBody): Promise<LoginResponse> {
  const response = await apiRequest<LoginResponse>(`/api/auth/register/${as}`, {
    method: 'POST',
    // where the visitor came from, kept since the first landing of this browser session
    body: { ...body, acquisition: body.acquisition ?? keptAcquisition() },
    anonymous: true,
    errorPrefix: ACTION_MESSAGES.register,
    defaultMessage: ACTION_MESSAGES.register,
  });
  startSession(response);
  return response;
}

export function useRegisterUser() {
  return useMutation({
    mutationFn: ({ as, body }: { as: RegisterAs; body: RegisterUserBody }) => registerUser(as, body),
  });
}
