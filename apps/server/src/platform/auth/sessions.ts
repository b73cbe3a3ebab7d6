import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TokenPair } from '@talentmatch/shared/access-token';
import { ROLES, type Role } from '@talentmatch/shared/roles';
import type { Db } from '../db/index.ts';
import { refreshTokens, sessions, siteConfiguration, users } from '../db/schema.ts';
import { UnauthorizedError } from '../errors.ts';
import { newOpaqueToken, roleClaim, sha256, type TokenService } from './tokens.ts';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

type UserRow = typeof users.$inferSelect;

export function userRoles(user: Pick<UserRow, 'roles'>): Role[] {
  return user.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));
}

export async function currentTermsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ v: siteConfiguration.termsVersion }).from(siteConfiguration).limit(1);
  return row?.v ?? 1;
}

/** Sessions are refresh-token families; this owns issuing, rotating and revoking them. */
export function createSessionService(deps: { db: Db; tokens: TokenService; refreshTtlSeconds: number }) {
  const { db, tokens, refreshTtlSeconds } = deps;

  async function accessTokenFor(user: UserRow, sessionId: string, impersonatorId: string | null): Promise<string> {
    const termsVersion = await currentTermsVersion(db);
    return tokens.signAccessToken({
      sub: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      role: roleClaim(userRoles(user)),
      companyId: user.companyId,
      terms: user.termsAcceptedVersion !== null && user.termsAcceptedVersion >= termsVersion ? 1 : 0,
      sid: sessionId,
      ...(impersonatorId ? { imp: impersonatorId } : {}),
    });
  }

  async function addRefreshToken(sessionId: string, tx: Db = db): Promise<string> {
    const refreshToken = newOpaqueToken();
    await tx.insert(refreshTokens).values({
      sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + refreshTtlSeconds * 1000),
    });
    return refreshToken;
  }

  async function loadUser(userId: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return user;
  }

  async function revokeSession(sessionId: string, reason: string) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  return {
    async start(user: UserRow, meta: { ip?: string; userAgent?: string }): Promise<TokenPair & { sessionId: string }> {
      const [session] = await db
        .insert(sessions)
        .values({ userId: user.id, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 500) ?? null })
        .returning({ id: sessions.id });
      const refreshToken = await addRefreshToken(session.id);
      return { sessionId: session.id, token: await accessTokenFor(user, session.id, null), refreshToken };
    },

    /** Rotates a refresh token; a token presented twice revokes its whole family. */
    async refresh(input: { accessToken: string; refreshToken: string }): Promise<TokenPair> {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, sha256(input.refreshToken)))
        .limit(1);
      if (!row) throw new UnauthorizedError(SESSION_EXPIRED);
      if (row.session.revokedAt) throw new UnauthorizedError(SESSION_EXPIRED);
      if (row.token.usedAt) {
        await revokeSession(row.session.id, 'refresh-token-reuse');
        throw new UnauthorizedError(SESSION_EXPIRED);
      }
      if (row.token.expiresAt.getTime() <= Date.now()) throw new UnauthorizedError(SESSION_EXPIRED);
      if (input.accessToken) {
        const claims = await tokens.verifyAccessToken(input.accessToken, { allowExpired: true });
        if (!claims || claims.sid !== row.session.id) throw new UnauthorizedError(SESSION_EXPIRED);
      }
      const user = await loadUser(row.session.userId);
      if (!user || user.deletedAt) throw new UnauthorizedError(SESSION_EXPIRED);
      // Conditional update: of two concurrent rotations only one wins; the loser is a reuse.
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await revokeSession(row.session.id, 'refresh-token-reuse');
        throw new UnauthorizedError(SESSION_EXPIRED);
      }
      await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.session.id));
      const refreshToken = await addRefreshToken(row.session.id);
      return { token: await accessTokenFor(user, row.session.id, row.session.impersonatorId), refreshToken };
    },

    /** New pair for a live session with fresh claims; earlier refresh tokens of the session stop working. */
    async reissue(sessionId: string): Promise<TokenPair> {
      const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
      if (!session || session.revokedAt) throw new UnauthorizedError(SESSION_EXPIRED);
      const user = await loadUser(session.userId);
      if (!user || user.deletedAt) throw new UnauthorizedError(SESSION_EXPIRED);
      await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));
      await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
      const refreshToken = await addRefreshToken(sessionId);
      return { token: await accessTokenFor(user, sessionId, session.impersonatorId), refreshToken };
    },

    revoke: revokeSession,

    async revokeAllForUser(userId: string, reason: string, options: { except?: string } = {}) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (options.except) conditions.push(ne(sessions.id, options.except));
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(...conditions));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
