import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { enforceTermsAccepted } from '../../platform/auth/terms-guard.ts';
import type { Db } from '../../platform/db/index.ts';
import { siteConfiguration } from '../../platform/db/schema.ts';
import { companyDirectory } from '../companies/queries.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import { logUser } from '../../platform/observability.ts';
import { userDirectory, userDirectoryAs } from '../users/queries.ts';
import { userRoles } from '../users/service.ts';
import { sessions } from './tables.ts';

/**
 * preHandler: a valid bearer token of a live session of an existing user, else 401; then the terms gate
 * (403 `terms-not-accepted` outside its allow-list, platform/auth/terms-guard.ts). Sets `request.auth`
 * (platform/auth/guards.ts); app.ts hands it to every module as `ctx.authenticate`.
 * One query per request, read fresh every time (a revoked session, a locked user, a changed role, or an
 * impersonation whose administrator was demoted, locked or deleted count from the next request, in every process); it also reads the user's own fields and company name, so the
 * identity routes answer without a second query.
 */
export function createAuthenticate(db: Db, tokens: TokenService): preHandlerAsyncHookHandler {
  // an impersonation session holds only while the administrator who opened it is one (checked on every request)
  const impersonator = userDirectoryAs('impersonator');
  // A named prepared statement: PostgreSQL parses and plans this join once per connection instead of on every
  // request (planning was most of its cost), and drizzle builds the SQL text once.
  const sessionQuery = db
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
      email: userDirectory.email,
      firstName: userDirectory.firstName,
      lastName: userDirectory.lastName,
      phoneNumber: userDirectory.phoneNumber,
      uniqueId: userDirectory.uniqueId,
      createdAt: userDirectory.createdAt,
      lastLoginAt: userDirectory.lastLoginAt,
      companyName: companyDirectory.name,
      impersonatorIsAdmin: sql<boolean>`coalesce(${impersonator.deletedAt} is null and ${impersonator.lockedAt} is null and 'Administrator' = any(${impersonator.roles}), false)`,
      termsAccepted: sql<boolean>`coalesce(${userDirectory.termsAcceptedVersion} >= coalesce((select ${siteConfiguration.termsVersion} from ${siteConfiguration} limit 1), 1), false)`,
    })
    .from(sessions)
    .innerJoin(userDirectory, eq(userDirectory.id, sessions.userId))
    .leftJoin(companyDirectory, eq(companyDirectory.id, userDirectory.companyId))
    .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorId))
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
    // the token and the session agree on who impersonates, and that person is still an active administrator
    if ((claims.imp ?? null) !== row.impersonatorId) throw new UnauthorizedError();
    if (row.impersonatorId && row.impersonatorIsAdmin !== true) throw new UnauthorizedError();
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
