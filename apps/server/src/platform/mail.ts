import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/index.ts';
import { outboxEmails } from './db/schema.ts';
import { escapeHtml } from './html.ts';
import type { JobQueue } from './jobs.ts';
import { redactUrlsInText } from './observability.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** one-time links, codes and signed links in the body: never stored or logged in clear (sealed for the delivery only) */
  secrets?: string[];
  /** an iCalendar invitation (REQUEST) or cancellation (CANCEL), sent as the mail's text/calendar part */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** a mail the recipient subscribed to (job alerts): its one-click unsubscribe address, sent as List-Unsubscribe (RFC 8058) */
  listUnsubscribe?: string;
}

export const REDACTED_LINK = '[private link: sent to the recipient only]';

/** The outbox key, derived from the JWT secret so nothing new has to be configured. */
export function outboxSealKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'talentmatch', 'outbox-seal', 32));
}

function sealMail(key: Buffer, body: { text: string; html: string }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function openMail(key: Buffer, sealed: string): { text: string; html: string } {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8'));
}

/** The message as stored and logged: every secret (and its HTML-escaped form) replaced, the real body sealed. */
export function redactMail(key: Buffer, message: MailMessage): { text: string; html: string; sealed: string | null } {
  const secrets = (message.secrets ?? []).filter((s) => s.length > 0);
  if (secrets.length === 0) return { text: message.text, html: message.html, sealed: null };
  let { text, html } = message;
  for (const secret of secrets) {
    text = text.split(secret).join(REDACTED_LINK);
    html = html.split(escapeHtml(secret)).join(REDACTED_LINK).split(secret).join(REDACTED_LINK);
  }
  return { text, html, sealed: sealMail(key, { text: message.text, html: message.html }) };
}

export interface Mailer {
  /** Stores the mail in the outbox and queues its delivery (returns once stored, not once sent). */
  send(message: MailMessage): Promise<void>;
  /**
   * Stores mails in the caller's transaction `tx`; the answer queues their delivery and must be called
   * after the transaction commits (a mail stored but never queued is picked up by the outbox sweep).
   */
  prepare(tx: Db, messages: MailMessage[]): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The delivery job of one outbox row (data `{ id }`). */
export const EMAIL_DELIVERY_JOB = 'email.deliver';
/** The recurring sweep: queues rows whose delivery was never queued, fails rows whose sender vanished. */
const EMAIL_SWEEP_JOB = 'email.sweep';
/** Delivery attempts after the first; with the 30 s first delay doubling, the last retry comes about 4 hours later. */
const EMAIL_RETRY_LIMIT = 9;
/** How long one worker holds a row while it talks to the SMTP server. */
const SEND_LEASE_SECONDS = 120;

export interface MailDelivery {
  /** Sends the outbox row `id` if it is still to be sent; throws (to be retried) when SMTP refuses. */
  deliver(id: string, attempt: { lastAttempt: boolean }): Promise<'sent' | 'skipped'>;
  /** Queues the delivery of `ids` (one waiting job per row). */
  queue(ids: string[]): Promise<void>;
  sweep(now?: Date): Promise<{ queued: number; interrupted: number }>;
}

/**
 * Every mail is a row of `outbox_emails`, the source of truth of its delivery. With SMTP_URL a delivery job
 * sends it (retries with backoff, one worker at a time); without it the text is written to the log and the
 * row is marked `logged`.
 */
export function createMailer(deps: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  jobs: JobQueue;
  /** seals the bodies of mails with secrets (outboxSealKey) */
  sealKey: Buffer;
}): Mailer & {
  delivery: MailDelivery;
} {
  const { db, log, smtpUrl, from, jobs, sealKey } = deps;
  const transport = smtpUrl ? nodemailer.createTransport(smtpTransportOptions(smtpUrl)) : undefined;

  const queue = (ids: string[]) => queueEmailDeliveries(jobs, ids);

  const store = async (tx: Db, messages: MailMessage[]): Promise<string[]> => {
    if (messages.length === 0) return [];
    const status = transport ? 'pending' : 'logged';
    const stored = messages.map(
      (m) =>
        ({
          to: m.to,
          subject: m.subject,
          ...redactMail(sealKey, m),
          calendar: m.calendar?.content ?? null,
          calendarMethod: m.calendar?.method ?? null,
          listUnsubscribe: m.listUnsubscribe ?? null,
          status,
        }) as const,
    );
    const rows = await tx.insert(outboxEmails).values(stored).returning({ id: outboxEmails.id });
    if (!transport) {
      rows.forEach((row, n) => {
        const m = stored[n];
        const hint = m.sealed
          ? '\n(the one-time link is sealed: outside production an administrator reads it at GET api/admin/emails/{outboxId})'
          : '';
        // a secret the sender did not declare is still kept out: every link's token-like query values are redacted
        log.info(
          { to: m.to, subject: m.subject, outboxId: row.id },
          `mail (outbox, SMTP_URL not set):\n${redactUrlsInText(m.text)}${hint}`,
        );
      });
    }
    return rows.map((r) => r.id);
  };

  const delivery: MailDelivery = {
    queue,
    async deliver(id, attempt) {
      if (!transport) return 'skipped';
      // the claim: only a pending row, or one whose sender's lease ran out, is taken; one worker at a time
      const [row] = await db
        .update(outboxEmails)
        .set({
          status: 'sending',
          attempts: sql`${outboxEmails.attempts} + 1`,
          lockedUntil: sql`now() + make_interval(secs => ${SEND_LEASE_SECONDS})`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(outboxEmails.id, id),
            or(eq(outboxEmails.status, 'pending'), and(eq(outboxEmails.status, 'sending'), lt(outboxEmails.lockedUntil, sql`now()`))),
          ),
        )
        .returning();
      if (!row) return 'skipped';
      try {
        const body = row.sealed ? openMail(sealKey, row.sealed) : { text: row.text, html: row.html };
        const icalEvent = row.calendar ? { method: row.calendarMethod ?? 'REQUEST', content: row.calendar } : undefined;
        const headers = row.listUnsubscribe
          ? { 'List-Unsubscribe': `<${row.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : undefined;
        await transport.sendMail({ from, to: row.to, subject: row.subject, text: body.text, html: body.html, icalEvent, headers });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ to: row.to, outboxId: id, attempt: row.attempts, err: error }, 'sending mail failed');
        await db
          .update(outboxEmails)
          .set({ status: attempt.lastAttempt ? 'failed' : 'pending', error: message, lockedUntil: null, updatedAt: new Date() })
          .where(eq(outboxEmails.id, id));
        throw error;
      }
      await db
        .update(outboxEmails)
        // the link has left: its sealed copy goes too
        .set({ status: 'sent', sentAt: new Date(), error: null, lockedUntil: null, sealed: null, updatedAt: new Date() })
        .where(eq(outboxEmails.id, id));
      return 'sent';
    },
    async sweep(now = new Date()) {
      if (!transport) return { queued: 0, interrupted: 0 };
      // pending and never tried for a minute: the process that stored it stopped before queueing it
      const stale = await db
        .select({ id: outboxEmails.id })
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.status, 'pending'),
            eq(outboxEmails.attempts, 0),
            lt(outboxEmails.createdAt, new Date(now.getTime() - 60_000)),
          ),
        )
        .limit(500);
      await queue(stale.map((r) => r.id));
      // held by a sender whose lease ended long ago and whose job was not retried (its last attempt was cut off)
      const interrupted = await db
        .update(outboxEmails)
        .set({ status: 'failed', error: 'The delivery was interrupted.', lockedUntil: null, updatedAt: now })
        .where(and(eq(outboxEmails.status, 'sending'), lt(outboxEmails.lockedUntil, new Date(now.getTime() - 3_600_000))))
        .returning({ id: outboxEmails.id });
      return { queued: stale.length, interrupted: interrupted.length };
    },
  };

  return {
    delivery,
    async send(message) {
      await queue(await store(db, [message]));
    },
    async prepare(tx, messages) {
      const ids = await store(tx, messages);
      return () => queue(transport ? ids : []);
    },
    async close() {
      transport?.close();
    },
  };
}

/** Queues one delivery job per outbox row. */
async function queueEmailDeliveries(jobs: Pick<JobQueue, 'enqueue'>, ids: string[]): Promise<void> {
  for (const id of ids) await jobs.enqueue(EMAIL_DELIVERY_JOB, { id });
}

/** Registers the delivery job and the sweep on the queue. */
export function defineMailJobs(jobs: JobQueue, delivery: MailDelivery): void {
  jobs.define<{ id: string }>(EMAIL_DELIVERY_JOB, (data, job) => delivery.deliver(data.id, job), {
    retryLimit: EMAIL_RETRY_LIMIT,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: SEND_LEASE_SECONDS,
    concurrency: 2,
  });
  jobs.define(EMAIL_SWEEP_JOB, () => delivery.sweep(), { retryLimit: 0 });
  jobs.every(EMAIL_SWEEP_JOB, 60);
}

/** Puts failed outbox rows back to pending (an administrator's retry); the ids that were failed. */
export async function requeueFailedEmails(db: Db, jobs: Pick<JobQueue, 'enqueue'>, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(outboxEmails)
    .set({ status: 'pending', lockedUntil: null, updatedAt: new Date() })
    .where(and(inArray(outboxEmails.id, ids), eq(outboxEmails.status, 'failed'), isNull(outboxEmails.sentAt)))
    .returning({ id: outboxEmails.id });
  await queueEmailDeliveries(
    jobs,
    rows.map((r) => r.id),
  );
  return rows.map((r) => r.id);
}

/** smtp://user:pass@host:port; plain SMTP (no TLS upgrade) when there are no credentials, e.g. a local catcher. */
function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    ignoreTLS: !secure && !user,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
  };
}

/**
 * Account deletion: the emails kept for an address (administrators read the outbox) go, except one a
 * worker is sending at this moment. In the caller's transaction.
 */
export async function forgetRecipient(tx: Pick<Db, 'delete'>, email: string): Promise<void> {
  await tx.delete(outboxEmails).where(and(eq(outboxEmails.to, email), ne(outboxEmails.status, 'sending')));
}
