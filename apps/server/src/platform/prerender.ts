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
  /** a public page drawn from data the server loaded (a job, a careers page, a search): the browser hydrates it with the same data */
  renderDataPage?(path: string, config: PageConfiguration, data: unknown): Promise<{ html: string; title: string }>;
}

/** A public page whose content comes from the database (docs/public-pages.md), with what its <head> carries. */
export interface DataPage {
  /** the address as the app routes it, with its query */
  path: string;
  status: number;
  /** the document title */
  title: string;
  /** what the page shows, as the web app's public-board feature reads it (also written into the page for hydration) */
  data: unknown;
  /** tags before </head> (canonical, Open Graph, JSON-LD), already escaped */
  head: string;
  /** the meta description */
  description: string;
  /** the same key means the same page (at the same configuration and day): kept and sent again without rendering */
  cacheKey: string;
}

/** The id of the JSON data block with a data page's `{ path, data }`. */
const PUBLIC_PAGE_DATA_ID = 'public-page-data';

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
  readonly br: Buffer;
  readonly gzip: Buffer;
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

/** A data page's document: the template with its head tags, description, page and data block. */
function fillDataTemplate(template: string, page: { html: string; title: string } | null, config: PageConfiguration, dataPage: DataPage) {
  const data = `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${scriptSafeJson({ path: dataPage.path, data: dataPage.data })}</script>`;
  return fillTemplate(template, page && { html: page.html, title: dataPage.title }, config)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(dataPage.description)}" />`,
    )
    .replace('</head>', () => `${dataPage.head}</head>`)
    .replace('<div id="root">', () => `${data}<div id="root">`);
}

/** The document a data page is sent as when the web app is not built (the API alone): its head and a heading. */
export function bareDataDocument(dataPage: DataPage): string {
  const title = escapeHtml(dataPage.title);
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="${escapeHtml(dataPage.description)}" /><title>${title}</title>${dataPage.head}</head><body><h1>${title}</h1></body></html>`;
}

/** Pages kept per data-page key (a job, a careers page): the most recently used this many. */
const DATA_PAGES_KEPT = 2000;

/** A page with its brotli and gzip forms, each compressed when first asked for (most readers accept brotli). */
function renderedPage(key: string, complete: boolean, identity: Buffer, quality: number): RenderedPage {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    key,
    complete,
    identity,
    get br() {
      br ??= brotliCompressSync(identity, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
      });
      return br;
    },
    get gzip() {
      gzip ??= gzipSync(identity, { level: quality >= 9 ? 9 : 6 });
      return gzip;
    },
  };
}

function inEncoding<S extends number>(page: RenderedPage, status: S, acceptEncoding: string | undefined) {
  const accepts = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepts)) return { status, body: page.br, encoding: 'br' as const };
  if (/\bgzip\b/.test(accepts)) return { status, body: page.gzip, encoding: 'gzip' as const };
  return { status, body: page.identity };
}

export function createPrerenderer(indexHtmlPath: string, options: PrerenderOptions, log: FastifyBaseLogger) {
  let loading: Promise<PrerenderModule | null> | null = null;
  const pages = new Map<string, Promise<RenderedPage>>();
  const dataPages = new Map<string, Promise<RenderedPage>>();
  let template: string | null = null;

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
    return renderedPage(key, complete, identity, 9);
  }

  async function buildDataPage(
    module: PrerenderModule | null,
    dataPage: DataPage,
    key: string,
    config: PageConfiguration,
  ): Promise<RenderedPage> {
    let page: { html: string; title: string } | null = null;
    let complete = true;
    if (module?.renderDataPage) {
      try {
        page = await module.renderDataPage(dataPage.path, config, dataPage.data);
      } catch (error) {
        complete = false;
        log.warn({ err: error, path: dataPage.path }, 'prerendering failed; the page is rendered in the browser');
      }
    }
    template ??= readFileSync(indexHtmlPath, 'utf8');
    const identity = Buffer.from(fillDataTemplate(template, page, config, dataPage));
    // rendered per job and kept: a quicker brotli level than the few fixed pages'
    return renderedPage(key, complete, identity, 5);
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
        return inEncoding(page, status, acceptEncoding);
      } catch (error) {
        pages.delete(variant);
        log.warn({ err: error, path }, 'the page configuration could not be read; the browser asks the API for it');
        return null;
      }
    },

    /** A public page drawn from data (docs/public-pages.md), kept by its key; null when the configuration cannot be read. */
    async dataPage(
      dataPage: DataPage,
      acceptEncoding: string | undefined,
    ): Promise<{ status: number; body: Buffer; encoding?: 'br' | 'gzip' } | null> {
      const module = await load();
      try {
        const config = await options.pageConfiguration();
        const key = `${new Date().toISOString().slice(0, 10)} ${JSON.stringify(config)}`;
        let built = dataPages.get(dataPage.cacheKey);
        if (!built || (await built).key !== key) {
          built = buildDataPage(module, dataPage, key, config);
          dataPages.set(dataPage.cacheKey, built);
          if (dataPages.size > DATA_PAGES_KEPT) dataPages.delete(dataPages.keys().next().value as string);
        }
        const page = await built;
        if (!page.complete) dataPages.delete(dataPage.cacheKey);
        return inEncoding(page, dataPage.status, acceptEncoding);
      } catch (error) {
        dataPages.delete(dataPage.cacheKey);
        log.warn({ err: error, path: dataPage.path }, 'the page configuration could not be read');
        return null;
      }
    },
  };
}
