import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { TokenPair } from '@talentmatch/shared/access-token';
import type { SessionService, SessionUser } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import { newOpaqueToken, roleClaim, sha256, type TokenService } from '../../platform/auth/tokens.ts';
import { currentTermsVersion } from '../../platform/auth/terms-guard.ts';
import { findUserById, userRoles } from '../users/service.ts';
import { passwordResetCodes, refreshTokens, sessions } from './tables.ts';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
/**
 * Two tabs refresh at the same moment with the same refresh token: the second within this window gets a valid pair
 * of its own instead of ending the session as a reuse (docs/security.md, "Refresh grace"). Later, a reuse still
 * revokes the whole family.
 */
export const REFRESH_GRACE_MS = 30_000;

/** A token rotated (not stopped by a re-issue, which also expires it) less than the grace ago. */
function inGrace(token: { usedAt: Date | null; expiresAt: Date }, now = Date.now()): boolean {
  return token.usedAt !== null && now - token.usedAt.getTime() < REFRESH_GRACE_MS && token.expiresAt.getTime() > now;
}

/** Sessions are refresh-token families; this owns issuing, rotating and revoking them. */
export function createSessionService(deps: {
  db: Db;
  tokens: TokenService;
  refreshTtlSeconds: number;
  /** after sessions are revoked (every path goes through here): their live streams close, in every process */
  onRevoked?: (sessionIds: string[]) => Promise<void>;
}): SessionService {
  const { db, tokens, refreshTtlSeconds } = deps;
  const revoked = async (rows: { id: string }[]) => {
    if (rows.length > 0) await deps.onRevoked?.(rows.map((r) => r.id));
  };

  async function accessTokenFor(user: SessionUser, sessionId: string, impersonatorId: string | null): Promise<string> {
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

  async function addRefreshToken(sessionId: string, sessionEnd: Date | null = null): Promise<string> {
    const refreshToken = newOpaqueToken();
    const end = Date.now() + refreshTtlSeconds * 1000;
    await db.insert(refreshTokens).values({
      sessionId,
      tokenHash: sha256(refreshToken),
      // a session with a hard end (impersonation) cannot be refreshed past it
      expiresAt: new Date(sessionEnd ? Math.min(end, sessionEnd.getTime()) : end),
    });
    return refreshToken;
  }

  const loadUser = (userId: string) => findUserById(db, userId);

  /** A session may go on: its user is active and, when it is an impersonation, its administrator still is one. */
  async function sessionUser(session: { id: string; userId: string; impersonatorId: string | null }) {
    const user = await loadUser(session.userId);
    if (!user || user.deletedAt || user.lockedAt) throw new UnauthorizedError(SESSION_EXPIRED);
    if (session.impersonatorId) {
      const admin = await loadUser(session.impersonatorId);
      if (!admin || admin.deletedAt || admin.lockedAt || !userRoles(admin).includes('Administrator')) {
        await revokeSession(session.id, 'impersonator-not-administrator');
        throw new UnauthorizedError(SESSION_EXPIRED);
      }
    }
    return user;
  }

  /** The token was rotated a moment ago by a concurrent refresh (the other tab): still in the grace. */
  async function claimedWithinGrace(tokenId: string): Promise<boolean> {
    const [token] = await db
      .select({ usedAt: refreshTokens.usedAt, expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, tokenId))
      .limit(1);
    return token !== undefined && inGrace(token);
  }

  async function revokeSession(sessionId: string, reason: string, options: { userId?: string } = {}): Promise<boolean> {
    const conditions = [eq(sessions.id, sessionId), isNull(sessions.revokedAt)];
    if (options.userId) conditions.push(eq(sessions.userId, options.userId));
    const rows = await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(...conditions))
      .returning({ id: sessions.id });
    await revoked(rows);
    return rows.length > 0;
  }

  return {
    /** A new session; with `impersonatorId` it is an administrator's read-only view that ends at `expiresAt`. */
    async start(
      user: SessionUser,
      meta: { ip?: string; userAgent?: string },
      options: { impersonatorId?: string; expiresAt?: Date } = {},
    ): Promise<TokenPair & { sessionId: string }> {
      const [session] = await db
        .insert(sessions)
        .values({
          userId: user.id,
          ip: meta.ip ?? null,
          userAgent: meta.userAgent?.slice(0, 500) ?? null,
          impersonatorId: options.impersonatorId ?? null,
          expiresAt: options.expiresAt ?? null,
        })
        .returning({ id: sessions.id });
      const refreshToken = await addRefreshToken(session.id, options.expiresAt ?? null);
      return { sessionId: session.id, token: await accessTokenFor(user, session.id, options.impersonatorId ?? null), refreshToken };
    },

    /** Rotates a refresh token; a token presented twice (after the grace) revokes its whole family. */
    async refresh(input: { accessToken: string; refreshToken: string }): Promise<TokenPair> {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, sha256(input.refreshToken)))
        .limit(1);
      if (!row) throw new UnauthorizedError(SESSION_EXPIRED);
      if (row.session.revokedAt) throw new UnauthorizedError(SESSION_EXPIRED);
      if (row.token.usedAt && !inGrace(row.token)) {
        await revokeSession(row.session.id, 'refresh-token-reuse');
        throw new UnauthorizedError(SESSION_EXPIRED);
      }
      if (row.token.expiresAt.getTime() <= Date.now()) throw new UnauthorizedError(SESSION_EXPIRED);
      if (row.session.expiresAt && row.session.expiresAt.getTime() <= Date.now()) throw new UnauthorizedError(SESSION_EXPIRED);
      if (input.accessToken) {
        const claims = await tokens.verifyAccessToken(input.accessToken, { allowExpired: true });
        if (!claims || claims.sid !== row.session.id) throw new UnauthorizedError(SESSION_EXPIRED);
      }
      const user = await sessionUser(row.session);
      // Conditional update: of two concurrent rotations only one claims the token; the other is inside the grace.
      // (a token read as used is already known to be inside the grace: checked above)
      if (!row.token.usedAt) {
        const claimed = await db
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0 && !(await claimedWithinGrace(row.token.id))) {
          await revokeSession(row.session.id, 'refresh-token-reuse');
          throw new UnauthorizedError(SESSION_EXPIRED);
        }
      }
      await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.session.id));
      const refreshToken = await addRefreshToken(row.session.id, row.session.expiresAt);
      return { token: await accessTokenFor(user, row.session.id, row.session.impersonatorId), refreshToken };
    },

    /** New pair for a live session with fresh claims; earlier refresh tokens of the session stop working. */
    async reissue(sessionId: string): Promise<TokenPair> {
      const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
      if (!session || session.revokedAt) throw new UnauthorizedError(SESSION_EXPIRED);
      if (session.expiresAt && session.expiresAt.getTime() <= Date.now()) throw new UnauthorizedError(SESSION_EXPIRED);
      const user = await sessionUser(session);
      // stopped, not rotated: expired as well, so the refresh grace does not apply to them
      await db
        .update(refreshTokens)
        .set({ usedAt: new Date(), expiresAt: new Date() })
        .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));
      await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
      const refreshToken = await addRefreshToken(sessionId, session.expiresAt);
      return { token: await accessTokenFor(user, sessionId, session.impersonatorId), refreshToken };
    },

    /** Ends one live session (with `userId`: only if it is that user's); false when there was none to end. */
    revoke: revokeSession,

    /** Every live session of the user, and every view as someone else the user opened (impersonation). */
    async revokeAllForUser(userId: string, reason: string, options: { except?: string } = {}) {
      const conditions = [or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)), isNull(sessions.revokedAt)];
      if (options.except) conditions.push(ne(sessions.id, options.except));
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(...conditions))
        .returning({ id: sessions.id });
      await revoked(rows);
    },

    async revokeImpersonationsBy(impersonatorId: string, reason: string) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(sessions.impersonatorId, impersonatorId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id, userId: sessions.userId });
      await revoked(rows);
      return rows.map((r) => ({ sessionId: r.id, userId: r.userId }));
    },

    async forgetUser(tx: Tx, userId: string) {
      await tx.update(sessions).set({ ip: null, userAgent: null }).where(eq(sessions.userId, userId));
      await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
    },
  };
}
