import { micromark } from 'micromark';
import { escapeHtml } from '../../platform/html.ts';

/**
 * Renders a template: the markdown body becomes a responsive HTML email (MJML) and a plain-text
 * part. Markdown is rendered before the placeholders are filled, so a value is always text (escaped
 * in HTML), never markdown or markup; raw HTML in the template itself is not rendered (micromark's
 * default) and refused when saving.
 */

export interface RenderInput {
  subject: string;
  body: string;
  values: Record<string, string>;
  siteName: string;
  /** a button under the body */
  action?: { label: string; url: string };
  /** contact details in the footer */
  contact?: { email: string; phone: string };
  /** announcements: the recipient's unsubscribe address */
  unsubscribeUrl?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
const ENCODED_PLACEHOLDER = /%7B%7B([A-Za-z0-9_]+)%7D%7D/gi;

function fillText(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => values[name] ?? '');
}

function fillHtml(html: string, values: Record<string, string>): string {
  return html
    .replace(PLACEHOLDER, (_whole, name: string) => escapeHtml(values[name] ?? '').replace(/\r?\n/g, '<br>'))
    .replace(ENCODED_PLACEHOLDER, (_whole, name: string) => escapeHtml(encodeURI(values[name] ?? '')));
}

/**
 * A rendered email whose values were left as `{{name}}` placeholders (renderEmail with each value `{{name}}`), filled
 * for one recipient: the same mail renderEmail makes with the values, without MJML each time.
 */
export function fillRenderedEmail(email: RenderedEmail, values: Record<string, string>): RenderedEmail {
  return {
    subject: fillText(email.subject, values).replace(/\s+/g, ' ').trim(),
    text: fillText(email.text, values),
    html: fillHtml(email.html, values),
  };
}

export async function renderEmail(input: RenderInput): Promise<RenderedEmail> {
  const subject = fillText(input.subject, input.values).replace(/\s+/g, ' ').trim();
  const textBody = fillText(input.body, input.values).trim();
  const textParts = [textBody];
  if (input.action) textParts.push(`${input.action.label}: ${input.action.url}`);
  const footer: string[] = [];
  if (input.contact?.email || input.contact?.phone) {
    footer.push(`${input.siteName} · ${[input.contact.email, input.contact.phone].filter(Boolean).join(' · ')}`);
  }
  if (input.unsubscribeUrl) footer.push(`Unsubscribe from announcements: ${input.unsubscribeUrl}`);
  if (footer.length) textParts.push(`--\n${footer.join('\n')}`);

  const bodyHtml = fillHtml(micromark(input.body), input.values);
  const button = input.action
    ? `<mj-button href="${escapeHtml(input.action.url)}" background-color="#1c7ed6" color="#ffffff" border-radius="6px" font-weight="600" align="left">${escapeHtml(input.action.label)}</mj-button>`
    : '';
  const footerHtml = [
    input.contact?.email || input.contact?.phone
      ? `${escapeHtml(input.siteName)} · ${[input.contact.email, input.contact.phone].filter(Boolean).map(escapeHtml).join(' · ')}`
      : escapeHtml(input.siteName),
    input.unsubscribeUrl ? `<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#868e96">Unsubscribe from announcements</a>` : '',
  ]
    .filter(Boolean)
    .join('<br>');
  const source = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="1.55" color="#212529" />
    </mj-attributes>
    <mj-style>blockquote { margin: 0; padding-left: 12px; border-left: 3px solid #dee2e6; color: #495057; } p { margin: 0 0 12px; }</mj-style>
  </mj-head>
  <mj-body background-color="#f1f3f5">
    <mj-section padding="24px 16px 8px"><mj-column><mj-text font-size="20px" font-weight="700" color="#1c7ed6">${escapeHtml(input.siteName)}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="16px 8px"><mj-column><mj-text>${bodyHtml}</mj-text>${button}</mj-column></mj-section>
    <mj-section padding="8px 16px 24px"><mj-column><mj-text font-size="12px" color="#868e96">${footerHtml}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
  // loaded on first use: MJML is large and most starts send no email at once
  const { default: mjml2html } = await import('mjml');
  const { html } = await mjml2html(source, { validationLevel: 'soft' });
  return { subject, text: `${textParts.join('\n\n')}\n`, html };
}
