import { afterEach, describe, expect, it } from 'vitest';
import { makeToken } from '../../test/tokens.ts';
import { clearTokens, decodeToken, getAccessToken, isTokenExpired, storeTokens, TOKEN_KEYS } from './token-store.ts';

describe('token expiry (§4)', () => {
  it('treats a missing token as expired', () => {
    expect(isTokenExpired(null)).toBe(true);
    expect(isTokenExpired('')).toBe(true);
  });

  it('treats an undecodable token as expired', () => {
    expect(isTokenExpired('garbage')).toBe(true);
    expect(isTokenExpired('a.b.c')).toBe(true);
    expect(isTokenExpired(`x.${btoa('{"no":"exp"}')}.y`)).toBe(true);
  });

  it('treats a token past its exp as expired', () => {
    expect(isTokenExpired(makeToken({ exp: Math.floor(Date.now() / 1000) - 1 }))).toBe(true);
  });

  it('accepts a token before its exp', () => {
    const token = makeToken({ exp: Math.floor(Date.now() / 1000) + 60 });
    expect(isTokenExpired(token)).toBe(false);
    expect(decodeToken(token)?.name).toBe('Ada Lovelace');
  });

  it('reads each new token afresh (the claims of the last one are kept only while it is the token asked about)', () => {
    const candidate = makeToken({ role: 'Candidate', name: 'Ada Lovelace' });
    const employer = makeToken({ role: 'Employer', name: 'Grace Hopper' });
    expect(decodeToken(candidate)?.role).toBe('Candidate');
    expect(decodeToken(employer)).toMatchObject({ role: 'Employer', name: 'Grace Hopper' });
    expect(decodeToken(candidate)?.role).toBe('Candidate');
    expect(decodeToken('garbage')).toBeNull();
    expect(decodeToken(employer)?.role).toBe('Employer');
  });

  it('decodes non-ASCII names', () => {
    expect(decodeToken(makeToken({ name: 'Zoë Ångström' }))?.name).toBe('Zoë Ångström');
  });
});

describe('token storage', () => {
  afterEach(() => localStorage.clear());

  it('keeps the tokens under accessToken and refreshToken, and clears them with the refresh flag', () => {
    storeTokens({ token: 'a', refreshToken: 'r' });
    localStorage.setItem(TOKEN_KEYS.refreshInProgress, '1');
    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('refreshInProgress')).toBeNull();
  });
});
