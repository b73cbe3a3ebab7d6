import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientAppConfig, SiteConfiguration } from '@talentmatch/shared/client-config';

/**
 * The public pages a visitor opens first, sent as HTML (docs/prerendering.md). The web build's server module
 * (apps/web/src/entry-server.tsx) renders a page through the app's own routes with the current configuration; the
 * page goes into index.html with both configurations beside it, and the browser hydrates it without asking the API
 * for them. A page is rendered once per configuration and day (its footer shows the year) and kept, compressed.
 */

/** What the API's two configuration calls answer; the prerendered page renders with it and carries it. */
export interface PageConfiguration {
  clientConfig: ClientAppConfig;
  siteConfiguration: SiteConfiguration;
}

/** The web build's server module (its exports, by contract with entry-server.tsx). */
interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  renderPage(path: string, config: PageConfiguration): Promise<{ html: string; title: string }>;
}

export interface PrerenderOptions {
  /** apps/web/dist-ssr/entry-server.mjs; without it every page is served as the plain index.html */
  modulePath: string;
  pageConfiguration: () => Promise<PageConfiguration>;
}

/** One rendered page in the encodings a browser may accept. */
interface RenderedPage {
  key: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageResponse {
  body: Buffer;
  /** the Content-Encoding, when compressed */
  encoding?: 'br' | 'gzip';
}

/** The id of the JSON data block the web app reads at start-up (main.tsx). */
export const PAGE_CONFIGURATION_ID = 'page-configuration';
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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** index.html with the page in #root, its title, and the configurations it was rendered with. */
export function fillTemplate(template: string, page: { html: string; title: string }, config: PageConfiguration): string {
  const data = `<script type="application/json" id="${PAGE_CONFIGURATION_ID}">${scriptSafeJson(config)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>${data}`);
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
      return (await import(pathToFileURL(options.modulePath).href)) as PrerenderModule;
    })();
    return loading;
  }

  async function render(module: PrerenderModule, path: string, key: string, config: PageConfiguration): Promise<RenderedPage> {
    const page = await module.renderPage(path, config);
    const identity = Buffer.from(fillTemplate(readFileSync(indexHtmlPath, 'utf8'), page, config));
    return {
      key,
      identity,
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
      gzip: gzipSync(identity, { level: 9 }),
    };
  }

  return {
    /** The page's HTML for the encodings `acceptEncoding` allows, or null: not a prerendered page, or it failed. */
    async page(path: string, acceptEncoding: string | undefined): Promise<PageResponse | null> {
      const module = await load();
      if (!module?.PRERENDERED_PATHS.includes(path)) return null;
      try {
        const config = await options.pageConfiguration();
        const key = `${new Date().toISOString().slice(0, 10)} ${JSON.stringify(config)}`;
        let rendered = pages.get(path);
        if (!rendered || (await rendered).key !== key) {
          rendered = render(module, path, key, config);
          pages.set(path, rendered);
        }
        const page = await rendered;
        const accepts = (acceptEncoding ?? '').toLowerCase();
        if (/\bbr\b/.test(accepts)) return { body: page.br, encoding: 'br' };
        if (/\bgzip\b/.test(accepts)) return { body: page.gzip, encoding: 'gzip' };
        return { body: page.identity };
      } catch (error) {
        pages.delete(path);
        log.warn({ err: error, path }, 'prerendering failed; the page is rendered in the browser');
        return null;
      }
    },
  };
}

export type Prerenderer = ReturnType<typeof createPrerenderer>;
