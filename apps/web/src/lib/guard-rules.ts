import { GUARDED_ROLES, type Role } from '@talentmatch/shared/roles';
import type { SubscriptionStatus } from '@talentmatch/shared/subscription-status';
import { paths, TERMS_EXEMPT_PATHS } from '../config/paths.ts';
import type { Session } from './session.ts';

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

function loginRedirectFor(pathWithSearch: string): string {
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

/** Statuses in which an employer keeps working (§4). */
const WORKING_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'disabled'];

/**
 * Paths an employer without a working subscription may still open (§4: /home, /welcome, /employer
 * exactly, /termsofuse, the registration and landing pages), plus the pages that lead to paying and the
 * account's own pages: settings (password, account deletion) and the subscription page (billing, invoices).
 */
const SUBSCRIPTION_EXEMPT_PATHS: readonly string[] = [
  paths.home,
  paths.welcome,
  paths.employer.root,
  paths.termsOfUse,
  paths.register,
  paths.employerLanding,
  paths.logout,
  paths.subscriptionCreate,
  paths.subscriptionAddPayment,
  paths.subscriptionDemoCheckout,
  paths.subscriptionDemoPortal,
  paths.paymentReturn,
  paths.employer.settings,
  paths.employer.subscription,
];

function isSubscriptionExempt(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SUBSCRIPTION_EXEMPT_PATHS.includes(path) || path.startsWith(`${paths.register}/`);
}

/** The employer redirect of §4: where to send an employer whose status is not active, trialing or disabled. */
export function subscriptionRedirect(pathname: string, roles: readonly Role[], status: SubscriptionStatus | undefined): string | null {
  if (!roles.includes('Employer') || roles.includes('Administrator') || !status) return null;
  if (WORKING_SUBSCRIPTION_STATUSES.includes(status) || isSubscriptionExempt(pathname)) return null;
  return paths.subscriptionCreate;
}

/**
 * An employer whose company is not registered yet (step 1 of "I am hiring" only): the employer pages and
 * the subscription pages cannot work, so they lead to "Register your company". Administrators never match.
 */
export function needsCompanyFirst(pathname: string, session: Pick<Session, 'loggedIn' | 'claims' | 'roles' | 'accessExpired'>): boolean {
  if (!session.loggedIn || session.accessExpired || session.claims?.companyId) return false;
  if (!session.roles.includes('Employer') || session.roles.includes('Administrator')) return false;
  return pathname === '/employer' || pathname.startsWith('/employer/') || pathname.startsWith('/subscription/');
}
