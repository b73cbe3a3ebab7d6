// Runs in a child process (see resume-text.ts): a hostile document can exhaust this process's memory or
// time, never the server's. Plain JavaScript so it loads the same under tsx, vitest and node.
import mammoth from 'mammoth';

const MAX_PDF_PAGES = 40;

async function pdfText(data) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages = [];
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

// Word 97–2003 without a parser: printable runs of the 8-bit and UTF-16LE text, minus structure names.
function docText(data) {
  const runs = [];
  const utf16 = data.toString('utf16le').match(/[\p{L}\p{N}\p{P}\p{Zs}\r\n]{6,}/gu) ?? [];
  const latin = data.toString('latin1').match(/[\x20-\x7e\r\n]{6,}/g) ?? [];
  for (const run of [...utf16, ...latin]) {
    const clean = run.trim();
    if (
      clean.length >= 6 &&
      /[a-z]{3,}/i.test(clean) &&
      !/^(Root Entry|WordDocument|SummaryInformation|DocumentSummaryInformation|CompObj|Microsoft Word|Normal\.dot|Times New Roman)/.test(
        clean,
      )
    )
      runs.push(clean);
  }
  return [...new Set(runs)].join('\n');
}

process.once('message', async ({ data, type }) => {
  const buffer = Buffer.from(data);
  try {
    let text;
    if (type === 'application/pdf') text = await pdfText(buffer);
    else if (type === 'application/msword') text = docText(buffer);
    else text = (await mammoth.extractRawText({ buffer })).value;
    process.send({ ok: true, text }, () => process.exit(0));
  } catch (error) {
    process.send({ ok: false, message: error instanceof Error ? error.message : String(error) }, () => process.exit(0));
  }
});
