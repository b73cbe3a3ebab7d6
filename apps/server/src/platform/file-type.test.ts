import { describe, expect, it } from 'vitest';
import { documentFileName } from './file-type.ts';

describe('documentFileName', () => {
  it('gives the extension of the sniffed type, replacing whatever the uploader wrote', () => {
    expect(documentFileName('Alice_CV.hta', 'application/pdf')).toBe('Alice_CV.pdf');
    expect(documentFileName('cv.PDF', 'application/pdf')).toBe('cv.pdf');
    expect(documentFileName('report.exe', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('report.docx');
    expect(documentFileName('notes', 'application/msword')).toBe('notes.doc');
    expect(documentFileName('.htaccess', 'application/pdf')).toBe('.htaccess.pdf');
    expect(documentFileName('', 'application/pdf')).toBe('document.pdf');
    expect(documentFileName('x.pdf', 'text/html')).toBe('x.bin');
  });
});
