import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@talentmatch/shared/messages';
import { sendProblem } from './errors.ts';

/** Serves the built web app and answers everything no route matched: index.html for client routes, problems for the API. */
export async function registerSpaAndFallbacks(app: FastifyInstance, webDistDir: string) {
  const hasSpa = existsSync(path.join(webDistDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: ['index.html'],
      // Vite names built assets by content hash: they never change, so browsers may keep them.
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn(`web app not found at ${webDistDir} (run the web build); only the API is served`);
  }

  // Route table for "known path, wrong method" answers (405 instead of 404).
  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = new RegExp(
      '^' +
        route.url
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:[^/]+/g, '[^/]+')
          .replace(/\*/g, '.*')
          .replace(/\/$/, '') +
        '/?$',
    );
    for (const method of methods) routes.push({ method: String(method).toUpperCase(), pattern });
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi) {
      const allowed = [...new Set(routes.filter((r) => r.pattern.test(pathname)).map((r) => r.method))];
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        reply.header('allow', allowed.join(', '));
        return sendProblem(reply, 405, HTTP_MESSAGES.methodNotAllowed);
      }
      return sendProblem(reply, 404, HTTP_MESSAGES.notFound);
    }
    const accept = request.headers.accept;
    const wantsHtml = !accept || accept.includes('text/html') || accept.includes('*/*');
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !path.extname(pathname)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return sendProblem(reply, 404, HTTP_MESSAGES.notFound);
  });
}
