import type { FastifyRequest } from 'fastify';
import { PROFILE_MESSAGES, tooLarge } from '@talentmatch/shared/candidate-profile';
import { BadRequestError } from '../../platform/errors.ts';

/** The one file part `field` of a multipart request, read up to `maxBytes` (the stream is cut there, never buffered whole). */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<{ data: Buffer; fileName: string }> {
  const missing = () => new BadRequestError(PROFILE_MESSAGES.resumeMissing, { [field]: [PROFILE_MESSAGES.resumeMissing] });
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
    if (!part || part.fieldname !== field) throw missing();
    const data = await part.toBuffer();
    if (data.length === 0) throw missing();
    return { data, fileName: cleanFileName(part.filename) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new BadRequestError(tooLarge(maxBytes), { [field]: [tooLarge(maxBytes)] });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new BadRequestError('Upload one file at a time.', { [field]: ['Upload one file at a time.'] });
    throw error;
  }
}

/** A file name safe to store and to send back in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f && !'"<>'.includes(ch))
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'resume';
}

export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
