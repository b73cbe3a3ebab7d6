import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { accessToken, logIn } from '../support/journeys.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * The employer hires, sees the pending task, gives feedback; the administrator
 * rejects it with a reason; the employer edits and resubmits; the administrator approves; the
 * candidate's score and dashboard change. Demo data: Northwind (employer@) accepted Priya's
 * application to "Senior Data Engineer".
 */
const JOB = 'Senior Data Engineer';
const CANDIDATE_NAME = 'Priya Raman';

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

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Chooses `value` on the 1–5 scale labelled `label`. */
async function rate(page: Page, label: string, value: number) {
  await page.getByTestId(`rating-${label}`).getByText(String(value), { exact: true }).click();
}

type Score = { score: number; components: Array<{ key: string; points: number }> };
const feedbackPoints = (s: Score) => s.components.find((c) => c.key === 'feedback')?.points;

describe('employer feedback with administrator review', () => {
  it('hire → pending task → feedback → rejected with a reason → resubmitted → approved → the candidate sees it', async () => {
    const employer = (await newPage(browser, server.url)).page;
    const admin = (await newPage(browser, server.url)).page;
    const candidate = (await newPage(browser, server.url)).page;
    await signIn(employer, DEMO_ACCOUNTS.employer, 'employer');
    await signIn(admin, DEMO_ACCOUNTS.admin, 'admin');
    await signIn(candidate, DEMO_ACCOUNTS.candidate, 'candidate');
    const before = await api<Score>(candidate, '/api/candidate/score');
    expect(feedbackPoints(before)).toBe(5); // neutral with no approved feedback

    // The employer marks Priya hired on the job's candidates page.
    const jobs = await api<{ items: Array<{ id: string; title: string }> }>(employer, '/api/jobs?status=open&pageSize=100');
    const job = jobs.items.find((j) => j.title === JOB);
    expect(job).toBeDefined();
    const pendingBefore = (await api<{ count: number }>(employer, '/api/feedback/pending-count')).count;
    await employer.goto(`/employer/jobs/status/${job?.id}`);
    await employer.getByRole('button', { name: `Mark hired: ${CANDIDATE_NAME}` }).click();
    await employer
      .getByRole('dialog')
      .getByRole('button', { name: /Mark hired/ })
      .click();
    await employer.getByText('The status has been updated.').waitFor();

    // The dashboard and the Feedback menu count the new task; the pending page lists it.
    await employer.goto('/employer/dashboard');
    await employer
      .getByTestId('pending-feedback-card')
      .getByText(`${pendingBefore + 1} pending`)
      .waitFor();
    expect(await employer.locator('[data-testid="pending-feedback-badge"]:visible').first().textContent()).toBe(String(pendingBefore + 1));
    await screenshot(employer, 'feedback-employer-dashboard-1280');
    await employer.getByTestId('pending-feedback-card').getByRole('link', { name: 'Give feedback' }).click();
    await employer.waitForURL((u) => u.pathname === '/employer/feedback/pending');
    const row = employer.getByRole('row').filter({ hasText: CANDIDATE_NAME }).filter({ hasText: JOB });
    await row.getByRole('link', { name: 'Give feedback' }).click();

    // The form says who sees the feedback; the employer rates and comments.
    await employer.getByText('the candidate sees this feedback together with your company’s name', { exact: false }).waitFor();
    await rate(employer, 'Overall rating', 3);
    await employer.getByText('3 of 5').first().waitFor();
    for (const label of ['Skills as claimed', 'Communication', 'Professionalism', 'Reliability']) await rate(employer, label, 4);
    await employer.getByLabel('We would hire this candidate again').check();
    await employer.getByLabel('Comment').fill('Priya is great.');
    await screenshot(employer, 'feedback-create-1280');
    await employer.getByRole('button', { name: 'Submit feedback' }).click();
    await employer.getByText('Your feedback has been sent for review.').waitFor();
    await employer.getByRole('row').filter({ hasText: CANDIDATE_NAME }).getByText('Waiting for review').waitFor();

    // The administrator rejects it with a reason.
    await admin.goto('/admin/feedback/review');
    const item = admin.getByTestId('review-item').filter({ hasText: CANDIDATE_NAME });
    await item.getByText('Priya is great.').waitFor();
    await screenshot(admin, 'feedback-review-1280');
    await item.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject feedback' });
    await dialog.getByLabel('Reason').fill('Please say what Priya delivered on the job.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await admin.getByText('The feedback has been rejected and the employer told why.').waitFor();

    // The employer sees the reason, edits and resubmits.
    await employer.goto('/employer/feedback?tab=given');
    const rejected = employer.getByRole('row').filter({ hasText: CANDIDATE_NAME });
    await rejected.getByText('Please say what Priya delivered on the job.').waitFor();
    await rejected.getByRole('link', { name: 'Edit and resubmit' }).click();
    await employer.getByText('Reason: Please say what Priya delivered on the job.').waitFor();
    await rate(employer, 'Overall rating', 5);
    await employer.getByText('5 of 5').first().waitFor();
    await employer.getByLabel('Comment').fill('Priya moved our nightly loads to hourly dbt runs in three weeks.');
    await screenshot(employer, 'feedback-resubmit-1280');
    await employer.getByRole('button', { name: 'Resubmit feedback' }).click();
    await employer.getByText('Your feedback has been sent for review.').waitFor();

    // The candidate sees nothing yet; the administrator approves.
    expect((await api<{ items: unknown[] }>(candidate, '/api/candidate/feedback')).items).toHaveLength(0);
    await admin.goto('/admin/feedback/review');
    const again = admin.getByTestId('review-item').filter({ hasText: CANDIDATE_NAME });
    await again.getByText('hourly dbt runs').waitFor();
    await again.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('The feedback has been approved.').waitFor();

    // The score's feedback component and the candidate's dashboard change.
    const after = await api<Score>(candidate, '/api/candidate/score');
    expect(feedbackPoints(after)).toBe(10);
    expect(after.score).toBeGreaterThan(before.score);
    await candidate.goto('/candidate/dashboard');
    const card = candidate.getByTestId('candidate-feedback-card');
    await card.getByText('hourly dbt runs', { exact: false }).waitFor();
    await card.getByText('Northwind', { exact: false }).first().waitFor();
    await screenshot(candidate, 'feedback-candidate-dashboard-1280');
    await candidate.setViewportSize(PHONE);
    await screenshot(candidate, 'feedback-candidate-dashboard-375');

    // The administrator's candidate page lists it.
    const priya = (
      await api<{ items: Array<{ candidate: { id: string; firstName: string } }> }>(admin, '/api/admin/feedback?status=approved')
    ).items.find((f) => f.candidate.firstName === 'Priya');
    await admin.goto(`/admin/candidates/${priya?.candidate.id}/feedback`);
    await admin.getByText('Approved average 5 of 5 from 1 feedback.').waitFor();
    await screenshot(admin, 'feedback-admin-candidate-1280');
  });
});
