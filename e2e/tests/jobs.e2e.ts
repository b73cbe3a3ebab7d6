import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-credentials.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { logIn } from '../support/journeys.ts';

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

async function addSkill(page: Page, name: string, importance: 'Required' | 'Nice to have') {
  await page.getByRole('combobox', { name: 'Skill', exact: true }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await page.getByRole('combobox', { name: 'Importance', exact: true }).click();
  await page.getByRole('option', { name: importance, exact: true }).click();
  await page.getByRole('button', { name: 'Add skill' }).click();
}

describe('employer jobs', () => {
  it('posts a job with skills, finds it in the list, pauses and resumes it; another company gets a not-found', async () => {
    const { context, page } = await newPage(browser, server.url);
    await logIn(page, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password);
    await page.waitForURL((u) => u.pathname.startsWith('/employer'));

    await page.goto('/employer/jobs/create');
    await page
      .getByRole('heading', { name: 'Create a job posting' })
      .waitFor()
      .catch(async (e) => {
        await screenshot(page, 'jobs-create-failed');
        throw e;
      });
    await page.getByLabel('Title').fill('Staff Data Platform Engineer');
    await page.getByLabel('Description').fill('## About the role\n\nOwn our **data platform**.\n\n- Airflow\n- dbt');
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByTestId('description-preview');
    await preview.getByRole('heading', { name: 'About the role' }).waitFor();
    await expect(preview.locator('strong').textContent()).resolves.toBe('data platform');
    await page.getByRole('tab', { name: 'Write' }).click();
    await page.getByLabel('City').fill('Chicago');
    await addSkill(page, 'Python', 'Required');
    await addSkill(page, 'Airflow', 'Nice to have');
    await expect.poll(() => page.getByTestId('job-skill-row').count()).toBe(2);
    await screenshot(page, 'jobs-create-filled');
    await page.getByRole('button', { name: 'Publish' }).click();

    await page.waitForURL((u) => /^\/employer\/jobs\/[0-9a-f-]{36}$/.test(u.pathname));
    const jobPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByTestId('job-status').first().textContent()).toBe('Open');
    await page.getByText('Python').first().waitFor();

    await page.goto('/employer/jobs');
    const row = page.getByRole('row', { name: /Staff Data Platform Engineer/ });
    await row.waitFor();
    expect(await row.getByTestId('job-status').textContent()).toBe('Open');
    await row.getByRole('link', { name: 'Staff Data Platform Engineer' }).click();
    await page.waitForURL((u) => u.pathname === jobPath);

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => page.getByTestId('job-status').first().textContent()).toBe('Paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => page.getByTestId('job-status').first().textContent()).toBe('Open');
    await context.close();

    const other = await newPage(browser, server.url);
    await logIn(other.page, DEMO_ACCOUNTS.subscribedEmployer.email, DEMO_ACCOUNTS.subscribedEmployer.password);
    await other.page.waitForURL((u) => u.pathname.startsWith('/employer'));
    await other.page.goto(jobPath);
    await other.page.getByTestId('job-not-found').waitFor();
    expect(await other.page.getByTestId('job-not-found').textContent()).toMatch(/not|does not exist/i);
    expect(await other.page.getByText('Staff Data Platform Engineer').count()).toBe(0);
    await other.context.close();
  });
});
