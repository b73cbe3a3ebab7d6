import type { Page } from 'playwright-core';

/** Helpers for the candidate-profile journeys (documents generated on the fly, Mantine selects, experience forms). */

export async function makePdf(lines: string[]): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font });
  return Buffer.from(await doc.save());
}

export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const doc = new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }] });
  return Buffer.from(await Packer.toBuffer(doc));
}

/** Opens a Mantine Select by its label and picks the option. */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function readScore(page: Page): Promise<number> {
  const text = await page.getByTestId('candidate-score').textContent();
  return Number(text);
}

/** Adds one job experience through the modal on candidate/experiences. */
export async function addJobExperience(
  page: Page,
  job: { title: string; company: string; area: string; start: string; end: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add job experience' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Job title').fill(job.title);
  await dialog.getByLabel('Company').fill(job.company);
  await dialog.getByLabel('Experience area').first().click();
  await page.getByRole('option', { name: job.area, exact: true }).click();
  await dialog.getByLabel('Start date').fill(job.start);
  await dialog.getByLabel('End date').fill(job.end);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}
