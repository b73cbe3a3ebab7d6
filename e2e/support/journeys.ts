import type { Page } from 'playwright-core';

/** A tiny valid PNG (1×1, opaque) for the logo upload. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

/** Ticks the verification box and waits until the proof of work is solved in the browser. */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.getByText("I'm not a robot").click();
  await page
    .getByText(/verified/i)
    .first()
    .waitFor({ timeout: 30_000 });
}

export async function logIn(page: Page, email: string, password: string, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: /log in/i }).click();
}

export async function fillAccountForm(
  page: Page,
  user: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
}

export async function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('accessToken'));
}

/** Waits until the browser shows `pathname` (fails the test after the page timeout). */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}
