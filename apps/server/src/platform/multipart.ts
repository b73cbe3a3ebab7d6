import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, BadRequestError } from './errors.ts';
import { assertStorableText } from './input-guard.ts';

/** 413: an upload over its limit. Nothing of it is stored; the detail names the limit. */
class ContentTooLargeError extends AppError {
  constructor(detail: string, errors?: Record<string, string[]>) {
    super(413, detail, errors);
  }
}

const FIELD_TOO_LARGE = 'A form field is too long.';
const TOO_MANY_FIELDS = 'Too many form fields.';

export interface FormFile {
  field: string;
  /** as the browser sent it (clean it before storing or showing it) */
  fileName: string;
  data: Buffer;
}

export interface FormRules {
  /** the largest file accepted, in bytes; one byte more answers 413 */
  maxFileBytes: number;
  /** file parts accepted (default 1) */
  maxFiles?: number;
  /** text parts accepted (default 5) */
  maxFields?: number;
  /** the 413's detail and the message under the file's field, both naming the limit */
  tooLarge: { detail: string; message: string };
  /** the 400 for more files than `maxFiles` */
  tooManyFiles: { detail: string; field: string };
}

/** A file part read whole, or ContentTooLargeError when the stream was cut at the limit (busboy marks it `truncated`). */
async function readFile(part: MultipartFile, rules: FormRules): Promise<Buffer> {
  const tooLarge = () => new ContentTooLargeError(rules.tooLarge.detail, { [part.fieldname]: [rules.tooLarge.message] });
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  // a cut that falls on a chunk boundary leaves toBuffer without an error: the flag is the only sign
  if (part.file.truncated || data.length > rules.maxFileBytes) throw tooLarge();
  return data;
}

/**
 * Every part of a multipart/form-data request, for every upload route: text fields pass the input guard (NUL, lone
 * surrogates: 400 naming the field, as a JSON body would), files are read up to `maxFileBytes` (the stream stops
 * there) and a longer one answers 413 before anything is stored. An empty file part (a form sent with no file
 * chosen) is no file.
 */
export async function readForm(request: FastifyRequest, rules: FormRules): Promise<{ fields: Record<string, string>; files: FormFile[] }> {
  const maxFiles = rules.maxFiles ?? 1;
  const maxFields = rules.maxFields ?? 5;
  const fields: Record<string, string> = {};
  const files: FormFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxFileBytes, files: maxFiles, fields: maxFields, parts: maxFiles + maxFields },
    }) as AsyncIterableIterator<Multipart>;
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await readFile(part, rules);
        if (data.length > 0) files.push({ field: part.fieldname, fileName: part.filename, data });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new ContentTooLargeError(FIELD_TOO_LARGE, { [part.fieldname]: [FIELD_TOO_LARGE] });
        }
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        assertStorableText(part.fieldname, part.fieldname);
        assertStorableText(value, part.fieldname);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = (error as { part?: { fieldname?: string } }).part?.fieldname ?? 'file';
      throw new ContentTooLargeError(rules.tooLarge.detail, { [field]: [rules.tooLarge.message] });
    }
    if (code === 'FST_FILES_LIMIT') {
      throw new BadRequestError(rules.tooManyFiles.detail, { [rules.tooManyFiles.field]: [rules.tooManyFiles.detail] });
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new BadRequestError(TOO_MANY_FIELDS);
    throw error;
  }
  return { fields, files };
}
