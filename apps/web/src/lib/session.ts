import type { AccessTokenClaims, TokenPair } from '@talentmatch/shared/access-token';
import { rolesOf, type Role } from '@talentmatch/shared/roles';
import { useSyncExternalStore } from 'react';
import { appState } from './app-state.ts';
import { apiRequest } from './http-client.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { clearTokens, decodeToken, getAccessToken, getRefreshToken, isTokenExpired, storeTokens, subscribeTokens } from './token-store.ts';

export interface Session {
  /** a refresh token exists: the user is logged in, perhaps with an access token due for refresh */
  loggedIn: boolean;
  claims: AccessTokenClaims | null;
  roles: Role[];
  accessExpired: boolean;
}

let cachedToken: string | null | undefined;
let cachedRefresh: string | null | undefined;
let cachedSession: Session = { loggedIn: false, claims: null, roles: [], accessExpired: true };

/** The session read from localStorage; the same object while the tokens do not change. */
export function readSession(): Session {
  const token = getAccessToken();
  const refresh = getRefreshToken();
  if (token !== cachedToken || refresh !== cachedRefresh) {
    cachedToken = token;
    cachedRefresh = refresh;
    const claims = decodeToken(token);
    cachedSession = {
      loggedIn: Boolean(refresh),
      claims,
      roles: rolesOf(claims?.role),
      accessExpired: isTokenExpired(token),
    };
  }
  return cachedSession;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeTokens, readSession, readSession);
}

/** Stores the pair answered by login or registration. */
export function startSession(pair: TokenPair): void {
  storeTokens(pair);
}

/** `GET api/auth/refresh-token`: fresh claims after terms acceptance or company creation. */
export async function reissueTokens(defaultMessage?: string): Promise<void> {
  const pair = await apiRequest<TokenPair>('/api/auth/refresh-token', { defaultMessage });
  storeTokens(pair);
}

/** Logout (§4): revoke on the server, clear all tokens, reset all stores, go to login. */
export async function logout(options: { info?: string; to?: string } = {}): Promise<void> {
  if (getRefreshToken()) {
    try {
      await apiRequest<void>('/api/auth/revoke', { method: 'POST', body: { refreshToken: getRefreshToken() } });
    } catch {
      // the local session ends anyway; an unrevoked refresh token expires on its own
    }
  }
  clearTokens();
  queryClient.clear();
  appState.reset();
  if (options.info) appState.setInfo(options.info);
  navigateTo(options.to ?? '/login', { replace: true });
}
