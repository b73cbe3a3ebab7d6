import type { Mailer, MailMessage } from '../src/platform/mail.ts';

/** A mailer that keeps what it is given, for tests that read the mail a request sends. */
export function captureMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    async prepare(_tx, messages) {
      return async () => {
        sent.push(...messages);
      };
    },
    async close() {},
  };
}
