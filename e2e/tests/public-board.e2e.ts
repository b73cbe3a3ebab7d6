import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { decodeQuotedPrintable, startMailbox } from '../support/mailbox.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { fillAccountForm, solveCaptcha, uniqueEmail } from '../support/journeys.ts';

/**
 * A visitor opens a shared job link (server-rendered), presses Apply, registers, confirms the email from the mail,
 * accepts the terms, creates the profile an application needs, and lands on the same job with the application
 * sent: the way back survives all of them.
 */
let server: RunningServer;
let browser: Browser;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'TalentMatch <no-reply@talentmatch.test>' });
  browser = await launchBrowser();
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
});

describe('public job board', () => {
  it.each([
    ['375', PHONE],
    ['1280', DESKTOP],
  ])('a visitor applies from a shared job link at %s px: sign-up, email confirmation, terms, application sent', async (width, viewport) => {
    const { context, page } = await newPage(browser, server.url, viewport);
    const list = await (await fetch(`${server.url}/api/public/jobs?pageSize=5`)).json();
    const job = list.items[width === '375' ? 0 : 1] as { id: string; title: string; path: string };

    await page.goto(job.path);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await screenshot(page, `public-job-page-${width}`);
    await page.getByRole('link', { name: 'Apply' }).first().click();
    await page.waitForURL((url) => url.pathname === '/register');

    const email = uniqueEmail(`apply${width}`);
    await fillAccountForm(page, { firstName: 'Ines', lastName: 'Moreau', email, password: 'Amber-Quarry-62' });
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname !== '/register');

    await mailbox.waitFor(email);
    const confirmation = /https?:\/\/[^\s"<>]+\/confirm-email\?token=[A-Za-z0-9_-]+/;
    let link: string | undefined;
    for (let tries = 0; !link && tries < 100; tries++) {
      const mails = mailbox.mails.filter((m) => m.to.includes(email.toLowerCase())).map((m) => decodeQuotedPrintable(m.raw));
      link = mails.map((m) => confirmation.exec(m)?.[0]).find(Boolean);
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await page.getByTestId('email-confirmed').waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/termsofuse');
    await page.getByRole('button', { name: /accept/i }).click();
    await page.waitForURL((url) => url.pathname === `/candidate/jobs/${job.id}`);
    await page.getByRole('heading', { name: job.title }).waitFor();
    // applying needs a profile: a new candidate makes one (a headline is enough) and comes straight back
    const noProfile = page.getByRole('alert').filter({ hasText: 'Create your profile before you apply.' });
    await noProfile.getByRole('link', { name: 'Create your profile' }).click();
    await page.waitForURL((url) => url.pathname === '/candidate/profile/create');
    await page.getByLabel('Headline').fill('Warehouse analyst');
    await page.getByRole('button', { name: 'Create profile' }).click();
    await page.waitForURL((url) => url.pathname === `/candidate/jobs/${job.id}`);
    await page.getByText('Your status:').waitFor();
    await screenshot(page, `public-job-applied-${width}`);
    await context.close();
  });
});
