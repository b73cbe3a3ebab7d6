import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@talentmatch/shared/roles';
import type { Db } from '../db/index.ts';
import { sessions, users } from '../db/schema.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { TokenService } from './tokens.ts';
import { userRoles } from './sessions.ts';

export interface AuthContext {
  userId: string;
  sessionId: string;
  roles: Role[];
  companyId: string | null;
  impersonatorId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** preHandler: a valid bearer token of a live session of an existing user, else 401. */
export function createAuthenticate(db: Db, tokens: TokenService): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new UnauthorizedError();
    const claims = await tokens.verifyAccessToken(match[1]);
    if (!claims) throw new UnauthorizedError();
    const [row] = await db
      .select({
        revokedAt: sessions.revokedAt,
        sessionUserId: sessions.userId,
        impersonatorId: sessions.impersonatorId,
        deletedAt: users.deletedAt,
        roles: users.roles,
        companyId: users.companyId,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, claims.sid))
      .limit(1);
    if (!row || row.revokedAt || row.deletedAt || row.sessionUserId !== claims.sub) throw new UnauthorizedError();
    // Roles and company come from the database so a change takes effect before the token expires.
    request.auth = {
      userId: claims.sub,
      sessionId: claims.sid,
      roles: userRoles(row),
      companyId: row.companyId,
      impersonatorId: row.impersonatorId,
    };
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
