import type { Db } from '../../platform/db/index.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { renderSystemEmail } from '../email-templates/service.ts';

/** The welcome and password-reset emails: the admin-editable templates (admin/email-templates) filled in. */

export function welcomeEmail(
  db: Db,
  input: { to: string; firstName: string; loginUrl: string; kind: 'candidate' | 'employer' | 'teammate'; companyName?: string },
): Promise<MailMessage> {
  const nextStep =
    input.kind === 'teammate'
      ? `You have joined the hiring team of ${input.companyName ?? 'your company'}. Next, post jobs and find candidates.`
      : input.kind === 'employer'
        ? 'Next, register your company so you can post jobs and find candidates.'
        : 'Next, complete your profile so employers can find you.';
  return renderSystemEmail(db, 'welcome', input.to, { firstName: input.firstName, nextStep, loginUrl: input.loginUrl });
}

/** A security mail: always sent, whatever the recipient's notification settings. */
export function passwordResetEmail(db: Db, input: { to: string; firstName: string; resetUrl: string }): Promise<MailMessage> {
  return renderSystemEmail(db, 'password-reset', input.to, { firstName: input.firstName, resetUrl: input.resetUrl });
}

export function accountCreatedEmail(input: { to: string; firstName: string; siteName: string; setupUrl: string }): MailMessage {
  const paragraphs = [
    `Hello ${input.firstName},`,
    `An administrator created a ${input.siteName} account for you with this email address.`,
    'Choose your password to sign in. The link works once and expires in 7 days.',
  ];
  return {
    to: input.to,
    subject: `Your ${input.siteName} account is ready`,
    text: `${paragraphs.join('\n\n')}\n\nChoose your password: ${input.setupUrl}\n`,
    html: `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(input.setupUrl)}">Choose password</a></p>`,
  };
}
