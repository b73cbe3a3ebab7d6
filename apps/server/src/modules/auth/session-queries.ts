import { and, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { sessions } from './tables.ts';

export type SessionRow = typeof sessions.$inferSelect;

const sessionLive = (now: Date) => and(isNull(sessions.revokedAt), or(isNull(sessions.expiresAt), gt(sessions.expiresAt, now)));

/** A user's live sessions, most recently used first (at most 100). */
export async function liveSessionsOf(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sessionLive(new Date())))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(100);
}

/** Ends one live session of the user; the ids of what it ended (none: there was no such live session). */
export async function endLiveSession(db: Db, userId: string, sessionId: string, reason: string): Promise<{ id: string }[]> {
  return db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), sessionLive(new Date())))
    .returning({ id: sessions.id });
}

/** The sessions in which an administrator viewed the user's account (impersonation), newest first (at most 50). */
export async function impersonationSessionsOf(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.impersonatorId)))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
}
