import { and, desc, eq } from 'drizzle-orm';
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
