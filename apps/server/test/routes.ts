import type { FastifyInstance } from 'fastify';

const CALLED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The API routes a client calls (no HEAD/OPTIONS twins, no web pages), from the server's own route table. */
export function apiRouteList(app: FastifyInstance) {
  return app.apiRoutes.filter((r) => r.url.startsWith('/api/') && CALLED_METHODS.includes(r.method));
}

/** A concrete URL of a route pattern: every `:param` and `*` becomes `value` (URL-encoded). */
export function fillPath(pattern: string, value: string): string {
  const encoded = encodeURIComponent(value);
  return pattern.replace(/:[^/]+\??/g, encoded).replace(/\*/g, encoded);
}
