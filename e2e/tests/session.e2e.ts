import { required } from '@talentmatch/shared/required';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { decodeQuotedPrintable, startMailbox } from '../support/mailbox.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { accessToken, expectPath, logIn, solveCaptcha } from '../support/journeys.ts';

let server: RunningServer;
let browser: Browser;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

const ACCESS_TOKEN_SECONDS = 4;

beforeAll(async () => {
  mailbox = await startMailbox();
  // Short-lived access tokens so the silent refresh can be watched within a test.
  server = await startServer({
    SMTP_URL: mailbox.smtpUrl,
    MAIL_FROM: 'TalentMatch <no-reply@talentmatch.test>',
    ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_SECONDS),
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
});

describe('sessions and access', () => {
  it('resets a forgotten password with the link received by a real SMTP server', async () => {
    const { context, page } = await newPage(browser, server.url);
    const email = 'jordan.lee@talentmatch.local';
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText(/reset link is on its way|check your inbox/i)
      .first()
      .waitFor();

    const mail = decodeQuotedPrintable((await mailbox.waitFor(email)).raw);
    const link = mail.match(/https?:\/\/\S+\/reset-password\?[^\s"<>]+/)?.[0];
    expect(link, 'the mail carries a reset link').toBeTruthy();
    const url = new URL(required(link).replace(/&amp;/g, '&'));
    expect(url.origin).toBe(server.url);

    await page.goto(url.pathname + url.search);
    await page.getByLabel(/^New password/).fill('Maple-Compass-93');
    await page.getByLabel('Confirm new password').fill('Maple-Compass-93');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectPath(page, '/login');

    await logIn(page, email, 'Maple-Compass-93');
    await page.waitForURL((u) => u.pathname !== '/login');
    expect(await accessToken(page)).toBeTruthy();

    // The code was single-use: the same link now fails with the server's message.
    const again = await page.request.post('/api/auth/reset-password', {
      data: {
        email,
        password: 'Other-Compass-94',
        confirmPassword: 'Other-Compass-94',
        code: url.searchParams.get('code'),
        captchaToken: '',
      },
    });
    expect(again.status()).toBe(400);

    // The same link used again in the browser: one clear message, no field prefix, and the way to a new link.
    const second = await newPage(browser, server.url);
    await second.page.goto(url.pathname + url.search);
    await second.page.getByLabel(/^New password/).fill('Other-Compass-94');
    await second.page.getByLabel('Confirm new password').fill('Other-Compass-94');
    await solveCaptcha(second.page);
    await second.page.getByRole('button', { name: 'Reset password' }).click();
    const explained = second.page.getByTestId('reset-code-error');
    await explained.waitFor();
    expect(await second.page.getByText(/invalid or has expired/).count()).toBe(1);
    expect(await second.page.getByText(/Code:/).count()).toBe(0);
    await explained.getByRole('link', { name: 'Send me a new reset link' }).click();
    await expectPath(second.page, '/forgot-password');
    await second.context.close();
    await context.close();
  });

  it('asks for the captcha after failed logins on the account, and then lets the owner in', async () => {
    const { context, page } = await newPage(browser, server.url);
    const { email, password } = DEMO_ACCOUNTS.subscribedEmployer;
    // someone else guesses (the default threshold is five failures per account)
    for (let i = 0; i < 5; i++) {
      const wrong = await page.request.post('/api/auth/login', { data: { email, password: `Wrong-Guess-${i}` } });
      expect(wrong.status()).toBe(401);
    }
    await logIn(page, email, password);
    await page.getByTestId('captcha').waitFor();
    await expect(page.getByText('Please complete the verification to log in.').count()).resolves.toBeGreaterThan(0);
    expect(await accessToken(page)).toBeNull();
    await solveCaptcha(page);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL((u) => u.pathname !== '/login');
    expect(await accessToken(page)).toBeTruthy();
    await context.close();
  });

  it('sends a candidate who opens /admin away from the admin area', async () => {
    const { context, page } = await newPage(browser, server.url);
    await logIn(page, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    await expectPath(page, '/candidate/dashboard');
    await page.goto('/admin/dashboard');
    // The guard sends a wrong role to "/", which takes a signed-in user home to their own area.
    await expectPath(page, '/candidate/dashboard');
    await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Site Configuration' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('refreshes an expired access token without the user noticing', async () => {
    const { context, page } = await newPage(browser, server.url);
    await logIn(page, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password);
    await expectPath(page, '/employer/dashboard');
    const first = await accessToken(page);
    const claims = JSON.parse(Buffer.from(required(first).split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_SECONDS);

    await page.waitForTimeout((ACCESS_TOKEN_SECONDS + 1) * 1000);
    // A client-side navigation needs the API (the settings form loads the profile): it must just work.
    await page.getByRole('link', { name: 'Settings' }).click();
    await expectPath(page, '/employer/settings');
    // the form draws its fields, then fills them from the profile's answer
    await expect.poll(() => page.getByLabel('Email').first().inputValue()).toBe(DEMO_ACCOUNTS.employer.email);
    const second = await accessToken(page);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    await expect(page.getByTestId('error-banner').count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the horizontal navigation instead of the side menu at 375 px', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await logIn(page, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    await expectPath(page, '/candidate/dashboard');
    const nav = page.getByTestId('mobile-nav');
    await nav.waitFor();
    const box = await nav.boundingBox();
    expect(required(box).width).toBeLessThanOrEqual(375);
    expect(required(box).height).toBeLessThan(100);
    await expect(nav.getByRole('link', { name: 'Job Postings' }).count()).resolves.toBe(1);
    await expect(page.getByTestId('side-menu').isVisible()).resolves.toBe(false);
    await screenshot(page, 'candidate-dashboard-375');
    await context.close();
  });
});
