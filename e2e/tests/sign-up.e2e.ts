import { required } from '@talentmatch/shared/required';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { expectPath, fillAccountForm, PNG_1X1, solveCaptcha, uniqueEmail } from '../support/journeys.ts';

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

describe('sign-up', () => {
  it('a candidate signs up, accepts the terms, reaches the dashboard and logs out', async () => {
    const { context, page } = await newPage(browser, server.url);
    const email = uniqueEmail('cand');
    await page.goto('/register');
    await fillAccountForm(page, { firstName: 'Noor', lastName: 'Haddad', email, password: 'Quiet-Harbour-58' });
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    // A new account has not accepted the terms yet: every area sends it to the terms first.
    await page.waitForURL((url) => url.pathname !== '/register');
    await page.goto('/candidate/dashboard');
    await expectPath(page, '/termsofuse');
    await page.getByRole('button', { name: /accept/i }).click();
    await expectPath(page, '/candidate/dashboard');
    await page.getByRole('heading', { name: 'Hello, Noor' }).waitFor();
    // A new candidate has no profile yet: the score dashboard starts them on it.
    await page.getByText('Start with your profile').waitFor();
    await page.getByRole('link', { name: 'Create profile' }).waitFor();
    await screenshot(page, 'candidate-dashboard-new-user-1280');

    await page.getByRole('button', { name: /, user menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
    // The session is over: the area sends the visitor back to the login page.
    await page.goto('/candidate/dashboard');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/candidate/dashboard');
    await context.close();
  });

  it('an employer signs up, registers the company with a logo and lands on the dashboard', async () => {
    const { context, page } = await newPage(browser, server.url);
    const email = uniqueEmail('boss');
    await page.goto('/register');
    await page.getByText('I am hiring').click();
    // the employer form (with its trial note) is on screen: filling before the switch settles loses the input
    await page.waitForURL((url) => url.search.includes('as=employer'));
    await page.getByText('No card needed to start.').waitFor();
    await fillAccountForm(page, { firstName: 'Mateo', lastName: 'Rossi', email, password: 'Copper-Lighthouse-71' });
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Continue to company details' }).click();

    await page.getByLabel('Company name').fill('Bluefin Robotics');
    await page.getByLabel('Website').fill('https://bluefin.example.com');
    await page.getByLabel('Company size').first().click();
    await page.getByRole('option', { name: '11-50 employees' }).click();
    await page.getByLabel('Location').fill('Lisbon, Portugal');
    await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByAltText('Logo preview').waitFor();
    // wait for the company to be stored: navigating on at once could abort the request (CI caught it once)
    const registered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/register/company' && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Register company and start the free trial' }).click();
    expect((await registered).ok()).toBe(true);

    await page.goto('/employer/dashboard');
    await expectPath(page, '/termsofuse');
    await page.getByRole('button', { name: /accept/i }).click();
    await expectPath(page, '/employer/dashboard');
    await page.getByText('Bluefin Robotics').waitFor();
    // The account manager sees the hiring-team entry; the logo is served by the API.
    await page.getByRole('link', { name: 'Hiring Team Members' }).waitFor();
    const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    const claims = JSON.parse(Buffer.from(required(token).split('.')[1], 'base64url').toString());
    expect(claims.role).toEqual(expect.arrayContaining(['Employer', 'AccountManager']));
    const logo = await page.request.get(`/api/companies/${claims.companyId}/logo`);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toBe('image/png');
    await screenshot(page, 'employer-dashboard-new-company-1280');
    await context.close();
  });
});
