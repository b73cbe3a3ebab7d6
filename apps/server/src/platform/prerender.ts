import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { PAGE_CONFIGURATION_ID, type PageConfiguration } from '@talentmatch/shared/client-config';
import { escapeHtml } from './html.ts';

/**
 * Every page of the web app is sent as index.html with the configurations it starts with (docs/prerendering.md):
 * what the API's two configuration calls would answer, in a data block, so the browser renders without asking for
 * them. The public pages a visitor opens first come prerendered as well: the web build's server module
 * (apps/web/src/entry-server.tsx) renders the page through the app's own routes with the same configurations, the
 * page goes into #root, and the browser hydrates it. A signed-in page comes with the signed-in shell and the page's
 * heading, which the browser draws over once it knows the user. Each variant is built once per configuration and day
 * (the footer shows the year) and kept, compressed: one per public page and one per signed-in route.
 */

/** The web build's server module (its exports, by contract with entry-server.tsx). */
interface PrerenderModule {
  /** which prerendered document `path` is (addresses that render alike share one), or null for the plain index.html */
  variantOf(path: string, hasQuery: boolean): string | null;
  renderPage(path: string, config: PageConfiguration): Promise<{ html: string; title: string }>;
  /** the app has no page at `path` (its Not Found page shows) */
  isUnknownPath(path: string): boolean;
}

export interface PrerenderOptions {
  /** apps/web/dist-ssr/entry-server.mjs; without it every page is served as the plain index.html */
  modulePath: string;
  pageConfiguration: () => Promise<PageConfiguration>;
}

/** One rendered page in the encodings a browser may accept. */
interface RenderedPage {
  key: string;
  /** false when the prerender failed: sent this once, tried again on the next request */
  complete: boolean;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageResponse {
  body: Buffer;
  /** 404 for an address the app has no page for (its Not Found page is the body), else 200 */
  status: 200 | 404;
  /** the Content-Encoding, when compressed */
  encoding?: 'br' | 'gzip';
}

const ROOT = '<div id="root"></div>';

/** JSON that can sit inside a `<script>` element: no `<` can close it, no line separator can break it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with the configurations, and the page (in #root, with its title) when there is one. */
export function fillTemplate(template: string, page: { html: string; title: string } | null, config: PageConfiguration): string {
  const data = `<script type="application/json" id="${PAGE_CONFIGURATION_ID}">${scriptSafeJson(config)}</script>`;
  const withTitle = page ? template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`) : template;
  return withTitle.replace(ROOT, () => `<div id="root">${page?.html ?? ''}</div>${data}`);
}

export function createPrerenderer(indexHtmlPath: string, options: PrerenderOptions, log: FastifyBaseLogger) {
  let loading: Promise<PrerenderModule | null> | null = null;
  const pages = new Map<string, Promise<RenderedPage>>();

  function load(): Promise<PrerenderModule | null> {
    loading ??= (async () => {
      if (!existsSync(options.modulePath)) {
        log.warn(`no prerender module at ${options.modulePath} (run the web build); public pages are rendered in the browser`);
        return null;
      }
      try {
        return (await import(pathToFileURL(options.modulePath).href)) as PrerenderModule;
      } catch (error) {
        log.error({ err: error }, `the prerender module at ${options.modulePath} does not load; public pages are rendered in the browser`);
        return null;
      }
    })();
    return loading;
  }

  /** `path` prerendered when the module has it, else the plain page, both with the configurations. */
  async function build(module: PrerenderModule | null, path: string, key: string, config: PageConfiguration): Promise<RenderedPage> {
    let page: { html: string; title: string } | null = null;
    let complete = true;
    if (module) {
      try {
        page = await module.renderPage(path, config);
      } catch (error) {
        complete = false;
        log.warn({ err: error, path }, 'prerendering failed; the page is rendered in the browser');
      }
    }
    const identity = Buffer.from(fillTemplate(readFileSync(indexHtmlPath, 'utf8'), page, config));
    return {
      key,
      complete,
      identity,
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
      gzip: gzipSync(identity, { level: 9 }),
    };
  }

  return {
    /**
     * index.html for `path` in the encodings `acceptEncoding` allows: prerendered when the module has a variant for the
     * address (a public page without a query, which may change what it shows; a signed-in page's shell), else with the
     * configurations only. Null when the configuration cannot be read: the plain file, and the browser asks the API.
     */
    async page(path: string, acceptEncoding: string | undefined, hasQuery: boolean): Promise<PageResponse | null> {
      const module = await load();
      // every address the module does not prerender is the same document, ''
      const variant = module?.variantOf(path, hasQuery) ?? '';
      try {
        const config = await options.pageConfiguration();
        const key = `${new Date().toISOString().slice(0, 10)} ${JSON.stringify(config)}`;
        let built = pages.get(variant);
        if (!built || (await built).key !== key) {
          built = build(variant ? module : null, path, key, config);
          pages.set(variant, built);
        }
        const page = await built;
        if (!page.complete) pages.delete(variant);
        const status = module?.isUnknownPath(path) ? 404 : 200;
        const accepts = (acceptEncoding ?? '').toLowerCase();
        if (/\bbr\b/.test(accepts)) return { status, body: page.br, encoding: 'br' };
        if (/\bgzip\b/.test(accepts)) return { status, body: page.gzip, encoding: 'gzip' };
        return { status, body: page.identity };
      } catch (error) {
        pages.delete(variant);
        log.warn({ err: error, path }, 'the page configuration could not be read; the browser asks the API for it');
        return null;
      }
    },
  };
}
