import type { Page } from 'playwright-core';

/** The demo provider's test cards and a filled card form on its checkout or portal page. */
export const SUCCESS_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

export async function fillDemoCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Erin Walsh');
}
