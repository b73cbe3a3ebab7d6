import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { JOB_ALERT_MESSAGES, JOB_ALERTS_MAX, jobAlertName, type JobAlert } from '@talentmatch/shared/job-alerts';
import type { z } from 'zod';
import type { jobAlertBody, publicJobAlertBody } from '@talentmatch/shared/job-alerts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import { renderSystemEmail } from '../email-templates/service.ts';
import { userDirectory } from '../users/queries.ts';
import { can } from './policy.ts';
import { jobAlerts } from './tables.ts';

type AlertInput = z.output<typeof jobAlertBody>;
type PublicAlertInput = z.output<typeof publicJobAlertBody>;
type Row = typeof jobAlerts.$inferSelect;

/** A random link token and the hash the table keeps (the token itself is only in the mail). */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The one-click unsubscribe token of an alert: its id and a signature of it (the link keeps working, so unsubscribing
 * twice answers the same; nothing is stored for it).
 */
export function unsubscribeToken(secret: string, alertId: string): string {
  return `${alertId}.${createHmac('sha256', secret).update(`job-alert:${alertId}`).digest('base64url')}`;
}

/** The alert id of a genuine unsubscribe token, or null. */
function alertOfUnsubscribeToken(secret: string, token: string): string | null {
  const id = token.split('.')[0];
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(unsubscribeToken(secret, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

function present(r: Row): JobAlert {
  return {
    id: r.id,
    keywords: r.keywords,
    location: r.location,
    remote: r.remote,
    employmentType: r.employmentType,
    frequency: r.frequency,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const criteria = (input: AlertInput) => ({
  keywords: input.keywords,
  location: input.location,
  remote: input.remote,
  employmentType: input.employmentType,
  frequency: input.frequency,
});

export async function listMyAlerts(db: Db, actor: Actor): Promise<JobAlert[]> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.userId, actor.userId), isNull(jobAlerts.unsubscribedAt)))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
  return rows.map(present);
}

/** A candidate's alert: sent to their account's address, active at once (they confirmed it when registering). */
export async function createMyAlert(db: Db, actor: Actor, input: AlertInput): Promise<JobAlert> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(jobAlerts)
    .where(and(eq(jobAlerts.userId, actor.userId), isNull(jobAlerts.unsubscribedAt)));
  if (n >= JOB_ALERTS_MAX) throw new ConflictError(JOB_ALERT_MESSAGES.tooMany);
  const [user] = await db.select({ email: userDirectory.email }).from(userDirectory).where(eq(userDirectory.id, actor.userId)).limit(1);
  if (!user) throw new NotFoundError(JOB_ALERT_MESSAGES.notFound);
  const [row] = await db
    .insert(jobAlerts)
    .values({ ...criteria(input), userId: actor.userId, email: user.email, confirmedAt: new Date() })
    .returning();
  return present(row);
}

async function ownAlert(db: Db, actor: Actor, id: string): Promise<Row> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id)).limit(1);
  if (!row || row.unsubscribedAt || !can(actor, 'change', row)) throw new NotFoundError(JOB_ALERT_MESSAGES.notFound);
  return row;
}

export async function updateMyAlert(db: Db, actor: Actor, id: string, input: AlertInput): Promise<JobAlert> {
  await ownAlert(db, actor, id);
  const [row] = await db
    .update(jobAlerts)
    .set({ ...criteria(input), updatedAt: new Date() })
    .where(eq(jobAlerts.id, id))
    .returning();
  return present(row);
}

export async function deleteMyAlert(db: Db, actor: Actor, id: string): Promise<void> {
  await ownAlert(db, actor, id);
  await db.delete(jobAlerts).where(eq(jobAlerts.id, id));
}

/**
 * A visitor's alert: stored unconfirmed, and a confirmation link mailed to the address (double opt-in). Nothing is
 * sent to the address but that one mail until the link is followed. The answer is the same whoever the address is.
 */
export async function subscribeVisitor(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, input: PublicAlertInput): Promise<void> {
  const confirm = newToken();
  const { email, ...rest } = input;
  await ctx.db.insert(jobAlerts).values({
    ...criteria(rest),
    email: email.toLowerCase(),
    confirmTokenHash: confirm.hash,
  });
  const confirmUrl = `${ctx.config.publicUrl}/job-alerts/confirm?token=${confirm.token}`;
  const message = await renderSystemEmail(ctx.db, 'job-alert-confirm', email, {
    alertName: jobAlertName(rest),
    frequency: rest.frequency,
    confirmUrl,
  });
  await ctx.mailer.send({ ...message, secrets: [confirmUrl] });
}

/** Follows a confirmation link: the alert starts. An unknown or used token changes nothing (400). */
export async function confirmVisitorAlert(db: Db, token: string): Promise<void> {
  const rows = await db
    .update(jobAlerts)
    .set({ confirmedAt: new Date(), confirmTokenHash: null, updatedAt: new Date() })
    .where(and(eq(jobAlerts.confirmTokenHash, hashToken(token)), isNull(jobAlerts.unsubscribedAt)))
    .returning({ id: jobAlerts.id });
  if (rows.length === 0) throw new BadRequestError(JOB_ALERT_MESSAGES.badConfirmToken, { token: [JOB_ALERT_MESSAGES.badConfirmToken] });
}

/**
 * One-click unsubscribe (RFC 8058), no login: the alert stops and forgets its address. Following the link again
 * answers the same (idempotent); an unknown token changes nothing (400).
 */
export async function unsubscribeAlert(db: Db, secret: string, token: string): Promise<void> {
  const id = alertOfUnsubscribeToken(secret, token);
  const [row] = id ? await db.select({ id: jobAlerts.id }).from(jobAlerts).where(eq(jobAlerts.id, id)).limit(1) : [];
  if (!row) throw new BadRequestError(JOB_ALERT_MESSAGES.badUnsubscribeToken, { token: [JOB_ALERT_MESSAGES.badUnsubscribeToken] });
  await db
    .update(jobAlerts)
    .set({ unsubscribedAt: new Date(), email: '', confirmTokenHash: null, updatedAt: new Date() })
    .where(and(eq(jobAlerts.id, row.id), isNull(jobAlerts.unsubscribedAt)));
}

/** Account deletion: the user's alerts, and any a visitor made with the same address, go. In the caller's transaction. */
export async function forgetJobAlerts(tx: Tx, userId: string, email: string): Promise<void> {
  await tx.delete(jobAlerts).where(or(eq(jobAlerts.userId, userId), sql`lower(${jobAlerts.email}) = ${email.toLowerCase()}`));
}
