import { inflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { startSentryIngest } from '../../apps/server/test/sentry-ingest.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { logIn } from '../support/journeys.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * External services (docs/external-services.md): error reporting with the real Sentry browser SDK sending to a local
 * ingest, the heatmap and ads tag behind the visitor's consent, and a content policy that lets exactly the
 * configured services through. The vendors' hosts are unreachable here: their scripts are answered by stubs.
 */
const HOTJAR_ID = '3141592';
const ADS_TAG_ID = 'AW-1234567';
const HOTJAR = /^https:\/\/static\.hotjar\.com\//;
const GTAG = /^https:\/\/www\.googletagmanager\.com\//;
const REPLAY_CHUNK = /\/assets\/sentry-replay-[^/]+\.js$/;
const SENTRY_CHUNK = /\/assets\/sentry-browser-[^/]+\.js$/;

let ingest: Awaited<ReturnType<typeof startSentryIngest>>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ingest = await startSentryIngest();
  server = await startServer({ SENTRY_DSN: ingest.dsn });
  browser = await launchBrowser();
  // the administrator configures the heatmap and the ads tag through the API
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const saved = await fetch(`${server.url}/api/siteConfiguration`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ hotjar: { hotjarId: HOTJAR_ID, hotjarIsProduction: true }, adsTagId: ADS_TAG_ID }),
  });
  expect(saved.status).toBe(200);
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await ingest?.stop();
});

/** A visitor's page that records every request, stubs the vendors' scripts and collects content-policy violations. */
async function visitor() {
  const { context, page } = await newPage(browser, server.url);
  const requested: string[] = [];
  const cspConsole: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) cspConsole.push(message.text());
  });
  await context.route(HOTJAR, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__hotjarStub = true;' }));
  await context.route(GTAG, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagStub = true;' }));
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const violations = async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...cspConsole,
  ];
  return { context, page, requested, violations };
}

/** Throws in the page outside any React code: the SDK's global handler sees it. */
async function throwInPage(page: Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
}

const exceptionText = (event: Record<string, unknown>) =>
  JSON.stringify((event.exception as { values?: unknown[] } | undefined)?.values ?? []);
const eventWith = (text: string) => () => ingest.events().find(({ event }) => exceptionText(event).includes(text));

/** The replay's recording: `{segment header}\n` then the events, deflated when the compression worker ran. */
function recordingEvents(raw: Buffer): Array<{ type: number; data?: { tag?: string; payload?: Record<string, unknown> } }> {
  const newline = raw.indexOf(0x0a);
  const body = raw.subarray(newline + 1);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return JSON.parse(inflateSync(body).toString('utf8'));
  }
}

/** Scrolled to the end, the named button lies wholly above the consent banner (the page reserves the banner's space). */
function clearOfBanner(page: Page, button: string) {
  return page.evaluate((name) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const banner = document.querySelector('[data-testid="consent-banner"]')?.getBoundingClientRect();
    const target = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)?.getBoundingClientRect();
    return banner && target ? target.bottom <= banner.top : null;
  }, button);
}

describe('the consent banner covers no content', () => {
  it.each([
    ['at 1280×720', { width: 1280, height: 720 }],
    ['on a phone', PHONE],
  ])('%s: the reset-password form can be used before answering', async (_, viewport) => {
    const { context, page } = await newPage(browser, server.url, viewport);
    await page.goto('/reset-password?email=nina%40example.test&code=abcdef123456');
    await page.getByRole('region', { name: 'Your privacy choices' }).waitFor();
    await page.getByRole('button', { name: 'Reset password' }).click({ trial: true, timeout: 5_000 });
    expect(await clearOfBanner(page, 'Reset password')).toBe(true);
    await screenshot(page, `consent-banner-reset-password-${viewport.width}`);
    await context.close();
  });
});

