import { HTTP_MESSAGES, REFRESH_WAIT, SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { PROBLEM_TYPES, TERMS_NOT_ACCEPTED } from '@talentmatch/shared/problem';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requests, requestsTo, server } from '../../test/api.ts';
import { jsonResponse, makeToken } from '../../test/tokens.ts';
import { loginErrorMessage } from '../features/auth/api/login.ts';
import { appState } from './app-state.ts';
import { ApiError, apiRequest, errorMessage } from './http-client.ts';
import { setNavigator } from './navigation.ts';
import { TOKEN_KEYS } from './token-store.ts';

const navigate = vi.fn();

/** Every call of the test gets this answer (the paths below are not the shared handlers' business). */
const answer = (resolver: () => Response | Promise<Response>) => server.use(http.all('/api/*', resolver));
/** A server that never answers: only an abort ends the request. */
const silent = () => answer(() => delay('infinite').then(() => new Response()));

function expired(): string {
  return makeToken({ exp: Math.floor(Date.now() / 1000) - 60 });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  localStorage.clear();
  appState.reset();
  window.history.replaceState(null, '', '/candidate/settings?tab=1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('§8 failed requests', () => {
  it('network error', async () => {
    answer(() => HttpResponse.error());
    const error = await failureOf(apiRequest('/api/x'));
    expect(error.message).toBe('We are unable to contact the server, please wait a moment and try again.');
    expect(error.message).toBe(HTTP_MESSAGES.network);
  });

  it('request cancelled', async () => {
    // the browser dropping the request (no server answer can look like this)
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    const error = await failureOf(apiRequest('/api/x'));
    expect(error.message).toBe('We the connection was cancelled.  Please try again.');
  });

  it('request cancelled by the caller signal', async () => {
    silent();
    const controller = new AbortController();
    const pending = failureOf(apiRequest('/api/x', { signal: controller.signal }));
    controller.abort();
    expect((await pending).message).toBe(HTTP_MESSAGES.cancelled);
  });

  it('status 404', async () => {
    answer(() => jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 }));
    expect((await failureOf(apiRequest('/api/x'))).message).toBe('The requested endpoint does not exist.');
  });

  it('status 404 for a missing or foreign record shows the server reason, not the unknown-call text', async () => {
    const detail = 'This job does not exist or belongs to another company.';
    answer(() => jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404, detail }));
    expect((await failureOf(apiRequest('/api/jobs/x'))).message).toBe(detail);
  });

  it('status 401', async () => {
    answer(() => jsonResponse(401, { type: 'about:blank', title: 'Unauthorized', status: 401 }));
    expect((await failureOf(apiRequest('/api/x'))).message).toBe('You are not authorized to perform this operation.');
  });

  it('status 405', async () => {
    answer(() => new Response('', { status: 405 }));
    expect((await failureOf(apiRequest('/api/x'))).message).toBe('Route found but the method is not supported.');
  });

  it('request sent, no response (timeout)', async () => {
    vi.useFakeTimers();
    silent();
    const pending = failureOf(apiRequest('/api/x', { timeoutMs: 5000 }));
    await vi.advanceTimersByTimeAsync(5000);
    expect((await pending).message).toBe('The server is not responding, please wait a moment and try again.');
  });

  it('request sent, no response (gateway without an upstream answer)', async () => {
    answer(() => new Response('', { status: 504 }));
    expect((await failureOf(apiRequest('/api/x'))).message).toBe(HTTP_MESSAGES.noResponse);
  });

  it('status 400: the caller prefix and the errors object, with the field errors exposed', async () => {
    answer(() =>
      jsonResponse(400, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        errors: {
          email: ['Enter a valid email address.'],
          firstName: ['First name is required.'],
          confirm: ['Enter a valid email address.'],
        },
      }),
    );
    const error = await failureOf(apiRequest('/api/x', { method: 'POST', body: {}, errorPrefix: 'Prefix' }));
    // the messages name their field themselves: no "Email:" in front, and a message repeated under two fields once
    expect(error.message).toBe('Prefix: Enter a valid email address. First name is required.');
    expect(error.fieldErrors).toEqual({
      email: ['Enter a valid email address.'],
      firstName: ['First name is required.'],
      confirm: ['Enter a valid email address.'],
    });
    expect(error.status).toBe(400);
  });

  it('status 400 without an errors object: the prefix and the response body', async () => {
    answer(() => new Response('The code has expired.', { status: 400 }));
    const error = await failureOf(apiRequest('/api/x', { errorPrefix: 'Could not reset.' }));
    expect(error.message).toBe('Could not reset: The code has expired.');
  });

  it('status 400 problem without errors: the prefix and its detail', async () => {
    answer(() => jsonResponse(400, { type: 'x', title: 'Bad Request', status: 400, detail: 'Bad code.' }));
    expect((await failureOf(apiRequest('/api/x', { errorPrefix: 'Prefix' }))).message).toBe('Prefix: Bad code.');
  });

  it('any other error: logged to the console, the default message is returned', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() => jsonResponse(500, { type: 'x', title: 'Internal', status: 500 }));
    const error = await failureOf(apiRequest('/api/x', { defaultMessage: 'An error occurred while saving your profile.' }));
    expect(error.message).toBe('An error occurred while saving your profile.');
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('the message shown for a failure', () => {
  const problem = (status: number, detail: string) =>
    new Response(JSON.stringify({ type: 'about:blank', title: 'x', status, detail }), {
      status,
      headers: { 'Content-Type': 'application/problem+json' },
    });

  it('adds the server reason to the default message for a conflict, a refusal or a limit', async () => {
    answer(() => problem(409, 'An account with this email already exists.'));
    const error = await failureOf(apiRequest('/api/x', { anonymous: true, defaultMessage: 'An error occurred while registering.' }));
    expect(error.message).toBe('An error occurred while registering.');
    expect(errorMessage(error)).toBe('An error occurred while registering. An account with this email already exists.');
  });

  it('keeps the catalogue text alone for a 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() => problem(500, 'stack trace details'));
    const error = await failureOf(apiRequest('/api/x', { anonymous: true, defaultMessage: 'An error occurred while saving.' }));
    expect(errorMessage(error)).toBe('An error occurred while saving.');
  });
});

