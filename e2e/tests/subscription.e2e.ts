import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { expectPath, logIn } from '../support/journeys.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { DECLINED_CARD, fillDemoCard, SUCCESS_CARD } from '../support/subscription.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A one-day trial: under Stripe's 48-hour minimum nothing is carried over, so paying makes the
  // subscription active at once (with 14 days left it stays "trialing" with a card until the trial ends).
  server = await startServer({ TRIAL_DAYS: '1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('employer subscription with the demo provider', () => {
  it('shows the trial banner, refuses a declined card, pays a yearly medium plan, and holds a lapsed company at /subscription/create', async () => {
    const { context, page } = await newPage(browser, server.url);
    const { email, password } = DEMO_ACCOUNTS.employer;
    await logIn(page, email, password);
    await expectPath(page, '/employer/dashboard');

    const banner = page.getByTestId('trial-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Your free trial ends tomorrow.');
    expect(await banner.getAttribute('data-severity')).toBe('warning');
    await screenshot(page, 'subscription-01-trial-banner');

    await banner.getByRole('link', { name: 'Choose Plan' }).click();
    await expectPath(page, '/subscription/create');
    await page.getByRole('radio', { name: /yearly/i }).check({ force: true });
    await page.getByRole('button', { name: 'Choose Medium Yearly' }).click();
    await expectPath(page, '/subscription/demo-checkout');
    await page.getByText('DEMO payment provider').waitFor();
    await page.getByText('$990 / year').waitFor();

    await fillDemoCard(page, DECLINED_CARD);
    await page.getByRole('button', { name: /^(Pay|Start subscription)$/ }).click();
    const declined = page.getByTestId('payment-error');
    await declined.waitFor();
    expect(await declined.textContent()).toBe('Your card was declined.');
    await screenshot(page, 'subscription-02-declined');

    await fillDemoCard(page, SUCCESS_CARD);
    await page.getByRole('button', { name: /^(Pay|Start subscription)$/ }).click();
    await expectPath(page, '/payment-return');
    await page.getByRole('heading', { name: 'Payment Complete' }).waitFor();
    // the trial had under two days left, so the payment ends it: the page reads the status until the provider's events are in
    await expect.poll(() => page.getByTestId('confirmed-status').textContent()).toBe('Active');
    // in the app's layout: its menu and user menu stay
    await page.getByTestId('side-menu').waitFor();

    await page.getByRole('link', { name: 'Go to my subscription' }).click();
    await expectPath(page, '/employer/subscription');
    await page.getByTestId('current-plan').getByText('Medium Yearly').waitFor();
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Active');
    await page.getByTestId('invoices-table').waitFor();
    expect(await page.getByTestId('trial-banner').count()).toBe(0);
    await page.reload();
    await page.getByTestId('subscription-status').waitFor();
    expect(await page.getByTestId('trial-banner').count()).toBe(0);
    await screenshot(page, 'subscription-03-active');

    // cancel in the portal, then let the period end: the company is held at /subscription/create
    await page.getByRole('button', { name: /manage billing/i }).click();
    await expectPath(page, '/subscription/demo-portal');
    await page.getByRole('button', { name: 'Cancel at the end of the period' }).click();
    await page
      .getByTestId('portal-message')
      .getByText(/Your subscription ends on/)
      .waitFor();
    await page.getByRole('button', { name: 'End the current period now' }).click();
    await page.getByTestId('portal-message').getByText('The period has ended.').waitFor();
    await page.getByTestId('portal-subscription').getByText('Canceled').waitFor();

    await page.goto('/employer/dashboard');
    await expectPath(page, '/subscription/create');
    await page.getByTestId('lapsed-notice').waitFor();
    // the account stays the user's: settings (password, deletion) and billing open in every state
    await page.goto('/employer/settings');
    await page.getByRole('button', { name: /delete my account/i }).waitFor();
    await expectPath(page, '/employer/settings');
    await page.goto('/employer/subscription');
    await page.getByTestId('subscription-status').getByText('Canceled').waitFor();
    await expectPath(page, '/employer/subscription');
    // the §4 exceptions still open
    await page.goto('/welcome');
    await expectPath(page, '/welcome');
    await screenshot(page, 'subscription-04-lapsed');
    await context.close();
  });

  it('shows the plan chooser and the subscription page on a phone', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await logIn(page, DEMO_ACCOUNTS.subscribedEmployer.email, DEMO_ACCOUNTS.subscribedEmployer.password);
    await expectPath(page, '/employer/dashboard');
    await page.getByTestId('subscription-card').getByRole('link', { name: 'View subscription' }).click();
    await expectPath(page, '/employer/subscription');
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Active');
    await page.getByTestId('invoices-table').waitFor();
    await screenshot(page, 'subscription-05-phone');
    await context.close();
  });
});
