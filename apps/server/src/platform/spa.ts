import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@talentmatch/shared/messages';
import { sendProblem } from './errors.ts';
import { bareDataDocument, createPrerenderer, type DataPage, type PrerenderOptions } from './prerender.ts';

/** One registered route: its method, its URL pattern as written (`/api/jobs/:id`) and the pattern as a RegExp. */
interface ApiRoute {
  method: string;
  url: string;
  pattern: RegExp;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered after the SPA fallbacks: the API's route table */
    apiRoutes: ApiRoute[];
    /** answers with a public page drawn from data (docs/public-pages.md): prerendered, or its head alone without the web build */
    sendDataPage(request: FastifyRequest, reply: FastifyReply, page: DataPage): Promise<FastifyReply>;
  }
}

/** One year: hashed assets never change under their name, so browsers keep them that long without asking. */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, altcha.js): the browser keeps a copy but asks again (a 304 when unchanged). */
const REVALIDATE_CACHE = 'no-cache';

/** Vite writes content-hashed files (`index-[hash].js`, `c-[hash].js`, `page-name-[hash].js`, `name-[hash].css`) under /assets/, and nothing else there. */
function isHashedAsset(filePath: string): boolean {
  return filePath.includes(`${path.sep}assets${path.sep}`);
}

/**
 * Serves the built web app and answers everything no route matched: index.html for client routes (with the
 * configurations the app starts with, and the public pages a visitor opens first prerendered, prerender.ts),
 * problems for the API.
 * The web build writes `.br` and `.gz` twins of its text files (vite.config.ts); `preCompressed` sends the best one the
 * browser accepts, with `Vary: Accept-Encoding`, and the plain file to a client that accepts neither.
 */
export async function registerSpaAndFallbacks(app: FastifyInstance, webDistDir: string, prerender?: PrerenderOptions) {
  const indexHtml = path.join(webDistDir, 'index.html');
  const hasSpa = existsSync(indexHtml);
  const prerenderer = hasSpa && prerender ? createPrerenderer(indexHtml, prerender, app.log) : null;
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // "/" is a page like the others (prerendered), answered below
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', isHashedAsset(filePath) ? IMMUTABLE_ASSET_CACHE : REVALIDATE_CACHE);
      },
    });
  } else {
    app.log.warn(`web app not found at ${webDistDir} (run the web build); only the API is served`);
  }

  app.decorate('sendDataPage', async (request: FastifyRequest, reply: FastifyReply, page: DataPage) => {
    reply.header('cache-control', REVALIDATE_CACHE).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const sent = await prerenderer?.dataPage(page, request.headers['accept-encoding']);
    if (!sent) return reply.status(page.status).send(bareDataDocument(page));
    if (sent.encoding) reply.header('content-encoding', sent.encoding);
    return reply.status(sent.status).send(sent.body);
  });

  // Route table for "known path, wrong method" answers (405 instead of 404); also read by the fuzz test.
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
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
    for (const method of methods) routes.push({ method: String(method).toUpperCase(), url: route.url, pattern });
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
    // A hashed asset that is not there (an old tab after a deploy) must fail as itself, never as index.html,
    // which the browser would cache as a script and fail to run.
    if (pathname.startsWith('/assets/')) return sendProblem(reply, 404, HTTP_MESSAGES.notFound);
    const accept = request.headers.accept;
    const wantsHtml = !accept || accept.includes('text/html') || accept.includes('*/*');
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !path.extname(pathname)) {
      reply.header('cache-control', REVALIDATE_CACHE);
      const page = await prerenderer?.page(pathname, request.headers['accept-encoding'], request.url.includes('?'));
      if (!page) return reply.sendFile('index.html');
      reply.status(page.status).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply.send(page.body);
    }
    return sendProblem(reply, 404, HTTP_MESSAGES.notFound);
  });
}
