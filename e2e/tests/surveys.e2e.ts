import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { logIn } from '../support/journeys.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * The administrator opens a survey for candidates; a candidate logs in and lands
 * on it, answers, then reaches the dashboard; the administrator sees the chart and downloads the CSV;
 * a second login shows no survey.
 */
const TITLE = 'How is your job search going?';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, account: { email: string; password: string }, area: string) {
  await logIn(page, account.email, account.password);
  await page.waitForURL((u) => u.pathname.startsWith(`/${area}`));
}

describe('surveys', () => {
  it('admin opens a survey, a candidate answers it at login, the admin sees the chart and the CSV, no survey next time', async () => {
    const admin = (await newPage(browser, server.url)).page;
    await signIn(admin, DEMO_ACCOUNTS.admin, 'admin');

    // The administrator defines the survey (MANAGEMENT → Surveys) and opens it.
    await admin.goto('/admin/dashboard');
    await admin.getByRole('link', { name: 'Surveys' }).first().click();
    await admin.waitForURL((u) => u.pathname === '/admin/surveys');
    await admin.getByRole('link', { name: 'Create survey' }).click();
    await admin.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await admin.getByLabel('Introduction').fill('Two questions to help us improve TalentMatch.');
    const first = admin.getByTestId('question-card').nth(0);
    await first.getByRole('textbox', { name: /^Question/ }).fill('How easy is it to find jobs that fit you?');
    await admin.getByRole('button', { name: 'Add question' }).click();
    const second = admin.getByTestId('question-card').nth(1);
    await second.getByLabel('Kind').click();
    await admin.getByRole('option', { name: 'Single choice' }).click();
    await second.getByRole('textbox', { name: /^Question/ }).fill('Where did you hear of us?');
    const options = second.getByLabel('Options');
    for (const option of ['A friend', 'A search engine', 'Social media']) {
      await options.fill(option);
      await options.press('Enter');
    }
    await screenshot(admin, 'surveys-create-1280');
    await admin.getByRole('button', { name: 'Save survey' }).click();
    await admin.getByText('The survey has been saved.').waitFor();
    await admin.getByRole('button', { name: `Actions for ${TITLE}` }).click();
    await admin.getByRole('menuitem', { name: 'Open' }).click();
    await admin.getByText(`${TITLE} is now open.`).waitFor();

    // A candidate logs in and lands on the survey, answers, and reaches the dashboard.
    const candidate = (await newPage(browser, server.url)).page;
    await logIn(candidate, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    await candidate.waitForURL((u) => u.pathname.startsWith('/survey/'));
    await candidate.getByRole('heading', { name: TITLE }).waitFor();
    await screenshot(candidate, 'surveys-answer-1280');
    // a required question left empty is named
    await candidate.getByRole('button', { name: 'Submit answers' }).click();
    await candidate.getByText('“How easy is it to find jobs that fit you?” needs an answer.').waitFor();
    await candidate.getByTestId('rating-How easy is it to find jobs that fit you?').getByText('4', { exact: true }).click();
    await candidate.getByRole('radio', { name: 'A friend' }).check();
    await candidate.getByRole('button', { name: 'Submit answers' }).click();
    await candidate.waitForURL((u) => u.pathname === '/candidate/dashboard');

    // The administrator sees a chart per question and downloads the CSV.
    await admin.goto('/admin/surveys');
    await admin.getByRole('link', { name: TITLE }).first().click();
    await admin.getByTestId('question-result').first().waitFor();
    expect(await admin.getByTestId('question-result').count()).toBe(2);
    await admin
      .getByRole('figure', { name: /Ratings for/ })
      .first()
      .waitFor();
    await admin.getByText('Responses', { exact: true }).first().waitFor();
    await screenshot(admin, 'surveys-results-1280');
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download CSV' }).click()]);
    const file = await download.path();
    const csv = readFileSync(file, 'utf8');
    expect(csv).toContain('How easy is it to find jobs that fit you?');
    expect(csv).toContain('A friend');
    expect(csv).toContain('Priya');
    await admin.setViewportSize(PHONE);
    await screenshot(admin, 'surveys-results-375');

    // A second login goes straight to the dashboard.
    const later = (await newPage(browser, server.url)).page;
    await logIn(later, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    await later.waitForURL((u) => u.pathname === '/candidate/dashboard');
  });
});
