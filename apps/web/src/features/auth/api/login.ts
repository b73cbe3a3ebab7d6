import type { LoginResponse } from '@talentmatch/shared/access-token';
import type { LoginBody } from '@talentmatch/shared/auth-schemas';
import { SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { PROBLEM_TYPES } from '@talentmatch/shared/problem';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/http-client.ts';
import { startSession } from '../../../lib/session.ts';

async function login(body: LoginBody | Omit<LoginBody, 'captchaToken'>): Promise<LoginResponse> {
  const response = await apiRequest<LoginResponse>('/api/auth/login', {
    method: 'POST',
    body,
    anonymous: true,
    defaultMessage: SESSION_MESSAGES.loginFailed,
    errorPrefix: SESSION_MESSAGES.loginFailed,
  });
  startSession(response);
  return response;
}

/** §8: a failed login shows the server's detail, or the generic login failure. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.problem?.detail) return error.problem.detail;
    if (error.kind === 'network' || error.kind === 'no-response' || error.kind === 'cancelled') return error.message;
  }
  return SESSION_MESSAGES.loginFailed;
}

/** The server asks for the captcha after repeated failed logins on the account (the form then shows it). */
export function needsCaptcha(error: unknown): boolean {
  return error instanceof ApiError && error.problem?.type === PROBLEM_TYPES.captchaRequired;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
