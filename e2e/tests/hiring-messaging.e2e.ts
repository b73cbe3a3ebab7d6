import { required } from '@talentmatch/shared/required';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_OTHER_PASSWORD } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { decodeQuotedPrintable, startMailbox } from '../support/mailbox.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { accessToken, logIn } from '../support/journeys.ts';
import { makePdf } from '../support/profile.ts';

/**
 * The core loop in two browser contexts. A candidate applies; the employer, with a page already
 * open, sees it arrive live (badge), accepts; both exchange messages, one with a PDF; the employer marks
 * the candidate hired and the candidate's page follows. Then an invitation declined by a candidate shows
 * the RejectInvitation message on the employer side.
 * Demo data: Harborview Logistics (billing@, paid plan) posts "Platform Engineer"; Priya (the demo
 * candidate) and Jordan have no history with Harborview.
 */
const JOB = 'Platform Engineer';
const EMPLOYER = DEMO_ACCOUNTS.subscribedEmployer;
const CANDIDATE = DEMO_ACCOUNTS.candidate;
const JORDAN = { email: 'jordan.lee@talentmatch.local', password: DEMO_OTHER_PASSWORD };

let server: RunningServer;
let browser: Browser;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'TalentMatch <no-reply@talentmatch.test>' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
});

/** The unread badge of the Messages menu item that is on screen. */
const badge = (page: Page): Locator => page.locator('[data-testid="unread-badge"]:visible').first();

