import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { expectPath, fillAccountForm, logIn, solveCaptcha, uniqueEmail } from '../support/journeys.ts';
import { readScore } from '../support/profile.ts';

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

/** The right answers of the starter library's first quiz ("Write a resume that gets read in six seconds"). */
const RESUME_QUIZ = {
  title: 'Write a resume that gets read in six seconds',
  wrong: ['List every tool you have ever used', 'One page', 'The common name the job posting uses'],
  right: ['Say what you do and for whom, matching your profile headline', 'One page', 'The common name the job posting uses'],
};
const NEW_TITLE = `Salary research in one evening ${Date.now().toString(36)}`;

async function answerQuiz(page: Page, answers: string[]) {
  const quiz = page.getByTestId('quiz');
  for (const answer of answers) await quiz.getByRole('radio', { name: answer, exact: true }).check();
  await quiz.getByRole('button', { name: 'Check answers' }).click();
}

describe('career advice', () => {
  it('a new candidate follows a recommendation, fails then passes its quiz, sees the score rise and the item in the report and CSV', async () => {
    const { context, page } = await newPage(browser, server.url);
    const email = uniqueEmail('advice');
    await page.goto('/register');
    await fillAccountForm(page, { firstName: 'Tomás', lastName: 'Reyes', email, password: 'Copper-Lantern-58' });
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname !== '/register');
    await page.goto('/candidate/dashboard');
    await expectPath(page, '/termsofuse');
    await page.getByRole('button', { name: /accept/i }).click();
    await expectPath(page, '/candidate/dashboard');
    await page.getByRole('link', { name: 'Create profile' }).click();
    await page.getByLabel('Headline').fill('Warehouse supervisor');
    await page.getByRole('button', { name: 'Create profile' }).click();
    await page.waitForURL((url) => url.pathname !== '/candidate/profile/create');

    await page.goto('/candidate/dashboard');
    const before = await readScore(page);
    // the dashboard's "what would raise it most" leads to Career Advice
    await page.getByTestId('career-advice-link').click();
    await expectPath(page, '/candidate/training');
    const recommended = page.getByTestId('recommended');
    await recommended.getByRole('link', { name: RESUME_QUIZ.title }).click();
    await page.waitForURL((url) => url.pathname === '/candidate/training/view' && url.searchParams.has('id'));
    await page.getByRole('heading', { name: RESUME_QUIZ.title }).waitFor();
    await expect(page.getByRole('button', { name: 'Mark complete' }).isDisabled()).resolves.toBe(true);

    await answerQuiz(page, RESUME_QUIZ.wrong);
    await page.getByText('Not passed yet').waitFor();
    await expect(page.getByRole('button', { name: 'Mark complete' }).isDisabled()).resolves.toBe(true);
    await answerQuiz(page, RESUME_QUIZ.right);
    await page.getByText('Quiz passed').waitFor();
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await page.getByTestId('completed').waitFor();
    await screenshot(page, 'career-advice-reader-1280');

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expectPath(page, '/candidate/dashboard');
    await expect.poll(() => readScore(page)).toBe(before + 3);
    await page.getByText(/1 career-advice item completed/).waitFor();

    await page.goto('/candidate/reports');
    await page.getByTestId('report-table').getByText(RESUME_QUIZ.title).waitFor();
    await page.getByTestId('completions-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByTestId('score-chart').locator('.recharts-line').first().waitFor({ state: 'attached' });
    await screenshot(page, 'training-report-1280');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-csv').click()]);
    expect(download.suggestedFilename()).toBe('training-report.csv');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(path, 'utf8');
    expect(csv).toContain('Completed on,Title,Category');
    expect(csv).toContain(RESUME_QUIZ.title);
    await context.close();

    const phone = await newPage(browser, server.url, PHONE);
    await logIn(phone.page, email, 'Copper-Lantern-58');
    await phone.page.waitForURL((url) => url.pathname.startsWith('/candidate'));
    await phone.page.goto('/candidate/training');
    await phone.page.getByTestId('completed').getByText(RESUME_QUIZ.title).waitFor();
    await screenshot(phone.page, 'career-advice-375');
    await phone.context.close();
  });

  it('the administrator creates, previews and publishes an item that then appears in the candidate library', async () => {
    const { context, page } = await newPage(browser, server.url);
    await logIn(page, 'admin@talentmatch.local', 'Demo-Admin-2026!');
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/training');
    await page.getByRole('link', { name: 'Write a resume that gets read in six seconds' }).waitFor();
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await expectPath(page, '/admin/training/create');
    await page.getByLabel('Title').fill(NEW_TITLE);
    await page.getByLabel('Summary').fill('Find the market rate for your role before any offer arrives.');
    await page.getByLabel('Video address').fill('javascript:alert(1)');
    await page
      .getByTestId('video-check')
      .getByText(/must start with http/)
      .waitFor();
    await page.getByLabel('Video address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page
      .getByTestId('video-check')
      .getByText(/privacy-enhanced/)
      .waitFor();
    await page
      .getByLabel('Text (markdown)')
      .fill('## Three sources\n\nUse **job postings**, salary surveys and people you trust. Write down a range, not a single number.');
    await page.getByTestId('body-preview').getByRole('heading', { name: 'Three sources' }).waitFor();
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel('Question 1', { exact: true }).fill('How many sources should you use?');
    await page.getByLabel('Answer 1 of question 1', { exact: true }).fill('One');
    await page.getByLabel('Answer 2 of question 1', { exact: true }).fill('Several');
    await page.getByLabel('Answer 2 of question 1 is right').check();
    await screenshot(page, 'admin-training-create-1280');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/admin/training/view');
    await page.getByTestId('preview-banner').waitFor();
    await expect(page.getByTestId('item-status').textContent()).resolves.toBe('draft');
    await page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByTestId('item-status').textContent()).toBe('published');
    await screenshot(page, 'admin-training-view-1280');
    await context.close();

    const candidate = await newPage(browser, server.url);
    await logIn(candidate.page, 'candidate@talentmatch.local', 'Demo-Candidate-2026!');
    await candidate.page.waitForURL((url) => url.pathname.startsWith('/candidate'));
    await candidate.page.goto('/candidate/training/all');
    await candidate.page.getByLabel('Search career advice').fill('Salary research');
    await candidate.page.getByRole('link', { name: NEW_TITLE }).click();
    await candidate.page.getByRole('heading', { name: NEW_TITLE }).waitFor();
    await screenshot(candidate.page, 'career-advice-library-item-1280');
    await candidate.context.close();
  });
});
