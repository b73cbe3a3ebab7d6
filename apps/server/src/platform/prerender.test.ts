import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageConfiguration } from '@talentmatch/shared/client-config';
import { fillTemplate, scriptSafeJson } from './prerender.ts';
import { registerSpaAndFallbacks } from './spa.ts';

// The server's side of the pages' configurations and the prerendered pages, on a fake web build: a module with the web build's exports
// (apps/web/src/entry-server.tsx) that writes the path, the site name and how often it has rendered.
const INDEX_HTML =
  '<!doctype html><html><head><title>TalentMatch</title><script type="module" src="/assets/index-Abc123xy.js"></script></head><body><div id="root"></div></body></html>';
const FAKE_MODULE = `
let renders = 0;
export function variantOf(path, hasQuery) {
  if (path === '/' || path === '/login') return hasQuery ? null : path;
  return path.startsWith('/employer/jobs/') ? 'signed-in job' : null;
}
export function isUnknownPath(path) {
  return path.startsWith('/no-such-');
}
export async function renderPage(path, config) {
  if (config.siteConfiguration.siteName === 'Broken') throw new Error('the page failed to render');
  renders += 1;
  return { html: '<main>' + path + ' at ' + config.siteConfiguration.siteName + ', render ' + renders + '</main>', title: 'Login · ' + config.siteConfiguration.siteName };
}
`;

function configuration(siteName: string): PageConfiguration {
  return {
    clientConfig: { captcha: { provider: 'off' } },
    siteConfiguration: { siteName, contactEmail: 'team@talentmatch.example' },
  } as unknown as PageConfiguration;
}

let root: string;
let app: FastifyInstance;
let current: PageConfiguration;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'tm-prerender-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist/index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'dist-ssr/entry-server.mjs'), FAKE_MODULE);
  app = Fastify();
  await registerSpaAndFallbacks(app, path.join(root, 'dist'), {
    modulePath: path.join(root, 'dist-ssr/entry-server.mjs'),
    pageConfiguration: async () => current,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  current = configuration('TalentMatch');
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

function embeddedConfiguration(html: string): unknown {
  const match = html.match(/<script type="application\/json" id="page-configuration">(.*?)<\/script>/);
  return match ? JSON.parse(match[1]) : null;
}

describe('an address the app has no page for', () => {
  it('answers 404 with the app, which shows its Not Found page; a page the app has answers 200', async () => {
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('<script type="module" src="/assets/index-Abc123xy.js"></script>');
    expect((await get('/candidate/dashboard')).statusCode).toBe(200);
  });
});

describe('prerendered public pages', () => {
  it('sends the page in #root, its title and the configurations it was rendered with', async () => {
    const response = await get('/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/<div id="root"><main>\/login at TalentMatch, render \d+<\/main><\/div>/);
    expect(response.body).toContain('<title>Login · TalentMatch</title>');
    expect(response.body).toContain('<script type="module" src="/assets/index-Abc123xy.js"></script>');
    expect(embeddedConfiguration(response.body)).toEqual(current);
  });

  it('prerenders the root address too', async () => {
    const response = await get('/');
    expect(response.body).toMatch(/<main>\/ at TalentMatch/);
  });

  it('compresses the page for a browser that accepts it, with Vary', async () => {
    const plain = (await get('/login')).body;
    const br = await get('/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get('/login', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('renders a page once per configuration and again when the configuration changes', async () => {
    const first = (await get('/login')).body;
    expect((await get('/login')).body).toBe(first);
    current = configuration('Hiring Hub');
    const changed = (await get('/login')).body;
    expect(changed).toContain('/login at Hiring Hub');
    expect(changed).toContain('<title>Login · Hiring Hub</title>');
    expect(embeddedConfiguration(changed)).toEqual(current);
  });

  it('sends index.html with the configurations alone for a page it does not prerender and for an address with a query', async () => {
    for (const url of ['/jobs', '/login?returnUrl=%2Fjobs']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>TalentMatch</title><script type="module"');
      expect(response.body).toContain('<div id="root"></div><script type="application/json" id="page-configuration">');
      expect(embeddedConfiguration(response.body)).toEqual(current);
    }
  });

  it('sends every address of a signed-in route, with a query or not, as the one document the module rendered for it', async () => {
    const first = (await get('/employer/jobs/1')).body;
    expect(first).toMatch(/<div id="root"><main>\/employer\/jobs\/1 at TalentMatch, render \d+<\/main><\/div>/);
    const render = first.match(/render (\d+)/)?.[1];
    for (const url of ['/employer/jobs/2', '/employer/jobs/3?tab=applicants']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`/employer/jobs/1 at TalentMatch, render ${render}</main>`);
      expect(embeddedConfiguration(response.body)).toEqual(current);
    }
  });

  it('sends the page unrendered when its prerender fails, and tries again on the next request', async () => {
    current = configuration('Broken');
    const failed = await get('/login');
    expect(failed.body).toContain('<div id="root"></div>');
    expect(embeddedConfiguration(failed.body)).toEqual(current);
    current = configuration('TalentMatch');
    expect((await get('/login')).body).toContain('<main>/login at TalentMatch');
  });

  it('sends the plain index.html when the configuration cannot be read (the browser then asks the API)', async () => {
    const unreadable = Fastify();
    await registerSpaAndFallbacks(unreadable, path.join(root, 'dist'), {
      modulePath: path.join(root, 'dist-ssr/entry-server.mjs'),
      pageConfiguration: async () => {
        throw new Error('database unavailable');
      },
    });
    for (const url of ['/login', '/jobs']) {
      const response = await unreadable.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
    await unreadable.close();
  });
});

describe('a configuration an administrator wrote', () => {
  it('cannot close the data block or inject markup', () => {
    const hostile = configuration('</script><script>alert(1)</script> & <b>');
    const html = fillTemplate(INDEX_HTML, { html: '<p>page</p>', title: 'Login · </title><script>alert(1)</script>' }, hostile);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>Login · &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(embeddedConfiguration(html)).toEqual(hostile);
  });

  it('keeps line and paragraph separators inside the JSON string', () => {
    const value = { text: 'a\u2028b\u2029c' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('without a working prerender module', () => {
  async function loginPageWith(modulePath: string) {
    const other = Fastify();
    await registerSpaAndFallbacks(other, path.join(root, 'dist'), { modulePath, pageConfiguration: async () => current });
    const response = await other.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    await other.close();
    return response;
  }

  it('serves every page as index.html with the configurations when there is no module, or it does not load', async () => {
    writeFileSync(path.join(root, 'dist-ssr/broken.mjs'), 'throw new Error("a damaged build");');
    for (const modulePath of [path.join(root, 'missing/entry-server.mjs'), path.join(root, 'dist-ssr/broken.mjs')]) {
      const response = await loginPageWith(modulePath);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div><script type="application/json" id="page-configuration">');
      expect(embeddedConfiguration(response.body)).toEqual(current);
    }
  });
});