async function signIn(page: Page, account: { email: string; password: string }, area: string) {
  await logIn(page, account.email, account.password);
  await page.waitForURL((u) => u.pathname.startsWith(`/${area}`));
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The thread pane's message bubbles. */
const messagesIn = (page: Page) => page.getByRole('region', { name: 'Conversation' }).getByTestId('message');

describe('applications, the hiring pipeline and messaging', () => {
  it('a candidate applies, the employer sees it live, accepts, they exchange a PDF, the candidate is hired', async () => {
    const employer = (await newPage(browser, server.url)).page;
    const candidate = (await newPage(browser, server.url)).page;
    await signIn(employer, EMPLOYER, 'employer');
    await signIn(candidate, CANDIDATE, 'candidate');

    // The employer sits on the dashboard: no unread messages yet.
    await employer.goto('/employer/dashboard');
    await employer
      .getByRole('link', { name: /Messages/ })
      .first()
      .waitFor();
    expect(await badge(employer).count()).toBe(0);

    // The candidate finds the job and applies with a cover message.
    await candidate.goto('/candidate/jobs');
    await candidate.getByRole('link', { name: JOB }).first().click();
    await candidate.getByRole('heading', { name: JOB }).first().waitFor();
    await candidate.getByRole('button', { name: 'Apply' }).click();
    const apply = candidate.getByRole('dialog', { name: `Apply: ${JOB}` });
    await apply.getByLabel('Cover message (optional)').fill('I run Kubernetes platforms for a living and would love to talk.');
    await apply.getByRole('button', { name: 'Send application' }).click();
    await candidate.getByText('Your application has been sent.').waitFor();
    await candidate.getByRole('region', { name: 'Your application' }).getByText('Applied').first().waitFor();

    // Live: the employer's badge counts the two new messages (the template and the cover note) without a reload.
    await expect.poll(async () => (await badge(employer).count()) && (await badge(employer).textContent()), { timeout: 15_000 }).toBe('2');
    await screenshot(employer, 'hiring-employer-badge-1280');

    // The hiring team is told by mail too.
    const mail = decodeQuotedPrintable((await mailbox.waitFor(EMPLOYER.email)).raw);
    expect(mail).toContain(`Priya Raman applied for ${JOB}`);

    // The employer opens the job's candidates and accepts the application.
    const jobs = await api<{ items: Array<{ id: string; title: string }> }>(employer, '/api/jobs?status=open&pageSize=100');
    const job = required(jobs.items.find((j) => j.title === JOB));
    await employer.goto(`/employer/jobs/status/${job.id}`);
    await employer.getByRole('button', { name: 'Accept: Priya Raman' }).click();
    await employer.getByText('The status has been updated.').waitFor();
    await employer
      .getByRole('tab', { name: /Accepted/ })
      .first()
      .waitFor();
    await screenshot(employer, 'hiring-job-candidates-1280');

    // Both sides in the conversation: the employer writes with a PDF attached.
    const { items } = await api<{ items: Array<{ id: string; job: { title: string } | null; candidate: { firstName: string } }> }>(
      employer,
      '/api/message/previews',
    );
    const conversation = required(items.find((c) => c.job?.title === JOB && c.candidate.firstName === 'Priya'));
    await employer.goto(`/employer/messages?c=${conversation.id}`);
    await candidate.goto(`/candidate/messages?c=${conversation.id}`);
    await messagesIn(candidate).filter({ hasText: 'would like to move forward with your application' }).first().waitFor();

    await employer.getByLabel('Message', { exact: true }).fill('Here is the interview plan for Thursday.');
    await employer.locator('input[type="file"]').setInputFiles({
      name: 'interview-plan.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf(['Interview plan', 'Thursday 10:00 - platform deep dive']),
    });
    await employer.getByRole('button', { name: 'Send', exact: true }).click();
    await messagesIn(employer).filter({ hasText: 'Here is the interview plan for Thursday.' }).waitFor();

    // The candidate's open thread receives it live, with the PDF, and opens it in the page.
    const received = messagesIn(candidate).filter({ hasText: 'Here is the interview plan for Thursday.' });
    await received.waitFor({ timeout: 15_000 });
    await received.getByTestId('attachment-card').getByText('interview-plan.pdf').waitFor();
    await received.getByRole('button', { name: /View interview-plan\.pdf/ }).click();
    await candidate.locator('iframe[title="PDF: interview-plan.pdf"]').waitFor();
    await screenshot(candidate, 'hiring-candidate-pdf-1280');
    await candidate.keyboard.press('Escape');

    // The candidate answers; the employer's thread shows it live.
    await candidate.getByLabel('Message', { exact: true }).fill('Thank you, see you on Thursday!');
    await candidate.getByRole('button', { name: 'Send', exact: true }).click();
    await messagesIn(employer).filter({ hasText: 'Thank you, see you on Thursday!' }).waitFor({ timeout: 15_000 });
    await screenshot(employer, 'hiring-employer-thread-1280');

    // The employer marks the candidate hired (after confirming); the candidate's applications page follows.
    await candidate.goto('/candidate/jobs/applications');
    await employer.goto(`/employer/jobs/status/${job.id}`);
    await employer.getByRole('button', { name: 'Mark hired: Priya Raman' }).click();
    await employer.getByRole('dialog').getByRole('button', { name: 'Mark hired' }).click();
    await employer.getByText('The status has been updated.').waitFor();
    const row = candidate.getByRole('row').filter({ hasText: JOB });
    await row.getByText('Hired').waitFor({ timeout: 15_000 });
    await screenshot(candidate, 'hiring-candidate-applications-1280');

    // A refused move is explained, not hidden: the hired candidate cannot be hired again.
    const applicationId = (
      await api<{ items: Array<{ applicationId: string; candidate: { firstName: string } }> }>(employer, `/api/jobs/${job.id}/candidates`)
    ).items.find((c) => c.candidate.firstName === 'Priya')?.applicationId;
    const again = await fetch(`${server.url}/api/applications/${applicationId}/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken(employer)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Hired' }),
    });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe('This candidate is already hired.');
  }, 180_000);

  it('an invitation declined by the candidate shows the RejectInvitation message to the employer', async () => {
    const employer = (await newPage(browser, server.url)).page;
    const jordan = (await newPage(browser, server.url, PHONE)).page;
    await signIn(employer, EMPLOYER, 'employer');
    await signIn(jordan, JORDAN, 'candidate');

    // The employer invites Jordan from the candidate search. The dialog's code (its form and the invitation's request
    // schema, with zod) loads when it is first opened, not with the search.
    const scripts: Promise<string>[] = [];
    employer.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const inviteSchemaLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes('Choose one of your open jobs.'));
    await employer.goto('/employer/candidates');
    const inviteButton = employer.getByRole('button', { name: 'Invite to job: Jordan Lee' });
    await inviteButton.waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    await expect(inviteSchemaLoaded()).resolves.toBe(false);
    await inviteButton.click();
    const invite = employer.getByRole('dialog', { name: 'Invite Jordan Lee' });
    await invite.waitFor();
    await expect(inviteSchemaLoaded()).resolves.toBe(true);
    await invite.getByLabel('Job').click();
    await employer.getByRole('option', { name: JOB, exact: true }).click();
    await invite.getByLabel('Message (optional)').fill('Your platform work caught our eye.');
    await invite.getByRole('button', { name: /Send/ }).click();
    await employer.getByText('The invitation has been sent.').waitFor();

    // Jordan (on a phone) declines it from My Applications, after confirming.
    await jordan.goto('/candidate/jobs/applications');
    await jordan.getByText(JOB).first().waitFor();
    await jordan.getByRole('button', { name: 'Decline invitation' }).first().click();
    await jordan.getByRole('dialog').getByRole('button', { name: 'Decline invitation' }).click();
    await jordan.getByText('The status has been updated.').waitFor();
    await screenshot(jordan, 'hiring-candidate-declined-375');

    // The employer's conversation with Jordan carries the RejectInvitation template message.
    await employer.goto('/employer/messages');
    await employer.getByTestId('conversation-row').filter({ hasText: 'Jordan Lee' }).filter({ hasText: JOB }).first().click();
    const declined = messagesIn(employer)
      .filter({ has: employer.getByTestId('template-label') })
      .filter({ hasText: 'I have decided not to take this further' });
    await declined.waitFor();
    await expect(declined.getByTestId('template-label').textContent()).resolves.toMatch(/declines an invitation/i);
    await screenshot(employer, 'hiring-employer-declined-1280');
  }, 120_000);

  it('Back to a signed-in page shows it from the back/forward cache, and its live stream opens again at once', async () => {
    const cached = await launchBrowser({ backForwardCache: true });
    try {
      const { page } = await newPage(cached, server.url);
      // records whether each showing of the page came from the cache
      await page.addInitScript(() => {
        window.addEventListener('pageshow', (event) => {
          (window as { fromCache?: boolean }).fromCache = event.persisted;
        });
      });
      await signIn(page, CANDIDATE, 'candidate');
      const liveStream = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
      const opened = liveStream();
      await page.goto('/candidate/dashboard');
      await opened;

      await page.goto('/favicon.svg');
      const reopened = liveStream();
      // a page shown from the cache fires no load event
      await page.goBack({ waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => (window as { fromCache?: boolean }).fromCache)).toBe(true);
      await reopened;
      expect(new URL(page.url()).pathname).toBe('/candidate/dashboard');
    } finally {
      await cached.close();
    }
  }, 120_000);
});
