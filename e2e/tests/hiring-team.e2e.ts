import { required } from '@talentmatch/shared/required';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_INVITEE_EMAIL, DEMO_OTHER_PASSWORD } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { decodeQuotedPrintable, startMailbox } from '../support/mailbox.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { logIn, solveCaptcha, uniqueEmail } from '../support/journeys.ts';

let server: RunningServer;
let browser: Browser;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'TalentMatch <no-reply@talentmatch.test>' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
});

describe('hiring team', () => {
  it('the account manager invites a colleague who registers through the mailed link and joins the team', async () => {
    const colleague = { firstName: 'Riley', lastName: 'Novak', email: uniqueEmail('riley'), password: 'Harbor-Lantern-58' };
    const manager = await newPage(browser, server.url);
    const page = manager.page;
    await logIn(page, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password);
    await page.waitForURL((u) => u.pathname.startsWith('/employer'));
    await page.getByRole('link', { name: 'Hiring Team Members' }).first().click();
    await page.getByRole('heading', { name: 'Hiring team' }).waitFor();
    await page.getByTestId('seats').getByText('3 of 3 seats used').waitFor();

    // The trial's three seats are taken (two members and the seeded invitation): the plan limit says so.
    const invite = page.getByRole('form', { name: 'Invite a colleague' });
    await invite.getByLabel("Colleague's email").fill(colleague.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await page
      .getByTestId('invite-refusal')
      .getByText(/Your trial allows 3 hiring-team seats\. Upgrade your plan/)
      .waitFor();

    // Free the seat: cancel the pending invitation, after confirming.
    await page.getByRole('button', { name: `Cancel the invitation to ${DEMO_INVITEE_EMAIL}` }).click();
    await page.getByRole('dialog', { name: 'Cancel this invitation?' }).getByRole('button', { name: 'Cancel invitation' }).click();
    await page.getByText(`The invitation to ${DEMO_INVITEE_EMAIL} has been canceled.`).waitFor();
    await page.getByText('No pending invitations.').waitFor();

    // A bad address is refused next to the field; a good one is sent.
    await invite.getByLabel("Colleague's email").fill('not-an-address');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByText('Enter a valid email address.').waitFor();
    await invite.getByLabel("Colleague's email").fill(colleague.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${colleague.email}.`).waitFor();
    await page.getByTestId('invitation-row').filter({ hasText: colleague.email }).waitFor();
    await screenshot(page, 'hiring-team-manager-1280');

    // The mail carries the /register/{id} link.
    const mail = decodeQuotedPrintable((await mailbox.waitFor(colleague.email)).raw);
    expect(mail).toContain('Join Northwind Analytics');
    const link = mail.match(/https?:\/\/[^\s"<>]+\/register\/[0-9a-f-]{36}/)?.[0];
    expect(link, 'the mail carries the invitation link').toBeTruthy();
    const url = new URL(required(link));
    expect(url.origin).toBe(server.url);

    // The colleague registers through the link (email fixed by the invitation), solves the captcha, accepts the terms.
    const invitee = await newPage(browser, server.url);
    await invitee.page.goto(url.pathname);
    await invitee.page.getByText('Northwind Analytics').first().waitFor();
    await expect(invitee.page.getByLabel('Email').inputValue()).resolves.toBe(colleague.email);
    await invitee.page.getByLabel('First name').fill(colleague.firstName);
    await invitee.page.getByLabel('Last name').fill(colleague.lastName);
    await invitee.page.getByLabel(/^Password/).fill(colleague.password);
    await invitee.page.getByLabel('Confirm password').fill(colleague.password);
    await solveCaptcha(invitee.page);
    await invitee.page.getByRole('button', { name: 'Join the team' }).click();
    await invitee.page.waitForURL((u) => !u.pathname.startsWith('/register'));
    await invitee.page.goto('/employer/companies');
    await invitee.page.getByRole('button', { name: /accept/i }).click();
    await invitee.page.getByRole('heading', { name: 'Hiring team' }).waitFor();

    // The new member sees the team read-only: no invite form, no remove buttons.
    await invitee.page.getByText(/You can see the team\. Erin Walsh \(account manager\) invites and removes members\./).waitFor();
    expect(await invitee.page.getByRole('form', { name: 'Invite a colleague' }).count()).toBe(0);
    expect(await invitee.page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await invitee.page.getByTestId('team-member-row').filter({ hasText: colleague.email }).getByText('You').waitFor();
    await invitee.context.close();

    // The manager sees the colleague in the team and the invitation gone.
    await page.reload();
    await page.getByTestId('team-member-row').filter({ hasText: colleague.email }).getByText('Riley Novak').waitFor();
    await page.getByText('No pending invitations.').waitFor();
    await manager.context.close();
  });

  it('a teammate who is not account manager sees the team read-only, also at 375 px', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await logIn(page, 'recruiter@talentmatch.local', DEMO_OTHER_PASSWORD);
    await page.waitForURL((u) => u.pathname.startsWith('/employer'));
    // the menu entry is the account manager's; the page itself is open to every member
    await page.goto('/employer/companies');
    await page.getByRole('heading', { name: 'Hiring team' }).waitFor();
    await page.getByText(/You can see the team\./).waitFor();
    await page.getByTestId('team-member-row').filter({ hasText: 'employer@talentmatch.local' }).getByText('Account manager').waitFor();
    expect(await page.getByRole('button', { name: 'Edit profile' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Invite a colleague' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Make .* account manager$/ }).count()).toBe(0);
    // the API agrees: inviting is refused
    const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    const companyId = JSON.parse(Buffer.from(required(token).split('.')[1], 'base64url').toString()).companyId as string;
    const refused = await page.request.post(`/api/companies/${companyId}/invitations`, {
      data: { email: 'sneaky@example.com' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    await screenshot(page, 'hiring-team-readonly-375');
    await context.close();
  });
});