describe('external services behind consent, with a content policy from the configuration', () => {
  it('with consent rejected: error reports arrive (noise filtered), no heatmap, replay or ads tag is requested', async () => {
    const { page, requested, violations } = await visitor();
    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    await banner.waitFor();
    await screenshot(page, 'external-services-consent-banner');
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await banner.waitFor({ state: 'detached' });

    // remembered: a new page load shows no banner and starts only error reporting
    await page.reload();
    await page.getByRole('button', { name: /log in/i }).waitFor();
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await page.getByRole('region', { name: 'Your privacy choices' }).count()).toBe(0);
    await page.waitForTimeout(500);
    expect(requested.some((url) => SENTRY_CHUNK.test(url))).toBe(true);

    // the noise of §8 first, then a real error: only the real one arrives
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('ResizeObserver loop completed with undelivered notifications.');
      }, 0);
      setTimeout(() => {
        throw new Error('ResizeObserver loop limit exceeded');
      }, 0);
      void Promise.reject(42);
    });
    await throwInPage(page, 'e2e error with consent rejected');
    const { envelope, event } = await ingest.waitFor(eventWith('e2e error with consent rejected'));
    expect(event.environment).toBe('production');
    expect((event.sdk as { name: string }).name).toBe('sentry.javascript.react');
    expect(String((event.request as { url: string }).url)).toBe(`${server.url}/login`);
    expect(envelope.url).toContain('/api/1/envelope/');
    expect(ingest.events().filter(({ event }) => /ResizeObserver|promise rejection/.test(exceptionText(event)))).toEqual([]);
    // no replay was recorded or sent
    expect(ingest.items().filter(({ item }) => String(item.header.type).startsWith('replay'))).toEqual([]);

    expect(requested.filter((url) => HOTJAR.test(url) || GTAG.test(url) || REPLAY_CHUNK.test(url))).toEqual([]);
    expect(await page.evaluate(() => 'hj' in window || 'gtag' in window)).toBe(false);
    expect(await violations()).toEqual([]);
  });

  it('with consent accepted: the heatmap, the ads tag and session replay load, and a replay arrives with the error', async () => {
    const { page, requested, violations } = await visitor();
    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => (window as unknown as { __hotjarStub?: boolean; __gtagStub?: boolean }).__hotjarStub === true);
    await page.waitForFunction(() => (window as unknown as { __gtagStub?: boolean }).__gtagStub === true);
    expect(requested).toContain(`https://static.hotjar.com/c/hotjar-${HOTJAR_ID}.js?sv=6`);
    expect(requested).toContain(`https://www.googletagmanager.com/gtag/js?id=${ADS_TAG_ID}`);
    await expect.poll(() => requested.some((url) => REPLAY_CHUNK.test(url))).toBe(true);

    // type into a field, then fail: the replay (buffered, sent with the error) masks the input but not the text
    await page.getByLabel('Email').fill('replay.person@example.com');
    await page.waitForTimeout(1500);
    await throwInPage(page, 'e2e error with consent accepted');
    await ingest.waitFor(eventWith('e2e error with consent accepted'));
    const recording = await ingest.waitFor(() => ingest.items().find(({ item }) => item.header.type === 'replay_recording'), 30_000);
    const replayEvent = ingest.items().find(({ item }) => item.header.type === 'replay_event');
    // buffered until the error, or (one session in ten, REPLAY_SESSION_SAMPLE_RATE) recorded from the start
    expect(['buffer', 'session']).toContain((replayEvent?.item.payload as { replay_type?: string } | undefined)?.replay_type);
    const events = recordingEvents(recording.item.raw);
    const options = events.find((e) => e.data?.tag === 'options')?.data?.payload;
    expect(options).toMatchObject({
      sessionSampleRate: 0.1,
      errorSampleRate: 1,
      maskAllInputs: true,
      maskAllText: false,
      blockAllMedia: false,
    });
    const recorded = JSON.stringify(events);
    expect(recorded).not.toContain('replay.person@example.com');
    expect(recorded).toContain('Log in');

    expect(await violations()).toEqual([]);
  });

  it('the route error page reports the error and still shows; the banner and Privacy settings work when signed in', async () => {
    const { context, page, violations } = await visitor();
    // a page whose code cannot load: the route's error page
    await context.route(/\/assets\/forgot-password-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/forgot-password');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await ingest.waitFor(() =>
      ingest.events().find(({ event }) => (event.tags as Record<string, string> | undefined)?.source === 'route-error-boundary'),
    );

    // signed in: the banner is there until the visitor chooses; Choose opens the categories
    await logIn(page, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    await page.waitForURL((url) => url.pathname.startsWith('/candidate'));
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    await banner.getByRole('button', { name: 'Choose' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy settings' });
    await dialog.waitFor();
    await screenshot(page, 'external-services-privacy-settings');
    await dialog.getByRole('switch', { name: /^Advertising/ }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => (window as unknown as { __gtagStub?: boolean }).__gtagStub === true);
    expect(await page.evaluate(() => 'hj' in window)).toBe(false);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('talentmatch.consent'))) ?? '{}')).toMatchObject({
      analytics: false,
      advertising: true,
    });

    // reopened from the footer, with the remembered choice, and operable from the keyboard
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: /^Advertising/ }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await violations()).toEqual([]);
  });
});
