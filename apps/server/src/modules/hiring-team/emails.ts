import { escapeHtml, type MailMessage } from '../../platform/mail.ts';

/** The employee invitation: the /register/{id} link, who invited, and until when it works. */
export function invitationEmail(input: {
  to: string;
  siteName: string;
  companyName: string;
  inviterName: string;
  registerUrl: string;
  expiresAt: Date;
}): MailMessage {
  const until = input.expiresAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const paragraphs = [
    'Hello,',
    `${input.inviterName} invited you to join the hiring team of ${input.companyName} on ${input.siteName}.`,
    `Create your account with this email address through the link below. The invitation works until ${until}.`,
    'If you did not expect this invitation, you can ignore this email.',
  ];
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#212529;line-height:1.5">
<h2>${escapeHtml(input.siteName)}</h2>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.registerUrl)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">Join ${escapeHtml(input.companyName)}</a></p>
</body></html>`;
  return {
    to: input.to,
    subject: `Join ${input.companyName} on ${input.siteName}`,
    text: `${paragraphs.join('\n\n')}\n\nJoin the team: ${input.registerUrl}\n`,
    html,
  };
}
