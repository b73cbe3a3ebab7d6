import type { TokenPair } from '@talentmatch/shared/access-token';
import { apiRequest } from './http-client.ts';
import { queryClient } from './query-client.ts';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './token-store.ts';

/** The administrator's own tokens, kept aside while they view the site as another user (§4). */
const STASH_KEY = 'impersonatorTokens';

interface Stash extends TokenPair {
  /** the admin page to come back to */
  returnTo: string;
}

function readStash(): Stash | null {
  try {
    const raw = window.localStorage.getItem(STASH_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Stash>) : null;
    if (value && typeof value.token === 'string' && typeof value.refreshToken === 'string') {
      return { token: value.token, refreshToken: value.refreshToken, returnTo: value.returnTo ?? '/admin/dashboard' };
    }
  } catch {
    // unreadable: treated as none
  }
  return null;
}

/** Starts viewing as the user: keeps the administrator's tokens aside, swaps in the user's, lands on their home. */
export async function startImpersonation(userId: string, returnTo: string): Promise<void> {
  const pair = await apiRequest<TokenPair>(`/api/auth/impersonate/${encodeURIComponent(userId)}`, {
    defaultMessage: 'An error occurred while starting to view as this user.',
  });
  const token = getAccessToken();
  const refreshToken = getRefreshToken();
  if (token && refreshToken) window.localStorage.setItem(STASH_KEY, JSON.stringify({ token, refreshToken, returnTo } satisfies Stash));
  storeTokens(pair);
  queryClient.clear();
  window.location.assign('/home');
}

/** Exit Impersonation: ends the session on the server, restores the administrator's tokens and reloads their page. */
export async function stopImpersonation(): Promise<void> {
  try {
    await apiRequest<void>('/api/auth/impersonation/stop', { defaultMessage: 'An error occurred while ending the view.' });
  } catch {
    // the session may have ended by itself (60 minutes); the administrator's tokens come back anyway
  }
  const stash = readStash();
  window.localStorage.removeItem(STASH_KEY);
  queryClient.clear();
  if (stash) {
    storeTokens(stash);
    window.location.assign(stash.returnTo);
  } else {
    clearTokens();
    window.location.assign('/login');
  }
}
