import { escapeLike } from '../../platform/db/like.ts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  OUTBOX_EMAIL_STATUSES,
  OUTBOX_MESSAGES,
  type OutboxEmail,
  type OutboxEmailList,
  type OutboxEmailStatus,
} from '@talentmatch/shared/outbox';
import type { Db } from '../../platform/db/index.ts';
import { outboxEmails } from '../../platform/db/schema.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { openMail, requeueFailedEmails } from '../../platform/mail.ts';
import { redactUrlsInText } from '../../platform/observability.ts';
import { recordRead } from '../audit-log/service.ts';
import { findUserByEmail } from '../users/service.ts';
import { canRetryEmail } from './policy.ts';

const columns = {
  id: outboxEmails.id,
  to: outboxEmails.to,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  error: outboxEmails.error,
  createdAt: outboxEmails.createdAt,
  updatedAt: outboxEmails.updatedAt,
  sentAt: outboxEmails.sentAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | (K extends 'error' | 'sentAt' ? null : never) };

/** The administrator's view: addresses, subjects and delivery state; never the body (it may hold a reset link). */
function present(row: Row): OutboxEmail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

export async function listOutboxEmails(
  db: Db,
  query: { status: OutboxEmailStatus | 'all'; search: string; page: number; pageSize: number },
): Promise<OutboxEmailList> {
  const where: SQL[] = [];
  if (query.status !== 'all') where.push(eq(outboxEmails.status, query.status));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    const match = or(ilike(outboxEmails.to, like), ilike(outboxEmails.subject, like));
    if (match) where.push(match);
  }
  const condition = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(outboxEmails).where(condition);
  const rows = await db
    .select(columns)
    .from(outboxEmails)
    .where(condition)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const grouped = await db.select({ status: outboxEmails.status, n: count() }).from(outboxEmails).groupBy(outboxEmails.status);
  const counts = Object.fromEntries(OUTBOX_EMAIL_STATUSES.map((s) => [s, 0])) as Record<OutboxEmailStatus, number>;
  for (const g of grouped) counts[g.status] = g.n;
  return { items: rows.map(present), totalRecords: total, counts };
}

/**
 * One email. A mail that was only logged (no mail server) is shown with its text, since nobody received it. With
 * `unsealKey` (a development or test server without SMTP) it is shown whole, a sealed body opened, so a local user
 * can follow a reset or confirmation link (docs/security.md, "Links in mail"); in production the text is shown as the
 * log has it (one-time links and token-like link values removed).
 */
async function getOutboxEmail(db: Db, id: string, unsealKey?: Buffer): Promise<OutboxEmail> {
  const [row] = await db
    .select({ ...columns, sealed: outboxEmails.sealed, text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(OUTBOX_MESSAGES.notFound);
  const { sealed, text, ...rest } = row;
  if (rest.status !== 'logged') return present(rest);
  if (!unsealKey) return { ...present(rest), text: redactUrlsInText(text) };
  return { ...present(rest), text: sealed ? openMail(unsealKey, sealed).text : text };
}

/** `GET api/admin/emails/{id}`: the mail, and a line in its recipient's trail (an administrator read their mail). */
export async function readOutboxEmail(db: Db, adminId: string, id: string, unsealKey?: Buffer): Promise<OutboxEmail> {
  const email = await getOutboxEmail(db, id, unsealKey);
  const recipient = await findUserByEmail(db, email.to);
  await recordRead(db, {
    actorId: adminId,
    action: 'email.read',
    subjectType: recipient ? 'user' : 'outbox-email',
    subjectId: recipient ? recipient.id : email.id,
    details: { emailId: email.id, subject: email.subject },
  });
  return email;
}

/** An administrator sends a failed email again: back to pending, with a fresh delivery job and a fresh set of retries. */
export async function retryOutboxEmail(deps: { db: Db; jobs: JobQueue }, id: string): Promise<OutboxEmail> {
  const email = await getOutboxEmail(deps.db, id);
  if (!canRetryEmail(email)) throw new ConflictError(OUTBOX_MESSAGES.notFailed);
  const [retried] = await requeueFailedEmails(deps.db, deps.jobs, [id]);
  // another administrator retried it a moment ago
  if (!retried) throw new ConflictError(OUTBOX_MESSAGES.notFailed);
  return getOutboxEmail(deps.db, id);
}
