import { describe, expect, it } from 'vitest';
import { SYSTEM_TEMPLATE_KEYS, templateContentSchema } from '@talentmatch/shared/email-templates';
import { escapeHtml } from '../../platform/html.ts';
import { ANNOUNCEMENT_PLACEHOLDERS, SYSTEM_TEMPLATES, sampleValues } from './catalogue.ts';
import { renderEmail } from './render.ts';

const HOSTILE = '<script>alert(1)</script> **bold** [x](javascript:alert(1)) & "quotes"';

describe.each([...SYSTEM_TEMPLATE_KEYS])('built-in template %s', (key) => {
  const template = SYSTEM_TEMPLATES[key];
  const names = template.placeholders.map((p) => p.name);

  it('uses only its own placeholders and passes its own validation', () => {
    expect(templateContentSchema(names).safeParse({ subject: template.subject, body: template.body }).success).toBe(true);
  });

  it('renders every placeholder into the HTML and the text part', async () => {
    const values = sampleValues(template.placeholders);
    const actionUrl = template.action ? values[template.action.urlPlaceholder] : undefined;
    const email = await renderEmail({
      subject: template.subject,
      body: template.body,
      values,
      siteName: values.siteName ?? 'TalentMatch',
      action: template.action && actionUrl ? { label: template.action.label, url: actionUrl } : undefined,
      contact: { email: 'support@example.test', phone: '+1 555 0100' },
    });
    expect(email.html).toMatch(/^<!doctype html>/i);
    expect(email.html).toContain('max-width:600px');
    expect(email.html).not.toMatch(/\{\{/);
    expect(email.text).not.toMatch(/\{\{/);
    expect(email.subject).not.toMatch(/\{\{/);
    const used = new Set([...`${template.subject}\n${template.body}`.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]));
    for (const name of names) {
      const value = values[name] ?? '';
      const where = `${email.subject}\n${email.text}`;
      if (used.has(name) || name === template.action?.urlPlaceholder) expect(where, name).toContain(value);
      if (used.has(name)) expect(email.html, name).toContain(escapeHtml(value));
    }
    if (template.action) expect(email.html).toContain(escapeHtml(template.action.label));
    expect(email.text).toContain('support@example.test');
  });

  it('escapes values: a value is text, never markup or markdown', async () => {
    const values = Object.fromEntries(names.map((n) => [n, HOSTILE]));
    const email = await renderEmail({ subject: template.subject, body: template.body, values, siteName: 'TalentMatch' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toMatch(/href="javascript:/i);
    expect(email.html).not.toContain('<strong>bold</strong>');
    if (/\{\{\s*\w+\s*\}\}/.test(template.body)) expect(email.html).toContain('&lt;script&gt;');
  });
});

describe('announcement placeholders and template validation', () => {
  const names = ANNOUNCEMENT_PLACEHOLDERS.map((p) => p.name);

  it('renders markdown into HTML and keeps an unsubscribe link in both parts', async () => {
    const email = await renderEmail({
      subject: 'News for {{firstName}}',
      body: '# Big news\n\nHello **{{firstName}}** {{lastName}}, [sign in]({{loginUrl}}).',
      values: sampleValues(ANNOUNCEMENT_PLACEHOLDERS),
      siteName: 'TalentMatch',
      unsubscribeUrl: 'https://talentmatch.example/api/email/unsubscribe?u=1&t=2',
    });
    expect(email.subject).toBe('News for Priya');
    expect(email.html).toContain('<h1>Big news</h1>');
    expect(email.html).toContain('<strong>Priya</strong>');
    expect(email.html).toContain('href="https://talentmatch.example/login"');
    expect(email.html).toContain('unsubscribe?u=1&amp;t=2');
    expect(email.text).toContain('Unsubscribe from announcements: https://talentmatch.example/api/email/unsubscribe?u=1&t=2');
  });

  it('refuses unknown placeholders and raw HTML, naming the field', () => {
    const schema = templateContentSchema(names);
    const unknown = schema.safeParse({ subject: 'Hi {{password}}', body: 'Body' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.path).toEqual(['subject']);
    expect(unknown.error?.issues[0]?.message).toMatch(/Unknown placeholder \{\{password\}\}/);
    const html = schema.safeParse({ subject: 'Hi', body: 'Hello <img src=x onerror=alert(1)>' });
    expect(html.success).toBe(false);
    expect(html.error?.issues[0]?.path).toEqual(['body']);
    expect(schema.safeParse({ subject: 'Hi', body: '' }).success).toBe(false);
  });
});
