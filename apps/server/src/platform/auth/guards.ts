import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@talentmatch/shared/roles';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';

/** Who the request is from: set by the auth module's `authenticate` preHandler (`ctx.authenticate`). */
export interface AuthContext {
  userId: string;
  sessionId: string;
  roles: Role[];
  companyId: string | null;
  impersonatorId: string | null;
  /** the account's address is confirmed (publishing jobs needs it) */
  emailVerified: boolean;
  /** the user's own fields, read in the same query as the session (GET api/user/me and api/account/profile answer them) */
  account: SignedInAccount;
}

/** The signed-in user's row as authenticate read it for this request (never kept across requests). */
interface SignedInAccount {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  uniqueId: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  companyName: string | null;
  termsAccepted: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

/** preHandler (after authenticate): 403 unless the user holds one of the roles. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async function roleGate(request: FastifyRequest) {
    const auth = requireAuth(request);
    if (!roles.some((r) => auth.roles.includes(r))) throw new ForbiddenError();
  };
}
