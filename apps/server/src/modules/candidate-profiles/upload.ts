import type { FastifyRequest } from 'fastify';
import { PROFILE_MESSAGES, tooLarge } from '@talentmatch/shared/candidate-profile';
import { BadRequestError } from '../../platform/errors.ts';
import { readForm } from '../../platform/multipart.ts';

const ONE_FILE = 'Upload one file at a time.';

/** The one file part `field` of a multipart request, read up to `maxBytes` (413 past it, platform/multipart.ts). */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<{ data: Buffer; fileName: string }> {
  const missing = () => new BadRequestError(PROFILE_MESSAGES.resumeMissing, { [field]: [PROFILE_MESSAGES.resumeMissing] });
  if (!request.isMultipart()) throw missing();
  const { files } = await readForm(request, {
    maxFileBytes: maxBytes,
    tooLarge: { detail: tooLarge(maxBytes), message: tooLarge(maxBytes) },
    tooManyFiles: { detail: ONE_FILE, field },
  });
  const file = files.find((f) => f.field === field);
  if (!file) throw missing();
  return { data: file.data, fileName: cleanFileName(file.fileName) };
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
