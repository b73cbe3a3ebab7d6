import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@talentmatch/shared/roles';
import type { Db } from '../db/index.ts';
import { companies, sessions, siteConfiguration, users } from '../db/schema.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { TokenService } from './tokens.ts';
import { userRoles } from './sessions.ts';
import { logUser } from '../observability.ts';
import { enforceTermsAccepted } from './terms-guard.ts';

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
export interface SignedInAccount {
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

/**
 * preHandler: a valid bearer token of a live session of an existing user, else 401; then the terms gate
 * (403 `terms-not-accepted` outside its allow-list, platform/auth/terms-guard.ts).
 * One query per request, read fresh every time (a revoked session, a locked user or a changed role count
 * from the next request, in every process); it also reads the user's own fields and company name, so the
 * identity routes answer without a second query.
 */
export function createAuthenticate(db: Db, tokens: TokenService): preHandlerAsyncHookHandler {
  // A named prepared statement: PostgreSQL parses and plans this join once per connection instead of on every
  // request (planning was most of its cost), and drizzle builds the SQL text once.
  const sessionQuery = db
    .select({
      revokedAt: sessions.revokedAt,
      sessionUserId: sessions.userId,
      impersonatorId: sessions.impersonatorId,
      expiresAt: sessions.expiresAt,
      deletedAt: users.deletedAt,
      lockedAt: users.lockedAt,
      roles: users.roles,
      companyId: users.companyId,
      emailVerifiedAt: users.emailVerifiedAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      uniqueId: users.uniqueId,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      companyName: companies.name,
      termsAccepted: sql<boolean>`coalesce(${users.termsAcceptedVersion} >= coalesce((select ${siteConfiguration.termsVersion} from ${siteConfiguration} limit 1), 1), false)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('authenticate_session');
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new UnauthorizedError();
    const claims = await tokens.verifyAccessToken(match[1]);
    if (!claims) throw new UnauthorizedError();
    const [row] = await sessionQuery.execute({ sessionId: claims.sid });
    if (!row || row.revokedAt || row.deletedAt || row.lockedAt || row.sessionUserId !== claims.sub) throw new UnauthorizedError();
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) throw new UnauthorizedError();
    // Roles and company come from the database so a change takes effect before the token expires.
    request.auth = {
      userId: claims.sub,
      sessionId: claims.sid,
      roles: userRoles(row),
      companyId: row.companyId,
      impersonatorId: row.impersonatorId,
      emailVerified: row.emailVerifiedAt !== null,
      account: {
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        phoneNumber: row.phoneNumber,
        uniqueId: row.uniqueId,
        createdAt: row.createdAt,
        lastLoginAt: row.lastLoginAt,
        companyName: row.companyName,
        termsAccepted: row.termsAccepted === true,
      },
    };
    logUser(request, reply, claims.sub);
    enforceTermsAccepted(request, row.termsAccepted === true);
  };
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
