import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { decodeQuotedPrintable, startMailbox } from '../support/mailbox.ts';
import { accessToken, logIn } from '../support/journeys.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * The employer proposes three interview slots to Priya (demo data: Northwind accepted her application to
 * "Senior Data Engineer"); she picks one from the emailed link after logging in on a phone; both see it.
 */
const JOB = 'Senior Data Engineer';
const CANDIDATE_NAME = 'Priya Raman';

let server: RunningServer;
let browser: Browser;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({
    SMTP_URL: mailbox.smtpUrl,
    MAIL_FROM: 'TalentMatch <no-reply@talentmatch.test>',
    // the reminders' sweep every second, so the moved interview's reminder goes out while the journey waits
    INTERVIEW_REMINDER_SWEEP_SECONDS: '1',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
});

/** A day `days` from now at 10:00, as a datetime-local value (the browser's zone is the account's). */
const slot = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:00`;

let employer: Page;
let candidate: Page;
let jobId = '';

describe('interviews', () => {
  it('employer proposes three slots, the candidate picks one from the email link, both see it (1280 and 375 px)', async () => {
    employer = (await newPage(browser, server.url, DESKTOP)).page;
    await logIn(employer, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password);
    await employer.waitForURL((u) => u.pathname.startsWith('/employer'));
    const response = await fetch(`${server.url}/api/jobs?status=open&pageSize=100`, {
      headers: { authorization: `Bearer ${await accessToken(employer)}` },
    });
    const job = ((await response.json()) as { items: Array<{ id: string; title: string }> }).items.find((j) => j.title === JOB);
    expect(job).toBeDefined();
    jobId = job?.id ?? '';

    await employer.goto(`/employer/jobs/status/${job?.id}`);
    await employer.getByRole('button', { name: `Propose interview to ${CANDIDATE_NAME}` }).click();
    const dialog = employer.getByRole('dialog');
    await dialog.getByLabel('Video link').fill('https://meet.example.test/priya');
    await dialog.getByRole('button', { name: 'Add a time slot' }).click();
    await dialog.getByRole('button', { name: 'Add a time slot' }).click();
    for (const [i, days] of [3, 4, 5].entries()) await dialog.getByLabel(`Time slot ${i + 1}`, { exact: true }).fill(slot(days));
    await screenshot(employer, 'interviews-propose-1280');
    await dialog.getByRole('button', { name: 'Propose interview' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await employer.getByTestId('next-interview').getByText('Interview proposed').first().waitFor();

    // The candidate follows the email's link on a phone, logs in and lands on the application page.
    const proposalLink = () =>
      mailbox.mails
        .filter((m) => m.to.includes(DEMO_ACCOUNTS.candidate.email))
        .map((m) => decodeQuotedPrintable(m.raw).match(/https?:\/\/[^\s"<>]+\/candidate\/jobs\/[0-9a-f-]{36}/)?.[0])
        .find(Boolean);
    await expect.poll(proposalLink).toBeDefined();
    const link = proposalLink();
    candidate = (await newPage(browser, server.url, PHONE)).page;
    await candidate.goto(new URL(link ?? '').pathname);
    await candidate.getByLabel('Email').fill(DEMO_ACCOUNTS.candidate.email);
    await candidate.getByLabel(/^Password/).fill(DEMO_ACCOUNTS.candidate.password);
    await candidate.getByRole('button', { name: /log in/i }).click();
    await candidate.waitForURL((u) => u.pathname === `/candidate/jobs/${job?.id}`);
    const card = candidate.getByRole('article', { name: `Interview: ${JOB}` });
    const radios = card.getByRole('radio');
    await expect.poll(() => radios.count()).toBe(3);
    await radios.nth(1).check();
    await screenshot(candidate, 'interviews-pick-375');
    await card.getByRole('button', { name: 'Confirm this time' }).click();
    await card.getByText('Confirmed').waitFor();
    await card.getByRole('button', { name: 'Add to calendar' }).waitFor();
    const picked = await card.getByTestId('interview-time').textContent();
    // the confirmation reaches the candidate over SMTP with the calendar invitation
    const invitation = () =>
      mailbox.mails.some((m) => m.to.includes(DEMO_ACCOUNTS.candidate.email) && /METHOD:REQUEST/.test(decodeQuotedPrintable(m.raw)));
    await expect.poll(invitation).toBe(true);

    // Both see it: the employer's Interviews page (this week or upcoming) and the candidate's dashboard.
    await employer.setViewportSize(PHONE);
    await employer.goto('/employer/interviews');
    const listed = employer.getByRole('article', { name: `Interview: ${CANDIDATE_NAME} · ${JOB}` });
    await listed.getByText('Confirmed').waitFor();
    expect(await listed.getByTestId('interview-time').textContent()).toBe(picked);
    await screenshot(employer, 'interviews-employer-375');
    await candidate.setViewportSize(DESKTOP);
    await candidate.goto('/candidate/dashboard');
    await candidate.getByRole('region', { name: 'Upcoming interviews' }).getByText('Confirmed').waitFor();
    await screenshot(candidate, 'interviews-candidate-dashboard-1280');
  });

  it('when the interview comes within the hour, the queue sends the reminder by email and to the notification centre', async () => {
    // Time runs on: the employer moves the interview to 30 minutes from now, and the reminder sweep finds it.
    const interviews = await fetch(`${server.url}/api/interviews?jobId=${jobId}`, {
      headers: { authorization: `Bearer ${await accessToken(employer)}` },
    });
    const confirmed = ((await interviews.json()) as Array<{ id: string; candidateName: string; status: string }>).find(
      (i) => i.candidateName === CANDIDATE_NAME && i.status === 'confirmed',
    );
    const soon = new Date(Date.now() + 30 * 60_000);
    soon.setUTCSeconds(0, 0);
    const moved = await fetch(`${server.url}/api/interviews/${confirmed?.id}/reschedule`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken(employer)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ startsAt: soon.toISOString() }),
    });
    expect(moved.status).toBe(200);
    const reminded = () =>
      mailbox.mails.some(
        (m) => m.to.includes(DEMO_ACCOUNTS.candidate.email) && /Subject: Interview reminder/.test(decodeQuotedPrintable(m.raw)),
      );
    await expect.poll(reminded, { timeout: 20_000 }).toBe(true);
    await candidate.reload();
    await candidate.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
    await candidate.getByText(`Interview reminder: ${JOB}`, { exact: false }).first().waitFor();
    await screenshot(candidate, 'interviews-reminder-notification-1280');
  });
});
