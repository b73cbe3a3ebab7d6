import mammoth from 'mammoth';
import type { DocumentType } from '../../platform/file-type.ts';

/** Enough for any real resume; keeps the search document far below PostgreSQL's tsvector limit. */
export const MAX_RESUME_TEXT = 100_000;
const MAX_PDF_PAGES = 40;

export class UnreadableDocumentError extends Error {}

/** Plain text of a resume for search and skill suggestions: pdf and docx fully, doc as printable text runs. */
export async function extractResumeText(data: Buffer, type: DocumentType): Promise<string> {
  let text: string;
  try {
    if (type === 'application/pdf') text = await pdfText(data);
    else if (type === 'application/msword') text = docText(data);
    else text = (await mammoth.extractRawText({ buffer: data })).value;
  } catch (error) {
    throw new UnreadableDocumentError(error instanceof Error ? error.message : String(error));
  }
  return normalise(text).slice(0, MAX_RESUME_TEXT);
}

function normalise(text: string): string {
  return text
    .replace(/\u0000/g, '')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(document.numPages, MAX_PDF_PAGES); n += 1) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

/**
 * Word 97–2003 without a parser: the text sits in the WordDocument stream as 8-bit or UTF-16LE runs;
 * runs of printable characters are kept, the binary structure between them is dropped (best effort).
 */
export function docText(data: Buffer): string {
  const runs: string[] = [];
  const utf16 = data.toString('utf16le').match(/[\p{L}\p{N}\p{P}\p{Zs}\r\n]{6,}/gu) ?? [];
  const latin = data.toString('latin1').match(/[\x20-\x7e\r\n]{6,}/g) ?? [];
  for (const run of [...utf16, ...latin]) {
    const clean = run.trim();
    // structure names and short noise runs are not prose
    if (clean.length >= 6 && /[a-z]{3,}/i.test(clean) && !/^(Root Entry|WordDocument|SummaryInformation|DocumentSummaryInformation|CompObj|Microsoft Word|Normal\.dot|Times New Roman)/.test(clean)) runs.push(clean);
  }
  return [...new Set(runs)].join('\n');
}
