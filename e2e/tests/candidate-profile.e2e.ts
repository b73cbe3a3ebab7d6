import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { expectPath, fillAccountForm, logIn, solveCaptcha, uniqueEmail } from '../support/journeys.ts';
import { addJobExperience, choose, makeDocx, makePdf, readScore } from '../support/profile.ts';

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

const NEW_SKILL = `Quantum Pipelines ${Date.now().toString(36)}`;
const NEW_YEARS = '15+ years';

describe('candidate profile', () => {
  it('an administrator adds a skill and a dropdown option', async () => {
    const { context, page } = await newPage(browser, server.url);
    await logIn(page, 'admin@talentmatch.local', 'Demo-Admin-2026!');
    await expectPath(page, '/admin/dashboard');

    await page.goto('/admin/skills/create');
    await page.getByLabel('Name').fill(NEW_SKILL);
    await page.getByLabel('Category').first().fill('Data and analytics');
    await page.getByRole('button', { name: 'Create skill' }).click();
    await expectPath(page, '/admin/skills');
    await page.getByLabel('Search skills').fill('Quantum');
    await page.getByRole('link', { name: NEW_SKILL }).waitFor();

    await page.goto('/admin/dropdowns');
    await page.getByRole('tab', { name: /Years of experience/ }).click();
    await page.getByLabel('New option').fill(NEW_YEARS);
    await page.getByLabel('Value').first().fill('15');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('cell', { name: NEW_YEARS, exact: true }).first().waitFor();
    await screenshot(page, 'admin-dropdowns-1280');
    await context.close();
  });

  it('a new candidate builds a profile, uploads a PDF and a DOCX, accepts a skill, fills experiences to the limit and sees the score rise', async () => {
    const { context, page } = await newPage(browser, server.url);
    const email = uniqueEmail('profile');
    await page.goto('/register');
    await fillAccountForm(page, { firstName: 'Lina', lastName: 'Okafor', email, password: 'Amber-Orchard-93' });
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname !== '/register');
    await page.goto('/candidate/dashboard');
    await expectPath(page, '/termsofuse');
    await page.getByRole('button', { name: /accept/i }).click();
    await expectPath(page, '/candidate/dashboard');
    const initial = await readScore(page);
    // nothing done yet: only the employer-feedback component's neutral 5 (no feedback is neither good nor bad)
    expect(initial).toBe(5);

    // profile/create, using the option the administrator has just added
    await page.getByRole('link', { name: 'Create profile' }).click();
    await expectPath(page, '/candidate/profile/create');
    await page.getByLabel('Headline').fill('Data platform engineer');
    await page.getByLabel('Summary').fill('I build data platforms: ingestion, modelling and the pipelines in between. '.repeat(2));
    await page.getByLabel('City').fill('Lagos');
    await page.getByLabel('Country').fill('Nigeria');
    await choose(page, 'Years of experience', NEW_YEARS);
    await page.getByRole('button', { name: 'Create profile' }).click();
    await expectPath(page, '/candidate/profile/resume/upload');

    // a real PDF, generated here; the administrator's new skill is found in it
    await page.getByRole('heading', { name: 'Upload your resume' }).waitFor();
    const pdf = await makePdf(['Lina Okafor, data platform engineer', `4 years of ${NEW_SKILL} with Python and Airflow`]);
    await page.locator('input[type=file]').setInputFiles({ name: 'lina-okafor.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('lina-okafor.pdf').waitFor();
    // the years read from the resume are proposed; the level is hers to choose
    await expect.poll(() => page.getByLabel(`Years of ${NEW_SKILL}`).inputValue()).toBe('4');
    await page.getByLabel(`Level of ${NEW_SKILL}`).selectOption('4');
    await page.getByRole('button', { name: `Add ${NEW_SKILL}` }).click();
    await page.getByText(`${NEW_SKILL} added to your skills`).waitFor();
    await page.getByRole('button', { name: `Add ${NEW_SKILL}` }).waitFor({ state: 'detached' });

    // replaced by a real DOCX
    const docx = await makeDocx(['Lina Okafor', 'Kotlin services and Terraform for the platform team']);
    await page.locator('input[type=file]').setInputFiles({
      name: 'lina-okafor.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('lina-okafor.docx').waitFor();
    await page.getByRole('button', { name: 'Add Kotlin' }).waitFor();
    await screenshot(page, 'candidate-resume-1280');

    // the profile shows the accepted skill and the chosen option
    await page.goto('/candidate/profile');
    await page.getByText(NEW_SKILL, { exact: true }).waitFor();
    await page.getByText(NEW_YEARS).waitFor();

    await page.goto('/candidate/dashboard');
    const afterResume = await readScore(page);
    expect(afterResume).toBeGreaterThan(initial);

    // experiences up to the limit of the client configuration (7)
    await page.goto('/candidate/experiences');
    for (let i = 0; i < 7; i += 1) {
      await addJobExperience(page, {
        title: `Engineer ${i + 1}`,
        company: `Company ${i + 1}`,
        area: 'Data & Analytics',
        start: `${2010 + i}-01-01`,
        end: `${2010 + i}-12-31`,
      });
    }
    await page.getByTestId('job-count').filter({ hasText: '7 of 7' }).waitFor();
    await page.getByText('You have reached the limit of 7 job experiences').waitFor();
    expect(await page.getByRole('button', { name: 'Add job experience' }).isDisabled()).toBe(true);
    await screenshot(page, 'candidate-experiences-limit-1280');

    await page.goto('/candidate/dashboard');
    await page.getByTestId('score-breakdown').waitFor();
    const final = await readScore(page);
    expect(final).toBeGreaterThan(afterResume);
    // Career Advice is live: the training component counts completed items
    await page.getByText('career-advice items completed', { exact: false }).waitFor();
    await screenshot(page, 'candidate-score-dashboard-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'candidate-score-dashboard-375');
    await context.close();
  });
});
