import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { seedUser } from '../src/seed/demo.ts';
import type { Db } from '../src/platform/db/index.ts';
import { loginAs } from './app.ts';

/** A logged-in user of the given role: its row and bearer headers. */
export async function signedIn(
  app: FastifyInstance,
  db: Db,
  roles: Array<'Candidate' | 'Employer' | 'Administrator' | 'AccountManager'>,
  extra: { companyId?: string | null } = {},
) {
  const user = await seedUser(db, { roles, companyId: extra.companyId ?? null });
  const { token } = await loginAs(app, user.email, user.password);
  return { user, headers: { authorization: `Bearer ${token}` } };
}

const BOUNDARY = '----talentmatch-test-boundary';

/** A multipart body with one file part, as a Buffer. */
export function multipartFile(field: string, fileName: string, data: Buffer, contentType = 'application/octet-stream') {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** A multipart body of `size` bytes streamed in 64 KB chunks: a huge upload without holding it in memory. */
export function multipartStream(field: string, fileName: string, size: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent === 0) this.push(head);
      if (sent >= size) {
        this.push(tail);
        this.push(null);
        return;
      }
      const n = Math.min(chunk.length, size - sent);
      sent += n;
      this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
  return { payload: stream, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** A real PDF with the given lines of text (pdf-lib). */
export async function makePdf(lines: string[]): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font });
  return Buffer.from(await doc.save());
}

/** A real DOCX with the given paragraphs (docx). */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const doc = new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }] });
  return Buffer.from(await Packer.toBuffer(doc));
}

/** A 1×1 PNG: the smallest image the photo and logo uploads accept. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
