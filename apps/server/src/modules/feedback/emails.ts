import { escapeHtml } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mail.ts';

/** The one reminder for feedback still pending a week after the task opened. */
export function feedbackReminderEmail(input: {
  to: string;
  siteName: string;
  candidateName: string;
  jobTitle: string;
  feedbackUrl: string;
}): MailMessage {
  const paragraphs = [
    'Hello,',
    `Your team has not yet given feedback on ${input.candidateName} for the job "${input.jobTitle}".`,
    'It takes a minute: an overall rating, four criteria and a short comment. An administrator reviews it before the candidate sees it together with your company’s name.',
  ];
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#212529;line-height:1.5">
<h2>${escapeHtml(input.siteName)}</h2>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.feedbackUrl)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">Give feedback</a></p>
</body></html>`;
  return {
    to: input.to,
    subject: `Feedback on ${input.candidateName} is waiting`,
    text: `${paragraphs.join('\n\n')}\n\nGive feedback: ${input.feedbackUrl}\n`,
    html,
  };
}
