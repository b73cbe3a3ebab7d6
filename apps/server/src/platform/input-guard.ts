import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './errors.ts';

const NUL_DETAIL = 'Text may not contain the NUL character.';

/** The dotted path of the first string holding a NUL character (PostgreSQL cannot store it in text), or null. */
function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
      const found = findNul(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * One rule for every route: a NUL character in a JSON body, a query or a path parameter is refused with
 * 400 naming the field, before any handler (PostgreSQL would refuse it with a 500).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.params) ?? findNul(request.query) ?? findNul(request.body);
    if (field) throw new BadRequestError(NUL_DETAIL, { [field]: [NUL_DETAIL] });
  });
}
