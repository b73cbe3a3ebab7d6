import { escapeHtml, type MailMessage } from '../../platform/mail.ts';

function layout(siteName: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#212529;line-height:1.5">
<h2>${escapeHtml(siteName)}</h2>
${body}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
</body></html>`;
}

function message(to: string, subject: string, siteName: string, paragraphs: string[], action: { label: string; url: string }): MailMessage {
  return { to, subject, text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n`, html: layout(siteName, paragraphs, action) };
}

export interface Recipient {
  email: string;
  firstName: string;
}

export function trialEndingEmail(input: { to: Recipient; siteName: string; companyName: string; daysLeft: 1 | 3; choosePlanUrl: string }): MailMessage {
  const when = input.daysLeft === 1 ? 'tomorrow' : `in ${input.daysLeft} days`;
  return message(
    input.to.email,
    `Your ${input.siteName} trial ends ${when}`,
    input.siteName,
    [
      `Hello ${input.to.firstName},`,
      `The free trial of ${input.companyName} ends ${when}.`,
      'Choose a plan and add a card to keep posting jobs and talking to candidates without interruption.',
    ],
    { label: 'Choose a plan', url: input.choosePlanUrl },
  );
}

export function paymentFailedEmail(input: { to: Recipient; siteName: string; companyName: string; billingUrl: string }): MailMessage {
  return message(
    input.to.email,
    `Payment failed for your ${input.siteName} subscription`,
    input.siteName,
    [
      `Hello ${input.to.firstName},`,
      `We could not take the payment for the ${input.companyName} subscription.`,
      'Please update your card in the billing portal; we will retry the payment automatically.',
    ],
    { label: 'Manage billing', url: input.billingUrl },
  );
}

export function subscriptionCanceledEmail(input: { to: Recipient; siteName: string; companyName: string; choosePlanUrl: string }): MailMessage {
  return message(
    input.to.email,
    `Your ${input.siteName} subscription has ended`,
    input.siteName,
    [
      `Hello ${input.to.firstName},`,
      `The subscription of ${input.companyName} has been canceled.`,
      'Your jobs and conversations are kept. Choose a plan whenever you want to continue.',
    ],
    { label: 'Choose a plan', url: input.choosePlanUrl },
  );
}
