import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;

/** `backForwardCache`: let pages go into the back/forward cache, which Playwright turns off by default. */
export function launchBrowser({ backForwardCache = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * How long one step (a click, a wait for text) may take. CI shares two cores between the server, Chromium and the
 * test runner, so a step that takes a second here can take tens of seconds there; a step that never happens still
 * fails, only later.
 */
export const STEP_TIMEOUT = 45_000;

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  return { context, page };
}

/** Screenshots land in test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(process.env.SCREENSHOT_DIR || path.join(process.cwd(), '..', 'test-results', 'screenshots'));
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
