/** File types by magic bytes: the file name and the declared content type are never trusted. */

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';
export type DocumentType =
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function sniffImageType(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

const OLE_COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * PDF (`%PDF-`), Word 97–2003 (an OLE compound file holding a `WordDocument` stream) or DOCX (a zip
 * whose entries include `word/document.xml`; entry names are stored uncompressed in the zip headers).
 */
export function sniffDocumentType(data: Buffer): DocumentType | null {
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (data.length >= 512 && data.subarray(0, 8).equals(OLE_COMPOUND_FILE)) {
    // the directory stores stream names in UTF-16LE
    return data.includes(Buffer.from('WordDocument', 'utf16le')) ? 'application/msword' : null;
  }
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04) {
    return data.includes(Buffer.from('word/document.xml', 'latin1'))
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : null;
  }
  return null;
}

const DOCUMENT_EXTENSIONS: Record<DocumentType, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
};

/**
 * The name a stored document is offered under: the uploader's name with the extension of the type its
 * bytes showed. "Alice_CV.hta" holding a PDF becomes "Alice_CV.pdf", so no download keeps a dangerous
 * extension, whatever the uploader called it.
 */
export function documentFileName(raw: string | null | undefined, type: string): string {
  const extension = DOCUMENT_EXTENSIONS[type as DocumentType] ?? '.bin';
  const name = (raw ?? '').trim() || 'document';
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base || 'document'}${extension}`;
}
