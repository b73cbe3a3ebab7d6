import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../errors.ts';
import type { TokenService } from './tokens.ts';

export const IMPERSONATION_READ_ONLY = 'This is not allowed while impersonating.';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Writes an impersonation session may still make: ending itself (logout) and keeping itself alive until its hard end. */
export const IMPERSONATION_ALLOWED_WRITES: ReadonlySet<string> = new Set(['POST /api/auth/revoke', 'POST /api/auth/refresh']);

interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route as registered (method, path pattern): the read-only test walks it */
    routeTable: RouteEntry[];
  }
}

/**
 * The one place that makes impersonation read-only (docs/administration.md): an onRequest hook refuses every
 * POST/PUT/PATCH/DELETE whose bearer token carries an impersonator (`imp`), before any route runs.
 * The token is verified here (signature and expiry), so the claim cannot be forged or stripped: a token
 * without `imp` belongs to a session without an impersonator (authenticate checks the session).
 * Must be registered before the routes (it also records them in `app.routeTable`).
 */
export function registerImpersonationGuard(app: FastifyInstance, tokens: TokenService): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method: String(method), url: route.url });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) return;
    const pattern = request.routeOptions.url ?? request.url.split('?')[0];
    if (IMPERSONATION_ALLOWED_WRITES.has(`${request.method} ${pattern}`)) return;
    const claims = await tokens.verifyAccessToken(match[1], { allowExpired: true });
    if (claims?.imp) return sendProblem(reply, 403, IMPERSONATION_READ_ONLY);
  });
}
