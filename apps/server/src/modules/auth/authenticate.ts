import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { siteConfiguration } from '../../platform/db/schema.ts';
import { userDirectory } from '../users/queries.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { userRoles } from '../users/service.ts';
import { logUser } from '../../platform/observability.ts';
import { enforceTermsAccepted } from '../../platform/auth/terms-guard.ts';
import { sessions } from './tables.ts';

/**
 * preHandler: a valid bearer token of a live session of an existing user, else 401; then the terms gate
 * (403 `terms-not-accepted` outside its allow-list, platform/auth/terms-guard.ts). Sets `request.auth`
 * (platform/auth/guards.ts); app.ts hands it to every module as `ctx.authenticate`.
 */
export function createAuthenticate(db: Db, tokens: TokenService): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
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
        expiresAt: sessions.expiresAt,
        deletedAt: userDirectory.deletedAt,
        lockedAt: userDirectory.lockedAt,
        roles: userDirectory.roles,
        companyId: userDirectory.companyId,
        emailVerifiedAt: userDirectory.emailVerifiedAt,
        termsAccepted: sql<boolean>`coalesce(${userDirectory.termsAcceptedVersion} >= coalesce((select ${siteConfiguration.termsVersion} from ${siteConfiguration} limit 1), 1), false)`,
      })
      .from(sessions)
      .innerJoin(userDirectory, eq(userDirectory.id, sessions.userId))
      .where(eq(sessions.id, claims.sid))
      .limit(1);
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
    };
    logUser(request, reply, claims.sub);
    enforceTermsAccepted(request, row.termsAccepted === true);
  };
}
