import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { expectPath, logIn } from '../support/journeys.ts';

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

const sizes = [
  ['1280', DESKTOP],
  ['375', PHONE],
] as const;

describe.each(sizes)('screens at %s px', (label, viewport) => {
  it('public pages render without horizontal overflow', async () => {
    const { context, page } = await newPage(browser, server.url, viewport);
    for (const [path, heading] of [
      ['/login', 'Log in'],
      ['/register', 'Create your account'],
      ['/employer-landing', null],
      ['/no-such-page', null],
    ] as const) {
      await page.goto(path);
      if (heading) await page.getByRole('heading', { name: heading }).first().waitFor();
      else await page.getByRole('heading').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} fits the ${label} px viewport`).toBeLessThanOrEqual(0);
      await screenshot(page, `${path.slice(1).replace(/\//g, '-') || 'root'}-${label}`);
    }
    await context.close();
  });

  it.each([
    ['admin', '/admin/dashboard'],
    ['employer', '/employer/dashboard'],
    ['candidate', '/candidate/dashboard'],
  ] as const)('%s dashboard', async (who, dashboard) => {
    const { context, page } = await newPage(browser, server.url, viewport);
    await logIn(page, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
    await expectPath(page, dashboard);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.title()).toMatch(/Dashboard · TalentMatch/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `${who}-dashboard-${label}`);
    await context.close();
  });

  it('keeps the footer below the fold while a signed-in page waits for its data (no layout shift)', async () => {
    const { context, page } = await newPage(browser, server.url, viewport);
    await logIn(page, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    await expectPath(page, '/candidate/dashboard');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/candidate/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/candidate/dashboard');
    // the app's layout has replaced the shell (the server's, then the app's own) and the page waits for its data
    await page.locator('[data-signed-in-shell]').waitFor({ state: 'detached' });
    // one read of the layout: React may swap the frame between a locator finding the footer and measuring it
    const tops = await page.evaluate(() =>
      [...document.querySelectorAll('footer')]
        .filter((footer) => footer.getClientRects().length > 0)
        .map((footer) => footer.getBoundingClientRect().top),
    );
    expect(tops, 'one footer is drawn').toHaveLength(1);
    expect(tops[0], 'the footer starts at or below the bottom of the screen').toBeGreaterThanOrEqual(viewport.height);
    release();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });
});
