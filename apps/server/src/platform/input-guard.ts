import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './errors.ts';

export const NUL_DETAIL = 'Text may not contain the NUL character.';
export const BROKEN_TEXT_DETAIL = 'Text contains a broken character (a lone surrogate). Remove it and try again.';
/** Nesting deeper than any request of the API needs; a deeper body is refused before it is parsed. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_DETAIL = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

// a UTF-16 surrogate that is not half of a pair: PostgreSQL cannot store it as UTF-8
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a string may not be stored (a NUL character, a lone surrogate), or null when it may. */
function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return NUL_DETAIL;
  if (LONE_SURROGATE.test(value)) return BROKEN_TEXT_DETAIL;
  return null;
}

export interface TextFault {
  /** the dotted path of the field ("_" for a bare string) */
  field: string;
  detail: string;
}

/** The first string (or object key) holding a NUL character or a lone surrogate, with why; null when there is none. */
export function findBadText(value: unknown, path = ''): TextFault | null {
  if (typeof value === 'string') {
    const detail = textProblem(value);
    return detail ? { field: path || '_', detail } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findBadText(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const name = path ? `${path}.${key}` : key;
      const keyDetail = textProblem(key);
      if (keyDetail) return { field: name, detail: keyDetail };
      const found = findBadText(inner, name);
      if (found) return found;
    }
  }
  return null;
}

/** 400 naming the field when any string in `value` may not be stored. */
export function assertStorableText(value: unknown, path = ''): void {
  const fault = findBadText(value, path);
  if (fault) throw new BadRequestError(fault.detail, { [fault.field]: [fault.detail] });
}

/** Whether JSON text opens more than `max` arrays or objects inside each other (one pass, no recursion). */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** JSON text from a form field (a multipart part): too deep or not JSON is undefined, as the caller then answers 400. */
export function parseJsonField(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  if (jsonDeeperThan(text, MAX_JSON_DEPTH)) throw new BadRequestError(TOO_DEEP_DETAIL);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One rule for every route: a JSON body nested deeper than MAX_JSON_DEPTH is refused while it is parsed, and a NUL
 * character or a lone surrogate in a JSON body, a query or a path parameter is refused with 400 naming the field,
 * before any handler (they would otherwise overflow the stack or reach PostgreSQL and answer 500). Multipart text
 * fields go through `assertStorableText` where the route reads them (platform/multipart.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new BadRequestError(TOO_DEEP_DETAIL), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.params);
    assertStorableText(request.query);
    assertStorableText(request.body);
  });
}
