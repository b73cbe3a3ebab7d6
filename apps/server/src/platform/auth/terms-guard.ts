import type { FastifyRequest } from 'fastify';
import { PROBLEM_TYPES, TERMS_NOT_ACCEPTED } from '@talentmatch/shared/problem';
import type { Db } from '../db/index.ts';
import { siteConfiguration } from '../db/schema.ts';
import { TypedForbiddenError } from '../errors.ts';

/** The terms version users must have accepted (site configuration; 1 before anything is set). */
export async function currentTermsVersion(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ v: siteConfiguration.termsVersion }).from(siteConfiguration).limit(1);
  return row?.v ?? 1;
}

/**
 * Authenticated calls a user who has not accepted the current terms version may still make (docs/security.md,
 * "Terms of use"). Everything else that needs a session answers 403 with the `terms-not-accepted` problem type,
 * which the web client turns into the way to /termsofuse.
 */
export const TERMS_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  // read and answer the terms (the text itself is in the public GET api/siteConfiguration)
  'GET /api/siteConfiguration/terms/me',
  'POST /api/auth/register/termsaccept',
  'POST /api/auth/register/termsdecline',
  // the second registration step (the company) comes before the terms page in the sign-up flow
  'POST /api/auth/register/company',
  // leave: log out, keep the session alive until then, end an impersonation, delete the account (data rights)
  'POST /api/auth/revoke',
  'GET /api/auth/refresh-token',
  'GET /api/auth/impersonation/stop',
  'DELETE /api/user/me',
  // own identity
  'GET /api/user/me',
  'GET /api/account/profile',
  'GET /api/user/last-login',
  // /subscription/create, which the specification exempts from the terms redirect (§4), and what it calls
  'GET /api/subscription/config',
  'GET /api/subscription/status',
  'GET /api/subscription/trial-status',
  'POST /api/subscription/checkout',
]);

/** The route as registered (`GET /api/jobs/:id`), the key of the allow-list. */
function routeKey(request: FastifyRequest): string {
  return `${request.method} ${(request.routeOptions.url ?? request.url.split('?')[0]).replace(/\/$/, '')}`;
}

/**
 * The terms gate: called by `authenticate` for every authenticated route, with the acceptance it read from the
 * same row as the session (no extra query). Impersonation sessions are held to the user's acceptance too: support
 * sees what the user sees.
 */
export function enforceTermsAccepted(request: FastifyRequest, accepted: boolean): void {
  if (accepted || TERMS_EXEMPT_ROUTES.has(routeKey(request))) return;
  throw new TypedForbiddenError(PROBLEM_TYPES.termsNotAccepted, TERMS_NOT_ACCEPTED);
}
