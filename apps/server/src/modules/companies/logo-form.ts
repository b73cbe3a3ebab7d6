import type { FastifyRequest } from 'fastify';
import { formatBytes } from '@talentmatch/shared/candidate-profile';
import { BadRequestError } from '../../platform/errors.ts';
import { sniffImageType } from '../../platform/file-type.ts';
import { readForm } from '../../platform/multipart.ts';
import type { Logo } from './service.ts';

const LOGO_TYPE = 'The logo must be a PNG, JPEG or WebP image.';
const logoTooLarge = (maxBytes: number) => `The logo must be ${formatBytes(maxBytes)} or smaller.`;
const ONE_LOGO = 'Upload one logo at a time.';

/**
 * A company form (registration, logo change): its text fields and the `logo` file part, read up to `maxBytes`
 * (413 past it, nothing stored) and recognised by its bytes. No logo part, or an empty one, is no logo.
 */
export async function readLogoForm(request: FastifyRequest, maxBytes: number): Promise<{ fields: Record<string, string>; logo?: Logo }> {
  const { fields, files } = await readForm(request, {
    maxFileBytes: maxBytes,
    tooLarge: { detail: logoTooLarge(maxBytes), message: logoTooLarge(maxBytes) },
    tooManyFiles: { detail: ONE_LOGO, field: 'logo' },
  });
  const file = files.find((f) => f.field === 'logo');
  if (!file) return { fields };
  const contentType = sniffImageType(file.data);
  if (!contentType) throw new BadRequestError(LOGO_TYPE, { logo: [LOGO_TYPE] });
  return { fields, logo: { data: file.data, contentType } };
}
