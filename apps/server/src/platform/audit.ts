import type { Db } from './db/index.ts';
import { auditLog } from './db/schema.ts';

export interface AuditEntry {
  /** who did it (an administrator), null for the system */
  actorId: string | null;
  /** dotted verb such as `user.locked` or `impersonation.started` */
  action: string;
  subjectType: string;
  subjectId: string | null;
  details?: Record<string, unknown>;
}

/** One row in the audit log (what administrators did, and to whom). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    details: entry.details ?? {},
  });
}
