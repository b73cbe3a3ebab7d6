import { required } from '@talentmatch/shared/required';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { accessToken, logIn } from '../support/journeys.ts';

/**
 * Search journeys. With TEST_DATABASE_URL the server runs on a scratch PostgreSQL database (dropped
 * at the end), so the test can move a job's closing date into the past the way time would: the API refuses
 * past closing dates, and the server has no clock override. Without it the server is embedded and that one
 * step is skipped.
 */
const adminUrl = process.env.TEST_DATABASE_URL || '';
const scratchName = `tm_e2e_search_${randomBytes(4).toString('hex')}`;
const scratchUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${scratchName}` }).toString() : '';

let server: RunningServer;
let browser: Browser;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (adminUrl) await admin(`create database ${scratchName}`);
  server = await startServer(adminUrl ? { DATABASE_URL: scratchUrl, SEED_DEMO: 'true' } : {});
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (adminUrl) await admin(`drop database if exists ${scratchName} with (force)`);
});

const todayUtc = () => new Date().toISOString().slice(0, 10);

async function signIn(page: Page, account: { email: string; password: string }) {
  await logIn(page, account.email, account.password);
  await page.waitForURL((u) => u.pathname !== '/login');
  const token = await accessToken(page);
  expect(token).toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

type Skill = { id: string; name: string; level: number };
/** The job the first test posts; the last one moves its closing date (a trial company may have only 3 open jobs). */
let posted: { id: string; title: string; body: Record<string, unknown> } | null = null;

describe('search and ranking', () => {
  it('an employer posts a job with skills and finds the demo candidate at the top of the ranking', async () => {
    const { context, page } = await newPage(browser, server.url);
    const auth = await signIn(page, DEMO_ACCOUNTS.employer);

    // Priya Raman (the demo candidate) and her seeded skills, as the employer sees them.
    const list = await (await page.request.get('/api/candidates?pageSize=50', { headers: auth })).json();
    const priya = list.items.find((c: { firstName: string; lastName: string }) => c.firstName === 'Priya' && c.lastName === 'Raman');
    expect(priya, 'the demo candidate is visible to employers').toBeTruthy();
    const detail = await (await page.request.get(`/api/candidates/${priya.id}`, { headers: auth })).json();
    const skills: Skill[] = detail.skills;
    expect(skills.length).toBeGreaterThan(2);
    const best = Math.max(...skills.map((s) => s.level));
    const wanted = skills.filter((s) => s.level === best).slice(0, 4);
    const workplace =
      { onsite: 'on_site', hybrid: 'hybrid', remote: 'remote', any: 'on_site' }[detail.remotePreference as string] ?? 'on_site';

    const title = `${wanted[0].name} specialist ${randomBytes(2).toString('hex')}`;
    const body = {
      title,
      description: `We need ${wanted.map((s) => s.name).join(', ')}.`,
      city: detail.city,
      region: detail.region,
      country: detail.country,
      workplace,
      skills: wanted.map((s) => ({ skillId: s.id, importance: 'required' })),
    };
    const created = await page.request.post('/api/jobs', { headers: auth, data: { ...body, publish: true } });
    expect(created.status(), await created.text()).toBe(201);
    posted = { id: (await created.json()).id, title, body };

    await page.goto('/employer/candidates');
    const jobField = page.getByRole('combobox', { name: 'Rank against job' });
    await jobField.waitFor();
    // the lists are drawn when the reader comes to a field (not with the page), and the first opening names the open list
    expect(await page.locator('[role=listbox]').count(), 'no list drawn with the page').toBe(0);
    await jobField.click();
    await page.getByRole('option', { name: title }).waitFor();
    expect(await jobField.getAttribute('aria-expanded')).toBe('true');
    const named = await jobField.evaluate((field) =>
      document.getElementById(field.getAttribute('aria-controls') ?? '')?.getAttribute('role'),
    );
    expect(named, 'aria-controls names the list').toBe('listbox');
    await page.getByRole('option', { name: title }).click();
    await page.waitForURL((u) => u.searchParams.has('jobId'));
    await page.getByTestId('candidate-total').getByText(`ranked by match with “${title}”`, { exact: false }).waitFor();
    const first = page.getByTestId('candidate-card').first();
    await expect.poll(async () => (await first.textContent()) ?? '').toContain('Priya Raman');
    expect(await first.textContent()).toMatch(/\d+% match/);
    await screenshot(page, 'search-candidate-ranking-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'search-candidate-ranking-phone');
    await context.close();
  });

  it('a candidate searches the board, applies a filter and opens a recommended job', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, DEMO_ACCOUNTS.candidate);
    await page.goto('/candidate/jobs');
    const recommended = page.getByRole('region', { name: 'Recommended for you' });
    await recommended.getByTestId('job-card').first().waitFor();

    const total = page.getByTestId('job-total');
    await total.waitFor();
    const all = Number((await total.textContent())?.match(/\d+/)?.[0]);
    const search = page.getByRole('textbox', { name: 'Search', exact: true });
    await search.fill('engineer');
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'engineer');
    const cards = page.getByRole('region', { name: 'Search results' }).getByTestId('job-card');
    await expect.poll(async () => (await cards.allTextContents()).every((t) => /engineer/i.test(t))).toBe(true);
    const keyword = Number((await total.textContent())?.match(/\d+/)?.[0]);
    expect(keyword).toBeGreaterThan(0);
    expect(keyword).toBeLessThanOrEqual(all);

    // A filter: remote jobs only.
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await page.getByRole('button', { name: /^search$/i }).click();
    await page.waitForURL((u) => u.searchParams.get('remote') === 'true');
    await expect.poll(async () => Number(((await total.textContent()) ?? '').match(/\d+/)?.[0] ?? -1)).toBeLessThanOrEqual(keyword);
    await screenshot(page, 'search-job-board-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'search-job-board-phone');

    const card = recommended.getByTestId('job-card').first();
    const cardTitle = (await card.locator('p').first().textContent())?.trim();
    await card.click();
    await page.waitForURL((u) => u.pathname.startsWith('/candidate/jobs/'));
    await page.getByRole('heading', { name: cardTitle }).first().waitFor();
    await page.getByLabel('Match breakdown').waitFor();
    await context.close();
  });

  it('a job closing today is on the board; once its closing date has passed it is gone, and its page is not found', async () => {
    const { context: employerContext, page: employerPage } = await newPage(browser, server.url);
    const auth = await signIn(employerPage, DEMO_ACCOUNTS.employer);
    expect(posted, 'the first test posted a job').toBeTruthy();
    const { title } = required(posted);
    const past = await employerPage.request.put(`/api/jobs/${posted?.id}`, {
      headers: auth,
      data: { ...posted?.body, closingDate: '2020-01-01' },
    });
    expect(past.status(), 'a past closing date is refused').toBe(400);
    const res = await employerPage.request.put(`/api/jobs/${posted?.id}`, {
      headers: auth,
      data: { ...posted?.body, closingDate: todayUtc() },
    });
    expect(res.status(), await res.text()).toBe(200);
    const job = { id: posted?.id };
    await employerContext.close();

    const { context, page } = await newPage(browser, server.url);
    await signIn(page, DEMO_ACCOUNTS.candidate);
    await page.goto(`/candidate/jobs?q=${encodeURIComponent(title)}&sort=date`);
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByText(title).waitFor();

    if (!adminUrl) {
      console.warn('TEST_DATABASE_URL not set: skipping the past-closing-date step (needs the PostgreSQL server).');
      await context.close();
      return;
    }
    // Time passes: the closing date is yesterday (before the scheduler closes the job).
    const client = new pg.Client({ connectionString: scratchUrl });
    await client.connect();
    await client.query(`update jobs set closing_date = current_date - 1 where id = $1`, [job.id]);
    await client.end();

    await page.goto(`/candidate/jobs?q=${encodeURIComponent(title)}&sort=date`);
    await page.getByTestId('job-total').waitFor();
    await expect.poll(async () => page.getByTestId('job-total').textContent()).toBe('0 jobs');
    await expect(results.getByText(title).count()).resolves.toBe(0);
    const token = await accessToken(page);
    expect((await page.request.get(`/api/job-board/jobs/${job.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(404);
    await page.goto(`/candidate/jobs/${job.id}`);
    await page.getByText('This job is not open any more, or it does not exist.').waitFor();
    await context.close();
  });
});
