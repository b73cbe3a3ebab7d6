import type { AccessTokenClaims, TokenPair } from '@talentmatch/shared/access-token';

/** localStorage keys of the session (specification §3). */
export const TOKEN_KEYS = {
  access: 'accessToken',
  refresh: 'refreshToken',
  refreshInProgress: 'refreshInProgress',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode quota): the session then lives for this page only
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return read(TOKEN_KEYS.access);
}

export function getRefreshToken(): string | null {
  return read(TOKEN_KEYS.refresh);
}

export function storeTokens(pair: TokenPair): void {
  write(TOKEN_KEYS.access, pair.token);
  write(TOKEN_KEYS.refresh, pair.refreshToken);
  notify();
}

export function clearTokens(): void {
  write(TOKEN_KEYS.access, null);
  write(TOKEN_KEYS.refresh, null);
  write(TOKEN_KEYS.refreshInProgress, null);
  notify();
}

export function isRefreshInProgress(): boolean {
  return read(TOKEN_KEYS.refreshInProgress) !== null;
}

export function setRefreshInProgress(on: boolean): void {
  write(TOKEN_KEYS.refreshInProgress, on ? String(Date.now()) : null);
}

/** Subscribes to token changes in this tab and in other tabs (storage events). */
export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEYS.access || event.key === TOKEN_KEYS.refresh) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The last token read and its claims: every API call and every session hook asks for the claims of the same token
 * (a base64 and JSON decode each time, about 25 ms on a slow phone for a page's first few dozen calls).
 */
let lastDecoded: { token: string; claims: AccessTokenClaims | null } | null = null;

/** Reads the claims without verifying the signature (the server verifies); null when undecodable. */
export function decodeToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  if (lastDecoded?.token !== token) lastDecoded = { token, claims: parseClaims(token) };
  return lastDecoded.claims;
}

function parseClaims(token: string): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as unknown;
    if (!claims || typeof claims !== 'object') return null;
    const exp = (claims as { exp?: unknown }).exp;
    if (typeof exp !== 'number') return null;
    return claims as AccessTokenClaims;
  } catch {
    return null;
  }
}

/** Specification §4: expired when now is past `exp`; a missing or undecodable token is expired too. */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const claims = decodeToken(token);
  if (!claims) return true;
  return nowMs >= claims.exp * 1000;
}
