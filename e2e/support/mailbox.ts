import { decodeQuotedPrintable, type ReceivedMail, startSmtpMailbox } from '../../apps/server/test/smtp-mailbox.ts';

export { decodeQuotedPrintable };

/** A real SMTP server that keeps what it receives, for the journeys that read their email. */
export async function startMailbox(): Promise<{
  smtpUrl: string;
  mails: ReceivedMail[];
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}> {
  const { url, mails, stop } = await startSmtpMailbox();
  return {
    smtpUrl: url,
    mails,
    async waitFor(to, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to.toLowerCase()));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail reached ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop,
  };
}
