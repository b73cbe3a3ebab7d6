import type { Db } from '../../platform/db/index.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { templatedEmail } from '../email-templates/service.ts';

/**
 * A hiring step told to the other side: the "application status change" email template around the
 * step's rendered message template, with a link to the conversation. Null when the recipient
 * switched application emails off.
 */
export function hiringStepEmail(
  db: Db,
  input: { to: string; userId: string; subject: string; body: string; conversationUrl: string },
): Promise<MailMessage | null> {
  return templatedEmail(
    db,
    'application-status',
    { email: input.to, userId: input.userId },
    {
      stepSubject: input.subject,
      stepBody: input.body,
      conversationUrl: input.conversationUrl,
    },
  );
}
