import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, PHONE, STEP_TIMEOUT } from '../support/browser.ts';
import { expectPath, logIn, solveCaptcha } from '../support/journeys.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// The public pages a visitor opens first arrive as HTML (docs/prerendering.md): readable before any script runs,
// then hydrated in place, not drawn a second time. A signed-in page arrives as the signed-in shell with its heading.
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

const PAGES = [
  { path: '/login', title: 'Log in · TalentMatch', text: 'Welcome back. Log in to your TalentMatch account.' },
  { path: '/register', title: 'Register · TalentMatch', text: 'Create your account' },
  { path: '/employer-landing', title: 'For Employers · TalentMatch', text: 'Hire the right people, faster.' },
  { path: '/forgot-password', title: 'Forgot Password · TalentMatch', text: 'Send reset link' },
];

/** Records page errors, console errors and whether the server's #main was ever taken out of the document. */
async function watch(page: Page): Promise<{ errors: string[]; mainReplaced: () => Promise<boolean> }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const flags = window as unknown as { mainReplaced: boolean };
    flags.mainReplaced = false;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.id === 'main' || node.querySelector('#main'))) flags.mainReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return { errors, mainReplaced: () => page.evaluate(() => (window as unknown as { mainReplaced: boolean }).mainReplaced) };
}

describe('prerendered public pages', () => {
  it('are readable and styled with JavaScript off: the page, its title and the footer', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    for (const { path, title, text } of PAGES) {
      await page.goto(path);
      expect(await page.title()).toBe(title);
      expect(await page.locator('main').textContent()).toContain(text);
      expect(await page.locator('footer').count()).toBe(1);
      // styled before any script: Mantine's colours hang on the scheme attribute it would otherwise set itself
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    }
    await context.close();
  });

  it('are hydrated in place without an error, and the login form then works', async () => {
    const { context, page } = await newPage(browser, server.url);
    const { errors, mainReplaced } = await watch(page);
    for (const { path, text } of PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByText(text).first().waitFor();
      expect(await mainReplaced(), `${path} keeps the server's markup`).toBe(false);
    }
    expect(errors).toEqual([]);

    await logIn(page, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    await expectPath(page, '/candidate/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are drawn afresh for a signed-in visitor, who sees their own header', async () => {
    const { context, page } = await newPage(browser, server.url);
    const { errors } = await watch(page);
    await logIn(page, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    await expectPath(page, '/candidate/dashboard');
    await page.goto('/register');
    await page.getByRole('link', { name: 'My account' }).waitFor({ timeout: STEP_TIMEOUT });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the signed-in shell', () => {
  it('arrives with the page’s breadcrumbs, heading and description, readable before any script runs', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/candidate/dashboard');
    expect(await page.title()).toBe('Dashboard · TalentMatch');
    expect(await page.locator('main h1').textContent()).toBe('Dashboard');
    expect(await page.locator('main').textContent()).toContain('Your score shows employers how complete and strong your profile is.');
    expect(await page.locator('main nav[aria-label="Breadcrumb"]').textContent()).toContain('Candidate');
    expect(await page.locator('footer').count()).toBe(1);
    await context.close();
  });

  it('gives way to the signed-in user’s page without an error, one heading with its description', async () => {
    const { context, page } = await newPage(browser, server.url);
    const { errors } = await watch(page);
    await logIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/dashboard');
    await page.getByText('Stale users').waitFor({ timeout: STEP_TIMEOUT });
    expect(await page.locator('[data-signed-in-shell]').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Dashboard']);
    expect(await page.getByText('How the site is doing today.').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor on to the login page', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/admin/dashboard');
    await expectPath(page, '/login');
    await page.getByRole('button', { name: /log in/i }).waitFor();
    await context.close();
  });
});

describe('every page', () => {
  it('holds its loading placeholder and spinner still for the first second, then moves them', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    // the signed-in shell's placeholder, and the captcha's spinner while its script loads
    for (const [path, selector] of [
      ['/candidate/dashboard', '.mantine-Skeleton-root'],
      ['/forgot-password', '.mantine-Loader-root'],
    ]) {
      await page.goto(path);
      const animation = await page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element, '::after');
          return { name: style.animationName, delay: style.animationDelay, count: style.animationIterationCount };
        });
      expect(animation.name, `${path}: ${selector} moves`).not.toBe('none');
      expect(animation, `${path}: ${selector}`).toMatchObject({ delay: '1s', count: 'infinite' });
    }
    await context.close();
  });

  it('starts with the configurations the server wrote into it, without asking the API for them', async () => {
    const { context, page } = await newPage(browser, server.url);
    const configurationCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/config/client-app' || pathname === '/api/siteConfiguration') configurationCalls.push(pathname);
    });
    await logIn(page, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    await expectPath(page, '/candidate/dashboard');
    await page.goto('/candidate/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('#page-configuration').count()).toBe(1);
    expect(configurationCalls).toEqual([]);
    await context.close();
  });

  it('loads the captcha script at start, and its proof-of-work workers only when the box is ticked', async () => {
    const { context, page } = await newPage(browser, server.url);
    const captchaFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/altcha')) captchaFiles.push(pathname);
    });
    await page.goto('/register');
    await page.getByLabel("I'm not a robot").waitFor();
    expect(captchaFiles).toEqual(['/altcha.js']);
    await solveCaptcha(page);
    expect(captchaFiles.filter((file) => file.startsWith('/altcha-worker-')).length).toBeGreaterThan(0);
    await logIn(page, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    await expectPath(page, '/candidate/dashboard');
    captchaFiles.length = 0;
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(captchaFiles).toEqual(['/altcha.js']);
    await context.close();
  });
});
