import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { decodeQuotedPrintable, startMailbox } from '../support/mailbox.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { accessToken, expectPath, logIn } from '../support/journeys.ts';

/**
 * The administrator changes the footer phone (a logged-out visitor sees it), sets a
 * maintenance message (banner on the login page), publishes terms version 2 (the signed-in candidate
 * is sent to /termsofuse at the next page, accepts, continues; revisiting shows the acceptance),
 * edits the new-message email template, and the candidate receives it from a real SMTP server after
 * a message stays unread (the delay is 2 s here instead of 10 minutes).
 */
const ADMIN = DEMO_ACCOUNTS.admin;
const CANDIDATE = DEMO_ACCOUNTS.candidate;
const EMPLOYER = DEMO_ACCOUNTS.employer;
const PHONE = '+1 (555) 019-7777';
const MAINTENANCE = 'Scheduled maintenance on Sunday from 02:00 to 04:00 UTC.';

let server: RunningServer;
let browser: Browser;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({
    SMTP_URL: mailbox.smtpUrl,
    MAIL_FROM: 'TalentMatch <no-reply@talentmatch.test>',
    NEW_MESSAGE_EMAIL_DELAY_SECONDS: '2',
    NEW_MESSAGE_EMAIL_SWEEP_SECONDS: '1',
  });
  browser = await launchBrowser();
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
});

async function post(path: string, token: string, body: unknown, method = 'POST') {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

describe('site configuration, terms versions, maintenance banner and email templates', () => {
  it('walks the administrator and candidate journey of the site configuration', async () => {
    const candidate = (await newPage(browser, server.url)).page;
    await logIn(candidate, CANDIDATE.email, CANDIDATE.password);
    await candidate.waitForURL((u) => u.pathname.startsWith('/candidate'));

    const admin = (await newPage(browser, server.url)).page;
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL((u) => u.pathname.startsWith('/admin'));
    await admin.goto('/admin/site-configuration');

    // 1. the footer phone
    await admin.getByLabel('Contact phone').fill(PHONE);
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await admin.getByText('Saved.', { exact: true }).waitFor();
    const visitor = (await newPage(browser, server.url)).page;
    await visitor.goto('/login');
    await visitor.getByRole('contentinfo').getByText(PHONE).waitFor();

    // 2. the maintenance banner, on the public login page too
    await admin.getByLabel('Maintenance message').fill(MAINTENANCE);
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await admin.getByTestId('maintenance-banner').getByText(MAINTENANCE).waitFor();
    await visitor.reload();
    await visitor.getByTestId('maintenance-banner').getByText(MAINTENANCE).waitFor();
    await screenshot(visitor, 'site-configuration-login-banner');

    // 3. terms version 2
    await admin.getByLabel('Terms of use text').fill('# Terms of Use, version 2\n\nWe updated **how we keep your data**.');
    await admin.getByRole('tab', { name: 'Preview' }).click();
    await admin.getByRole('heading', { name: 'Terms of Use, version 2' }).waitFor();
    await admin.getByRole('button', { name: 'Publish as version 2' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Current version 2').waitFor();
    await screenshot(admin, 'site-configuration-admin');

    // the signed-in candidate is sent to /termsofuse at the next page
    await candidate.goto('/candidate/profile');
    await expectPath(candidate, '/termsofuse');
    await candidate.getByRole('heading', { name: 'Terms of Use, version 2' }).waitFor();
    await candidate.getByRole('button', { name: 'Accept' }).click();
    await candidate.waitForURL((u) => u.pathname.startsWith('/candidate'));
    await candidate.goto('/termsofuse');
    await candidate
      .getByTestId('terms-accepted')
      .getByText(/You accepted version 2 on/)
      .waitFor();
    await candidate.getByRole('button', { name: /Back to/ }).click();
    await candidate.waitForURL((u) => u.pathname !== '/termsofuse');

    // 4. the new-message template
    // publishing version 2 counted as the administrator's acceptance: they go on without being asked
    await admin.goto('/admin/email-templates');
    await expectPath(admin, '/admin/email-templates');
    await admin.getByRole('link', { name: 'Edit New message' }).click();
    await admin.getByLabel('Subject').fill('Unread: {{senderName}} wrote to you');
    await admin.getByTestId('preview-subject').getByText('Unread: Erin Walsh wrote to you').waitFor();
    await admin.getByRole('button', { name: 'Save template' }).click();
    await admin.getByText('New message has been saved.').waitFor();

    // 5. a message the candidate leaves unread reaches them by email
    const employerLogin = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMPLOYER.email, password: EMPLOYER.password }),
    });
    const { token: employerToken } = (await employerLogin.json()) as { token: string };
    // the server holds every user to version 2: the employer accepts it before writing
    expect((await post('/api/auth/register/termsaccept', employerToken, {})).status).toBe(204);
    const candidateToken = await accessToken(candidate);
    expect(candidateToken).toBeTruthy();
    const candidateId = JSON.parse(Buffer.from(String(candidateToken).split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;
    const note = `Are you free for a call on Thursday? ${Date.now()}`;
    const sent = await post('/api/message/conversation', employerToken, { id: candidateId, body: note });
    expect(sent.status).toBe(201);

    const deadline = Date.now() + 30_000;
    let mail: string | undefined;
    while (!mail && Date.now() < deadline) {
      mail = mailbox.mails
        .filter((m) => m.to.includes(CANDIDATE.email))
        .map((m) => decodeQuotedPrintable(m.raw))
        .find((raw) => raw.includes(note));
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mail, 'the new-message email').toBeTruthy();
    expect(mail).toContain('Subject: Unread: Erin Walsh wrote to you');
    expect(mail).toContain('Open the conversation');
  }, 240_000);
});
