import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { expectPath, fillAccountForm, logIn, solveCaptcha, uniqueEmail } from '../support/journeys.ts';
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

// This journey waits for reports computed on the shared machine: its steps get a minute each.
const STEP_TIMEOUT = 60_000;

describe('reports', () => {
  it('a visitor from a newsletter link signs up; the administrator reads the business and marketing reports', async () => {
    // A visitor lands through a newsletter link: one visit is reported, the UTM fields are kept for registration.
    const visitor = await newPage(browser, server.url);
    visitor.page.setDefaultTimeout(STEP_TIMEOUT);
    const visit = visitor.page.waitForResponse((r) => r.url().endsWith('/api/acquisition/visits') && r.request().method() === 'POST');
    await visitor.page.goto('/register?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-reports');
    expect((await visit).status()).toBe(204);
    await fillAccountForm(visitor.page, { firstName: 'Lena', lastName: 'Vogel', email: uniqueEmail('utm'), password: 'Velvet-Compass-93' });
    await solveCaptcha(visitor.page);
    const registered = visitor.page.waitForResponse((r) => r.url().endsWith('/api/auth/register/candidate'));
    await visitor.page.getByRole('button', { name: 'Create account' }).click();
    expect((await registered).status()).toBe(201);
    await visitor.context.close();

    // The administrator opens the business report, switches to the last 90 days by week.
    const { context, page } = await newPage(browser, server.url);
    page.setDefaultTimeout(STEP_TIMEOUT);
    await logIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.goto('/admin/reports/business');
    await page.getByRole('heading', { name: 'Business Report' }).waitFor();
    await page.getByLabel('Date range').first().click();
    await page.getByRole('option', { name: 'Last 90 days' }).click();
    await page.getByText('Week', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('preset') === 'last90' && url.searchParams.get('groupBy') === 'week');
    const table = page.getByRole('table', { name: 'Business report by period' });
    // 90 days span 13 or 14 Monday-weeks (until the weekly answer arrives, the 90 daily rows stay on screen)
    const weekly = async () => {
      const n = await table.locator('tbody tr').count();
      return n >= 13 && n <= 14;
    };
    await expect.poll(weekly, { timeout: STEP_TIMEOUT }).toBe(true);
    const rows = await table.locator('tbody tr').count();
    await page.locator('.recharts-surface').first().waitFor();
    // the new candidate signed up today: the last week counts at least this one
    const lastRow = table.locator('tbody tr').last();
    expect(Number(await lastRow.locator('td').nth(1).textContent())).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'reports-business-90-days-by-week-1280');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^business-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-week\.csv$/);
    const path = await download.path();
    const csv = readFileSync(path, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toMatch(/^Period,Candidate sign-ups,Employer sign-ups,New companies,/);
    expect(csv).toHaveLength(rows + 1);

    // The marketing report shows the newsletter visit and the registration made through it.
    await page.getByRole('link', { name: 'Marketing' }).click();
    await expectPath(page, '/admin/reports/marketing');
    const sources = page.getByRole('table', { name: 'Visits and sign-ups by source' });
    const newsletter = sources.locator('tbody tr', { hasText: 'newsletter' });
    await newsletter.waitFor();
    const cells = await newsletter.locator('td').allInnerTexts();
    expect(cells.slice(0, 6)).toEqual(['newsletter', 'email', 'e2e-reports', '1', '1', '0']);
    await page.locator('.recharts-surface').first().waitFor();
    await page.getByRole('table', { name: 'Candidate funnel' }).waitFor();
    await screenshot(page, 'reports-marketing-1280');

    // Filtered by the source, the funnels count that visit and that account.
    await page.getByLabel('Source').first().click();
    await page.getByRole('option', { name: 'newsletter' }).click();
    await page.waitForURL((url) => url.searchParams.get('source') === 'newsletter');
    const funnel = page.getByRole('table', { name: 'Candidate funnel' });
    await expect
      .poll(async () => funnel.locator('tbody tr').first().locator('td').nth(1).textContent(), { timeout: STEP_TIMEOUT })
      .toBe('1');
    await context.close();

    const phone = await newPage(browser, server.url, PHONE);
    phone.page.setDefaultTimeout(STEP_TIMEOUT);
    await logIn(phone.page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await phone.page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await phone.page.goto('/admin/reports/marketing');
    await phone.page.getByRole('table', { name: 'Visits and sign-ups by source' }).waitFor();
    await screenshot(phone.page, 'reports-marketing-375');
    await phone.context.close();
  }, 300_000);
});
