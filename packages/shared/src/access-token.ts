import type { RoleClaim } from './roles.ts';

/** Claims of the access token (specification §3, architecture.md "Auth"). */
export interface AccessTokenClaims {
  /** user id */
  sub: string;
  name: string;
  role: RoleClaim;
  /** the employer's company, absent for candidates and administrators */
  companyId?: string | null;
  /** 1 when the current terms of use are accepted, 0 otherwise */
  terms: 0 | 1;
  /** expiry, seconds since the epoch */
  exp: number;
  iat?: number;
  /** the administrator's user id while impersonating */
  imp?: string;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface LoginResponse extends TokenPair {
  /** id of a survey the user has not answered yet, or null (surveys come in a later issue) */
  activeSurvey: string | null;
}
