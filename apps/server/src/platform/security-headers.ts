import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { buildContentSecurityPolicy, type ExternalServices, NO_EXTERNAL_SERVICES } from './content-security-policy.ts';
import { IMMUTABLE_ASSET_CACHE } from './spa.ts';

/**
 * What only a document reads (and a worker's script: the captcha's workers are not hashed build files), or, for
 * `etag` and `last-modified`, what a file cached as immutable is never asked about again. A hashed build file (a
 * script, a stylesheet, an image) goes without them and keeps `nosniff`, `Cross-Origin-Resource-Policy` and
 * `Referrer-Policy`: 702 bytes less on each of the 12 to 86 files a page loads, which HTTP/1.1 sends uncompressed.
 */
const NOT_FOR_BUILD_FILES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
];

export interface SecurityHeaderOptions {
  /** the external services configured in the environment (error reporting): on every answer */
  services?: ExternalServices;
  /** the services as configured right now (site configuration changes at any time): read for each HTML document */
  documentServices?: () => Promise<ExternalServices>;
}

/**
 * The content security policy comes from platform/content-security-policy.ts: a page (an HTML answer) gets the
 * hosts of every configured service, other answers those of the environment's services only. A route that sets
 * its own policy (a private file) keeps it.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}) {
  const services = options.services ?? NO_EXTERNAL_SERVICES;
  const staticPolicy = buildContentSecurityPolicy(services);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('cache-control') === IMMUTABLE_ASSET_CACHE) {
      // helmet writes on the raw response, the static files plugin on both
      for (const name of NOT_FOR_BUILD_FILES) {
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
      return payload;
    }
    if (reply.hasHeader('content-security-policy')) return payload;
    const isDocument = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!isDocument || !options.documentServices) {
      reply.header('content-security-policy', staticPolicy);
      return payload;
    }
    const current = await options.documentServices().catch((error: unknown) => {
      request.log.warn({ err: error }, 'external services unknown: the page gets the strict policy');
      return services;
    });
    reply.header('content-security-policy', buildContentSecurityPolicy(current));
    return payload;
  });
  // An answer to a signed-in request is that user's data: no shared or browser cache keeps it
  // (a route that sets its own policy, such as a private file, keeps that).
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
