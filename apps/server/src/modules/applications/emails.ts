import { escapeHtml, type MailMessage } from '../../platform/mail.ts';

/** A hiring step told to the other side: the rendered template (plain text) and a link to the conversation. */
export function hiringStepEmail(input: { to: string; siteName: string; subject: string; body: string; conversationUrl: string }): MailMessage {
  const paragraphs = input.body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#212529;line-height:1.5">
<h2>${escapeHtml(input.siteName)}</h2>
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p><a href="${escapeHtml(input.conversationUrl)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">Open the conversation</a></p>
</body></html>`;
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.body}\n\nOpen the conversation: ${input.conversationUrl}\n`,
    html,
  };
}
