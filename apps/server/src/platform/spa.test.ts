import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpaAndFallbacks } from './spa.ts';

// The web delivery rules on a fake build (no database needed): precompressed twins, cache policy, fallbacks.
const INDEX_HTML = '<!doctype html><html><body><div id="root">TalentMatch SPA</div></body></html>';
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(2000))};`;
const STYLES = `body { color: #1f2328; } ${'.a { margin: 0 }'.repeat(100)}`;

let webDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'tm-spa-'));
  mkdirSync(path.join(webDir, 'assets'));
  const write = (name: string, content: string, twins: boolean) => {
    writeFileSync(path.join(webDir, name), content);
    if (!twins) return;
    writeFileSync(path.join(webDir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(webDir, `${name}.gz`), gzipSync(content));
  };
  write('index.html', INDEX_HTML, true);
  write('assets/index-Abc123xy.js', SCRIPT, true);
  write('assets/index-Def456zw.css', STYLES, true);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  app = Fastify();
  await registerSpaAndFallbacks(app, webDir);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('precompressed assets', () => {
  it('sends the brotli twin to a browser that accepts brotli, with Vary and the right type', async () => {
    const response = await get('/assets/index-Abc123xy.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip twin when brotli is not accepted', async () => {
    const response = await get('/assets/index-Def456zw.css', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/text\/css/);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(STYLES);
  });

  it('sends the plain file, still with Vary, to a client that accepts no compression', async () => {
    const response = await get('/assets/index-Abc123xy.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the plain file when a file has no compressed twin', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<svg');
  });
});

describe('cache policy', () => {
  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/assets/index-Abc123xy.js', { 'accept-encoding': encoding });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes browsers revalidate index.html, however it is reached, and the other unhashed files', async () => {
    const viaRoot = await get('/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(viaRoot.statusCode).toBe(200);
    expect(viaRoot.headers['cache-control']).toBe('no-cache');
    expect(viaRoot.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(viaRoot.rawPayload).toString()).toBe(INDEX_HTML);

    const clientRoute = await get('/candidate/dashboard', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(clientRoute.statusCode).toBe(200);
    expect(clientRoute.headers['cache-control']).toBe('no-cache');
    expect(clientRoute.headers['content-type']).toMatch(/text\/html/);
    expect(gunzipSync(clientRoute.rawPayload).toString()).toBe(INDEX_HTML);

    const plainRoute = await get('/login', { accept: 'text/html' });
    expect(plainRoute.headers['cache-control']).toBe('no-cache');
    expect(plainRoute.body).toBe(INDEX_HTML);

    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers revalidation of an unchanged index.html with 304', async () => {
    const first = await get('/', { accept: 'text/html' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/', { accept: 'text/html', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('missing files', () => {
  it('answers a missing hashed asset with 404, never with index.html', async () => {
    for (const url of ['/assets/index-Old999aa.js', '/assets/index-Old999aa.css', '/assets/no-extension']) {
      const response = await get(url, { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.body).not.toContain('TalentMatch SPA');
    }
  });

  it('answers a missing file with an extension outside /assets/ with 404 too', async () => {
    const response = await get('/missing.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('TalentMatch SPA');
  });
});
