import { escapeHtml, type MailMessage } from '../../platform/mail.ts';

function layout(siteName: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#212529;line-height:1.5">
<h2>${escapeHtml(siteName)}</h2>
${body}
${button}
</body></html>`;
}

export function welcomeEmail(input: { to: string; firstName: string; siteName: string; loginUrl: string; kind: 'candidate' | 'employer' }): MailMessage {
  const next =
    input.kind === 'employer'
      ? 'Next, register your company so you can post jobs and find candidates.'
      : 'Next, complete your profile so employers can find you.';
  const paragraphs = [`Hello ${input.firstName},`, `Welcome to ${input.siteName}! Your account is ready.`, next];
  return {
    to: input.to,
    subject: `Welcome to ${input.siteName}`,
    text: `${paragraphs.join('\n\n')}\n\nSign in: ${input.loginUrl}\n`,
    html: layout(input.siteName, paragraphs, { label: 'Sign in', url: input.loginUrl }),
  };
}

export function passwordResetEmail(input: { to: string; firstName: string; siteName: string; resetUrl: string }): MailMessage {
  const paragraphs = [
    `Hello ${input.firstName},`,
    `Someone (hopefully you) asked to reset the password of your ${input.siteName} account.`,
    'The link works once and expires in 1 hour. If you did not ask for this, ignore this email; your password stays the same.',
  ];
  return {
    to: input.to,
    subject: `Reset your ${input.siteName} password`,
    text: `${paragraphs.join('\n\n')}\n\nReset your password: ${input.resetUrl}\n`,
    html: layout(input.siteName, paragraphs, { label: 'Reset password', url: input.resetUrl }),
  };
}
