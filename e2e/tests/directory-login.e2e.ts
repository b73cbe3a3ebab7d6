import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { startTestDirectory, type TestDirectory } from '../../apps/server/test/oidc-server.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Directory login: an administrator configures the directory (a real OpenID provider on https://127.0.0.1
 * standing in for an Entra ID tenant), the login page then offers "Sign in with Microsoft", and the candidate signs in
 * on the provider's own page and lands signed in. When the directory denies, or names nobody TalentMatch knows, the
 * login page says the specification's directory-login message.
 */
const ADMIN = DEMO_ACCOUNTS.admin;
const CANDIDATE = DEMO_ACCOUNTS.candidate;

let directory: TestDirectory;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  directory = await startTestDirectory();
  // the server process trusts the provider's certificate as it would a real tenant's
  server = await startServer({ NODE_EXTRA_CA_CERTS: directory.certFile });
  await directory.setRedirectUris([`${server.url}/login`]);
  // the tenant proves the address (xms_edov), so the directory identity may link to the existing candidate account
  directory.addAccount({
    login: 'candidate',
    oid: '5d2f8a64-0000-4000-8000-000000000001',
    email: CANDIDATE.email,
    xmsEdov: true,
    name: 'Demo Candidate',
  });
  directory.addAccount({ login: 'stranger', oid: '5d2f8a64-0000-4000-8000-000000000002', email: 'stranger@example.test' });
  browser = await launchBrowser();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await directory?.stop();
});

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

/** A fresh browser profile (the provider's self-signed certificate accepted, as a company's would be trusted). */
async function visitor(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** From the login page to the provider's own sign-in page. */
async function toDirectory(page: Page): Promise<void> {
  await page.goto('/login?redirect=%2Fcandidate%2Fprofile');
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await page.waitForURL((url) => url.origin === directory.authority);
  await page.getByRole('button', { name: 'Sign-in' }).waitFor();
}

describe('directory login', () => {
  it('offers nothing while the directory is not configured', async () => {
    const page = await visitor();
    await page.goto('/login');
    await page.getByRole('button', { name: /log in/i }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with Microsoft' }).count()).toBe(0);
    await page.context().close();
  });

  it('signs the candidate in through the provider once an administrator configured it', async () => {
    const admin = await api('/api/auth/login', { method: 'POST', body: { email: ADMIN.email, password: ADMIN.password } });
    const saved = await api('/api/siteConfiguration', {
      method: 'PUT',
      token: String(admin.json?.token),
      body: { azureAd: { clientId: directory.clientId, tenantAuthority: directory.authority } },
    });
    expect(saved.status).toBe(200);

    const page = await visitor();
    const csp = (await page.request.get('/login')).headers()['content-security-policy'];
    expect(csp).toContain(`connect-src 'self' ${directory.authority}`);

    await toDirectory(page);
    await screenshot(page, 'directory-login-provider-page');
    await page.locator('input[name="login"]').fill('candidate');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    // back on TalentMatch, signed in, where the candidate was going
    await page.waitForURL((url) => url.origin === server.url && url.pathname === '/candidate/profile', { timeout: 30_000 });
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(token).toBeTruthy();
    const profile = await api('/api/account/profile', { token: String(token) });
    expect(profile.json?.email).toBe(CANDIDATE.email);
    await page.getByRole('link', { name: 'Profile' }).first().waitFor();
    await screenshot(page, 'directory-login-signed-in');
    await page.context().close();
  });

  it('says "Sorry, we were unable to log you in." when the provider denies the sign-in', async () => {
    const page = await visitor();
    await toDirectory(page);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await page.waitForURL((url) => url.origin === server.url && url.pathname === '/login');
    await page.getByText(SESSION_MESSAGES.directoryLoginFailed, { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.context().close();
  });

  it('says the same when the directory names someone without a TalentMatch account', async () => {
    const page = await visitor();
    await toDirectory(page);
    await page.locator('input[name="login"]').fill('stranger');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.waitForURL((url) => url.origin === server.url && url.pathname === '/login');
    await page.getByText(SESSION_MESSAGES.directoryLoginFailed, { exact: true }).waitFor();
    await screenshot(page, 'directory-login-refused');
    expect(page.url()).toContain('/login');
    await page.context().close();
  });
});
