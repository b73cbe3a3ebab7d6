import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/jobs.ts';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { sendSystemEmail } from '../email-templates/service.ts';
import { unreadMessagesForEmail } from './service.ts';
import { messageEmailNotices } from './tables.ts';

const UNREAD_DELAY_MS = 10 * 60_000;
const PER_CONVERSATION_GAP_MS = 60 * 60_000;
/** messages older than this are not mailed about (a first start does not mail old history) */
const LOOKBACK_MS = 24 * 60 * 60_000;

/** The first lines of a message, at most about 300 characters. */
export function excerpt(body: string): string {
  const lines = body
    .trim()
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n');
  return lines.length > 300 ? `${lines.slice(0, 297).trimEnd()}…` : lines || '(an attachment)';
}

/**
 * The new-message sweep: each recipient of a message left unread for 10 minutes gets one email per
 * conversation per hour at most (unless they switched new-message emails off). Answers how many went.
 */
export async function sendNewMessageEmails(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  now = new Date(),
  delayMs = UNREAD_DELAY_MS,
): Promise<number> {
  const pending = await unreadMessagesForEmail(ctx.db, {
    since: new Date(now.getTime() - LOOKBACK_MS),
    until: new Date(now.getTime() - delayMs),
  });
  let sent = 0;
  for (const m of pending) {
    const [recent] = await ctx.db
      .select({ at: messageEmailNotices.lastSentAt })
      .from(messageEmailNotices)
      .where(
        and(
          eq(messageEmailNotices.conversationId, m.conversationId),
          eq(messageEmailNotices.userId, m.recipientId),
          gt(messageEmailNotices.lastSentAt, new Date(now.getTime() - PER_CONVERSATION_GAP_MS)),
        ),
      )
      .limit(1);
    if (recent) continue;
    // a message already mailed about (or older than the last email) does not mail again
    const [last] = await ctx.db
      .select({ at: messageEmailNotices.lastSentAt })
      .from(messageEmailNotices)
      .where(and(eq(messageEmailNotices.conversationId, m.conversationId), eq(messageEmailNotices.userId, m.recipientId)))
      .limit(1);
    if (last && last.at >= m.createdAt) continue;
    const area = m.recipientSide === 'candidate' ? 'candidate' : 'employer';
    const went = await sendSystemEmail(
      ctx,
      'new-message',
      { email: m.recipientEmail, userId: m.recipientId },
      {
        firstName: m.recipientFirstName,
        senderName: m.senderName,
        jobTitle: m.jobTitle,
        messageExcerpt: excerpt(m.body),
        conversationUrl: `${ctx.config.publicUrl}/${area}/messages?c=${m.conversationId}`,
      },
    );
    await ctx.db
      .insert(messageEmailNotices)
      .values({ conversationId: m.conversationId, userId: m.recipientId, lastSentAt: now })
      .onConflictDoUpdate({ target: [messageEmailNotices.conversationId, messageEmailNotices.userId], set: { lastSentAt: now } });
    if (went) sent++;
  }
  return sent;
}

const NEW_MESSAGE_SWEEP_INTERVAL_MS = 60_000;
const NEW_MESSAGE_EMAILS_JOB = 'email-templates.new-message-emails';

/** The sweep as a recurring job of the queue: once a minute across every process (docs/background-jobs.md). */
export function defineNewMessageEmailJob(jobs: JobQueue, ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, log: FastifyBaseLogger): void {
  jobs.define(
    NEW_MESSAGE_EMAILS_JOB,
    async () => {
      const sent = await sendNewMessageEmails(ctx, new Date(), ctx.config.newMessageEmail?.delayMs ?? UNREAD_DELAY_MS);
      if (sent) log.info({ sent }, 'new-message emails sent');
      return { sent };
    },
    { retryLimit: 0, exclusive: true },
  );
  const intervalMs = ctx.config.newMessageEmail?.sweepMs ?? NEW_MESSAGE_SWEEP_INTERVAL_MS;
  jobs.every(NEW_MESSAGE_EMAILS_JOB, Math.max(1, Math.round(intervalMs / 1000)));
}
