import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/index.ts';
import { outboxEmails } from './db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Every mail lands in outbox_emails; with SMTP_URL it is also sent and marked sent (or its error kept). */
export function createMailer(deps: { db: Db; log: FastifyBaseLogger; smtpUrl?: string; from: string }): Mailer {
  const { db, log, smtpUrl, from } = deps;
  const transport = smtpUrl ? nodemailer.createTransport(smtpTransportOptions(smtpUrl)) : undefined;
  return {
    async send(message) {
      const [row] = await db.insert(outboxEmails).values(message).returning({ id: outboxEmails.id });
      if (!transport) {
        log.info({ to: message.to, subject: message.subject }, `mail (outbox, SMTP_URL not set):\n${message.text}`);
        return;
      }
      try {
        await transport.sendMail({ from, ...message });
        await db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, row.id));
      } catch (error) {
        log.error({ err: error, to: message.to }, 'sending mail failed');
        await db.update(outboxEmails).set({ error: String(error) }).where(eq(outboxEmails.id, row.id));
        throw error;
      }
    },
    async close() {
      transport?.close();
    },
  };
}

/** smtp://user:pass@host:port; plain SMTP (no TLS upgrade) when there are no credentials, e.g. a local catcher. */
export function smtpTransportOptions(smtpUrl: string) {
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
