import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { expectPath, fillAccountForm, logIn, solveCaptcha, uniqueEmail } from '../support/journeys.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * A new user's first steps. Demo data: Northwind Analytics (employer@, on a trial) has two open jobs;
 * on "Senior Data Engineer" (one position) Priya is accepted and Jordan has applied. Harborview Logistics
 * (billing@) is another company.
 */
const EMPLOYER = DEMO_ACCOUNTS.employer;

let server: RunningServer;
let browser: Browser;
let harborviewJobId: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.subscribedEmployer.email, password: DEMO_ACCOUNTS.subscribedEmployer.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const jobs = (await (await fetch(`${server.url}/api/jobs?status=open`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    items: Array<{ id: string }>;
  };
  harborviewJobId = jobs.items[0].id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function usage(page: Page, label: 'Open jobs' | 'Hiring-team seats'): Promise<string> {
  return (await page.getByRole('progressbar', { name: new RegExp(`^${label}:`) }).getAttribute('aria-label')) ?? '';
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('what a new employer sees (%s)', (name, viewport) => {
  it('shows real plan usage, a dashboard of real work, and product wording for another company’s job', async () => {
    const { context, page } = await newPage(browser, server.url, viewport);
    await logIn(page, EMPLOYER.email, EMPLOYER.password);
    await expectPath(page, '/employer/dashboard');
    // 3. the dashboard: real figures, each a link; nothing "coming"
    await page.getByTestId('dashboard-open-jobs').waitFor();
    expect(await page.getByTestId('figure-open-jobs').textContent()).toContain('2');
    expect(await page.getByTestId('figure-new-applicants').textContent()).toMatch(/1\s*new applicant/);
    // the activity card loads on its own (a skeleton until then): wait for its first link, then count
    await page.getByTestId('dashboard-activity').getByRole('link').first().waitFor();
    expect(await page.getByTestId('dashboard-activity').getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.getByText(/later release|coming soon|on the way/i).count()).toBe(0);
    if (name === 'phone') expect(await page.getByTestId('header-inbox').isVisible()).toBe(true);
    await screenshot(page, `new-user-dashboard-${name}`);

    // 1. plan usage: the two open jobs, and seats as the team page counts them
    await page.goto('/employer/subscription');
    await page.getByRole('progressbar', { name: /^Open jobs:/ }).waitFor();
    expect(await usage(page, 'Open jobs')).toBe('Open jobs: 2 of 3');
    // the same seat figure on the subscription page and the team page
    const seats = (await usage(page, 'Hiring-team seats')).replace('Hiring-team seats: ', '');
    await page.goto('/employer/companies');
    await page
      .getByText(/seats? used$/)
      .first()
      .waitFor();
    expect(
      await page
        .getByText(/seats? used$/)
        .first()
        .textContent(),
    ).toBe(`${seats} seats used`);

    // 4. another company's job: the server's reason and a way back, not the unknown-call text
    await page.goto(`/employer/jobs/${harborviewJobId}`);
    await page.getByTestId('job-not-found').waitFor();
    expect(await page.getByTestId('job-not-found').textContent()).not.toContain('The requested endpoint does not exist.');
    await page.getByRole('link', { name: 'Back to your jobs' }).click();
    await expectPath(page, '/employer/jobs');
    await context.close();
  });

  it('leads a half-registered employer to "Register your company" on every employer page, and after login', async () => {
    const { context, page } = await newPage(browser, server.url, viewport);
    const email = uniqueEmail(`halfway-${name}`);
    await page.goto('/register');
    await page.getByText('I am hiring').click();
    // the employer form (with its trial note) is on screen: filling before the switch settles loses the input
    await page.waitForURL((url) => url.search.includes('as=employer'));
    await page.getByText('No card needed to start.').waitFor();
    await fillAccountForm(page, { firstName: 'Lena', lastName: 'Fischer', email, password: 'Amber-Orchard-64' });
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Continue to company details' }).click();
    await page.waitForURL((url) => url.pathname === '/register' && url.search.includes('step=company'));
    // she leaves before step 2; the next page asks for the terms first (spec §4), which she accepts
    await page.goto('/employer/jobs');
    await expectPath(page, '/termsofuse');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByTestId('register-company-first').waitFor();
    for (const path of ['/employer/jobs', '/employer/jobs/create', '/employer/subscription', '/subscription/create']) {
      await page.goto(path);
      await page.getByTestId('register-company-first').waitFor();
    }
    await screenshot(page, `new-user-register-company-first-${name}`);
    await page.goto('/logout');
    await expectPath(page, '/login');
    await logIn(page, email, 'Amber-Orchard-64');
    await page.waitForURL((url) => url.pathname === '/register' && url.search.includes('step=company'));
    await context.close();
  });
});

describe('hiring the last position', () => {
  it('confirms each step, fills the job and tells the others in one step', async () => {
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await logIn(page, EMPLOYER.email, EMPLOYER.password);
    await expectPath(page, '/employer/dashboard');
    await page.getByTestId('dashboard-open-jobs').getByRole('link', { name: 'Senior Data Engineer' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/employer/jobs/status/'));

    // 6 and 2: Mark hired asks, says it fills the job, and offers to tell Jordan (still applied)
    await page
      .getByRole('button', { name: /^Mark hired: Priya/ })
      .first()
      .click();
    await page.getByTestId('hire-fills-job').waitFor();
    await page.getByLabel(/Also let the other candidate in progress know/).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark hired' }).click();
    const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Priya Raman hired' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('is now filled');
    expect(await notice.textContent()).toContain('The other candidate in progress was told.');
    await screenshot(page, 'new-user-hired-fills-job');

    // the job is filled and no longer uses a plan slot
    await page.goto('/employer/subscription');
    await page.getByRole('progressbar', { name: /^Open jobs:/ }).waitFor();
    expect(await usage(page, 'Open jobs')).toBe('Open jobs: 1 of 3');
    await context.close();
  });
});
