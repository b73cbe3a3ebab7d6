import { GUARDED_ROLES, type Role } from '@talentmatch/shared/roles';
import { paths } from '../config/paths.ts';
import type { Session } from '../lib/session.ts';

/** What a route asks of its visitor (route metadata). */
export interface RouteAccess {
  requiresAuth: boolean;
  /** allowed roles; only Candidate, Employer and Administrator are checked (§5) */
  roles?: readonly Role[];
}

export type GuardDecision =
  | { kind: 'allow' }
  /** the access token is expired but a refresh token exists: refresh before deciding */
  | { kind: 'refresh' }
  | { kind: 'redirect'; to: string };

/** Paths a user who has not accepted the terms may still open (§4). */
export const TERMS_EXEMPT_PATHS: readonly string[] = [paths.logout, paths.subscriptionCreate, paths.termsOfUse];

export function loginRedirectFor(pathWithSearch: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(pathWithSearch)}`;
}

/**
 * The route guard of the specification: unauthorized handling (not logged in or expired → login
 * with a redirect; wrong role → "/"), then the terms redirect, then the allowed roles.
 */
export function decideAccess(
  location: { pathname: string; search?: string },
  access: RouteAccess | undefined,
  session: Pick<Session, 'loggedIn' | 'claims' | 'roles' | 'accessExpired'>,
): GuardDecision {
  if (!access?.requiresAuth) return { kind: 'allow' };
  const pathWithSearch = location.pathname + (location.search ?? '');
  if (!session.claims || session.accessExpired) {
    if (session.loggedIn) return { kind: 'refresh' };
    return { kind: 'redirect', to: loginRedirectFor(pathWithSearch) };
  }
  if (session.claims.terms !== 1 && !TERMS_EXEMPT_PATHS.includes(location.pathname)) {
    return { kind: 'redirect', to: `${paths.termsOfUse}?redirect=${encodeURIComponent(pathWithSearch)}` };
  }
  const checked = (access.roles ?? []).filter((role) => (GUARDED_ROLES as readonly Role[]).includes(role));
  if (checked.length > 0 && !checked.some((role) => session.roles.includes(role))) {
    return { kind: 'redirect', to: paths.root };
  }
  return { kind: 'allow' };
}