describe('bearer token', () => {
  it('sends the access token on every request', async () => {
    const token = makeToken();
    localStorage.setItem(TOKEN_KEYS.access, token);
    localStorage.setItem(TOKEN_KEYS.refresh, 'r1');
    answer(() => jsonResponse(200, { ok: true }));
    await expect(apiRequest('/api/user/me/')).resolves.toEqual({ ok: true });
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('refreshes an expired token first, once for concurrent requests', async () => {
    localStorage.setItem(TOKEN_KEYS.access, expired());
    localStorage.setItem(TOKEN_KEYS.refresh, 'r1');
    const fresh = makeToken();
    let flagWhileRefreshing: string | null = null;
    answer(() => jsonResponse(200, {}));
    server.use(
      http.post('/api/auth/refresh', () => {
        flagWhileRefreshing = localStorage.getItem(TOKEN_KEYS.refreshInProgress);
        return jsonResponse(200, { token: fresh, refreshToken: 'r2' });
      }),
    );
    await Promise.all([apiRequest('/api/a'), apiRequest('/api/b')]);
    const refreshCalls = requestsTo('/api/auth/refresh', 'POST');
    expect(refreshCalls).toHaveLength(1);
    expect(flagWhileRefreshing).not.toBeNull();
    expect(await refreshCalls[0]?.json()).toEqual({ accessToken: expect.any(String), refreshToken: 'r1' });
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBe(fresh);
    expect(localStorage.getItem(TOKEN_KEYS.refresh)).toBe('r2');
    expect(localStorage.getItem(TOKEN_KEYS.refreshInProgress)).toBeNull();
    expect(requests.at(-1)?.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
  });

  it('refreshes when the access token is missing or garbage but a refresh token exists', async () => {
    localStorage.setItem(TOKEN_KEYS.access, 'garbage');
    localStorage.setItem(TOKEN_KEYS.refresh, 'r1');
    answer(() => jsonResponse(200, {}));
    server.use(http.post('/api/auth/refresh', () => jsonResponse(200, { token: makeToken(), refreshToken: 'r2' })));
    await apiRequest('/api/a');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/auth/refresh');
  });
});

describe('session messages', () => {
  function expiredSession() {
    localStorage.setItem(TOKEN_KEYS.access, expired());
    localStorage.setItem(TOKEN_KEYS.refresh, 'r1');
  }

  for (const status of [401, 422]) {
    it(`refresh status ${status}: tokens cleared, expired message, login with a redirect`, async () => {
      expiredSession();
      answer(() => jsonResponse(status, { type: 'x', title: 'x', status }));
      const error = await failureOf(apiRequest('/api/a'));
      expect(error.message).toBe('Your session has expired. Please log in again.');
      expect(appState.get().error).toBe(SESSION_MESSAGES.expired);
      expect(localStorage.getItem(TOKEN_KEYS.access)).toBeNull();
      expect(localStorage.getItem(TOKEN_KEYS.refresh)).toBeNull();
      expect(localStorage.getItem(TOKEN_KEYS.refreshInProgress)).toBeNull();
      expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/candidate/settings?tab=1')}`, undefined);
      expect(requests).toHaveLength(1);
    });
  }

  it('other refresh errors: refresh error message, same redirect', async () => {
    expiredSession();
    answer(() => jsonResponse(500, { type: 'x', title: 'x', status: 500 }));
    const error = await failureOf(apiRequest('/api/a'));
    expect(error.message).toBe('An error occurred while refreshing your session. Please log in again.');
    expect(appState.get().error).toBe(SESSION_MESSAGES.refreshError);
    expect(localStorage.getItem(TOKEN_KEYS.refresh)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcandidate%2Fsettings%3Ftab%3D1', undefined);
  });

  it('refresh network failure: refresh error message', async () => {
    expiredSession();
    answer(() => HttpResponse.error());
    expect((await failureOf(apiRequest('/api/a'))).message).toBe(SESSION_MESSAGES.refreshError);
  });

  it('waits while a refresh is in progress and goes on when it ends', async () => {
    vi.useFakeTimers();
    localStorage.setItem(TOKEN_KEYS.access, makeToken());
    localStorage.setItem(TOKEN_KEYS.refreshInProgress, String(Date.now()));
    answer(() => jsonResponse(200, { ok: 1 }));
    const pending = apiRequest('/api/a');
    await vi.advanceTimersByTimeAsync(REFRESH_WAIT.intervalMs * 2);
    expect(requests).toHaveLength(0);
    localStorage.removeItem(TOKEN_KEYS.refreshInProgress);
    await vi.advanceTimersByTimeAsync(REFRESH_WAIT.intervalMs);
    await expect(pending).resolves.toEqual({ ok: 1 });
  });

  it('stuck refresh: after 10 polls 3 s apart, the stuck message', async () => {
    vi.useFakeTimers();
    localStorage.setItem(TOKEN_KEYS.access, makeToken());
    localStorage.setItem(TOKEN_KEYS.refreshInProgress, String(Date.now()));
    const pending = failureOf(apiRequest('/api/a'));
    await vi.advanceTimersByTimeAsync(REFRESH_WAIT.intervalMs * (REFRESH_WAIT.polls - 1));
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(REFRESH_WAIT.intervalMs);
    const error = await pending;
    expect(REFRESH_WAIT).toEqual({ polls: 10, intervalMs: 3000 });
    expect(error.message).toBe(
      'We have encountered an error while trying to process your request.  Please reload your webpage and try again.',
    );
    expect(requests).toHaveLength(0);
  });

  it('login failure shows the server detail, or the generic message', async () => {
    answer(() => jsonResponse(401, { type: 'x', title: 'Unauthorized', status: 401, detail: 'The email or password is incorrect.' }));
    const withDetail = await failureOf(apiRequest('/api/auth/login', { method: 'POST', anonymous: true }));
    expect(loginErrorMessage(withDetail)).toBe('The email or password is incorrect.');
    answer(() => new Response('', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withoutDetail = await failureOf(apiRequest('/api/auth/login', { method: 'POST', anonymous: true }));
    expect(loginErrorMessage(withoutDetail)).toBe('An error occurred while logging in. Please try again or contact support.');
    expect(loginErrorMessage(new Error('boom'))).toBe(SESSION_MESSAGES.loginFailed);
  });
});

describe('the terms gate (403 terms-not-accepted)', () => {
  const termsProblem = () =>
    jsonResponse(403, { type: PROBLEM_TYPES.termsNotAccepted, title: 'Forbidden', status: 403, detail: TERMS_NOT_ACCEPTED });

  it('goes to /termsofuse with the way back', async () => {
    localStorage.setItem(TOKEN_KEYS.access, makeToken());
    answer(() => termsProblem());
    const error = await failureOf(apiRequest('/api/jobs'));
    expect(error.status).toBe(403);
    expect(navigate).toHaveBeenCalledWith(`/termsofuse?redirect=${encodeURIComponent('/candidate/settings?tab=1')}`, undefined);
  });

  it('stays on a page the specification exempts (/subscription/create)', async () => {
    window.history.replaceState(null, '', '/subscription/create');
    localStorage.setItem(TOKEN_KEYS.access, makeToken());
    answer(() => termsProblem());
    await failureOf(apiRequest('/api/message/unread-count/user'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('another 403 does not navigate', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(TOKEN_KEYS.access, makeToken());
    answer(() => jsonResponse(403, { type: 'about:blank', title: 'Forbidden', status: 403 }));
    await failureOf(apiRequest('/api/jobs'));
    expect(navigate).not.toHaveBeenCalled();
  });
});
