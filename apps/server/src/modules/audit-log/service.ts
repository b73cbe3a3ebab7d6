import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.ts';
import { userDirectory } from '../users/queries.ts';
import { auditLog } from './tables.ts';

export interface AuditEntry {
  /** who did it (an administrator), null for the system */
  actorId: string | null;
  /** dotted verb such as `user.locked` or `impersonation.started` */
  action: string;
  subjectType: string;
  subjectId: string | null;
  details?: Record<string, unknown>;
}

/** One row in the audit log (what administrators did, and to whom); `db` may be an open transaction. */
export async function recordAudit(db: Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    details: entry.details ?? {},
  });
}

/** A page open for a while is read again and again (refetches, its several calls): one entry per this window. */
const READ_AUDIT_WINDOW_MS = 10 * 60 * 1000;

/**
 * An administrator read something personal (a user's admin page, a mail to them, their conversation): one entry,
 * unless the same administrator read the same thing (same action, subject and details) within READ_AUDIT_WINDOW_MS.
 */
export async function recordRead(db: Tx, entry: AuditEntry & { details: Record<string, unknown> }): Promise<void> {
  const [recent] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        entry.actorId === null ? isNull(auditLog.actorId) : eq(auditLog.actorId, entry.actorId),
        eq(auditLog.action, entry.action),
        eq(auditLog.subjectType, entry.subjectType),
        entry.subjectId === null ? isNull(auditLog.subjectId) : eq(auditLog.subjectId, entry.subjectId),
        sql`${auditLog.details} @> ${JSON.stringify(entry.details)}::jsonb`,
        gt(auditLog.createdAt, new Date(Date.now() - READ_AUDIT_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (!recent) await recordAudit(db, entry);
}

/** The entries about one subject with the actor's name (null: the system or a deleted actor row), newest first (at most 200). */
export async function auditTrail(db: Db, subjectType: string, subjectId: string) {
  return db
    .select({ entry: auditLog, actorFirst: userDirectory.firstName, actorLast: userDirectory.lastName })
    .from(auditLog)
    .leftJoin(userDirectory, eq(userDirectory.id, auditLog.actorId))
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
}
