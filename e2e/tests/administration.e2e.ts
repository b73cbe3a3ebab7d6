import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { expectPath, logIn } from '../support/journeys.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('administration', () => {
  it('finds an employer, views the site as them read-only, exits, and sees both events in the audit trail', async () => {
    const { context, page } = await newPage(browser, server.url);
    await logIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await expectPath(page, '/admin/dashboard');
    // real figures and the sign-up chart
    await page.getByRole('link', { name: /^Users: \d+/ }).waitFor();
    await page.getByText('Sign-ups, last 30 days').waitFor();
    await screenshot(page, 'admin-dashboard');

    await page.goto('/admin/admin-users');
    await page.getByLabel('Search users').fill('employer@talent');
    const row = page.getByRole('link', { name: 'Erin Walsh' });
    await row.waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Users' }).getByRole('row').count()).toBe(2);
    await row.click();
    await page.waitForURL(/\/admin\/users\/edit\//);
    const editPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Erin Walsh' }).waitFor();

    await page.getByRole('button', { name: 'Impersonate' }).click();
    await expectPath(page, '/employer/dashboard');
    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Erin Walsh');
    await screenshot(page, 'impersonation-employer-dashboard');

    // a save is refused with the message
    await page.goto('/employer/settings');
    await banner.waitFor();
    await page.getByLabel('Phone number').fill('+1 555 999 0000');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('This is not allowed while impersonating.').waitFor();

    await page.getByRole('button', { name: 'Exit Impersonation' }).click();
    await page.waitForURL((u) => u.pathname === editPath);
    await page.getByRole('heading', { name: 'Erin Walsh' }).waitFor();
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    const trail = page.getByTestId('audit-trail');
    await trail.getByText('Stopped viewing as the user').waitFor();
    await trail.getByText('Started viewing as the user').waitFor();
    // opening the page is itself a read of the account, listed apart
    await page.getByTestId('admin-reads').getByText('Viewed the account page').first().waitFor();
    await screenshot(page, 'admin-user-edit');
    await context.close();

    // the employer sees in Settings that support viewed the account
    const employer = await newPage(browser, server.url);
    await logIn(employer.page, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password);
    await employer.page.waitForURL((u) => u.pathname !== '/login');
    await employer.page.goto('/employer/settings');
    await employer.page
      .getByTestId('support-access')
      .getByText(/Support viewed your account on/)
      .waitFor();
    // the phone number was not changed
    await expect.poll(() => employer.page.getByLabel('Phone number').inputValue()).toBe('+1 555 010 2000');
    await employer.context.close();
  });

  it('shows the candidates list and a candidate, and the admin profile page, on a phone too', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await logIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/candidates');
    await page
      .getByText(/\d+ candidates?/)
      .first()
      .waitFor();
    await screenshot(page, 'admin-candidates-phone');
    await page.getByRole('table', { name: 'Candidates' }).getByRole('link').first().click();
    await page.waitForURL(/\/admin\/candidates\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Applications', exact: false }).waitFor();
    await screenshot(page, 'admin-candidate-phone');
    await page.goto('/admin/profile');
    await page.getByRole('heading', { name: 'Active sessions' }).waitFor();
    await screenshot(page, 'admin-profile-phone');
    await context.close();
  });
});
