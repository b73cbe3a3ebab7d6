import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { seedUser } from '../src/seed/demo.ts';
import { seedCandidate } from '../src/seed/profile-factories.ts';
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

/** A candidate with a profile, signed in: its row and access token. */
export async function candidateWithProfile(app: FastifyInstance, db: Db) {
  const { user } = await seedCandidate(db);
  const { token } = await loginAs(app, user.email, user.password);
  return { user, token };
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
export type StreamedPart =
  | { name: string; value: string }
  | { name: string; fileName: string; contentType: string; start: Buffer; size: number };

/**
 * A multipart body sent as a browser's upload arrives: each part's head in its own chunk and a file's bytes in 64 KB
 * chunks (`start`, then spaces, `size` bytes in all). A limit that is a multiple of 64 KB then falls exactly on a
 * chunk boundary, the case where the multipart parser cuts the file without an error.
 */
export function multipartChunks(parts: StreamedPart[], chunkSize = 64 * 1024) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
      continue;
    }
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
    );
    for (let sent = 0; sent < part.size; sent += chunkSize) {
      const chunk = Buffer.alloc(Math.min(chunkSize, part.size - sent), 0x20);
      if (sent === 0) part.start.copy(chunk, 0, 0, Math.min(part.start.length, chunk.length));
      chunks.push(chunk);
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  let next = 0;
  const stream = new Readable({
    read() {
      this.push(next < chunks.length ? chunks[next++] : null);
    },
  });
  return { payload: stream, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}
