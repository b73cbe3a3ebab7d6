import type { Db } from '../../platform/db/index.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { renderSystemEmail } from '../email-templates/service.ts';

/** The employee invitation (admin-editable template): the /register/{id} link, who invited, and until when it works. */
export function invitationEmail(
  db: Db,
  input: { to: string; companyName: string; inviterName: string; registerUrl: string; expiresAt: Date; timeZone: string },
): Promise<MailMessage> {
  const expiresOn = input.expiresAt.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: input.timeZone,
  });
  return renderSystemEmail(db, 'employee-invitation', input.to, {
    companyName: input.companyName,
    inviterName: input.inviterName,
    expiresOn,
    registerUrl: input.registerUrl,
  });
}
