import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfiguration } from '../src/platform/db/schema.ts';
import type { Database } from '../src/platform/db/index.ts';
import { createTestApp, createTestDatabase } from './app.ts';
import { startSentryIngest } from './sentry-ingest.ts';

/**
 * Error reporting with the real @sentry/node SDK sending to a local ingest, and the content security policy
 * following the configured services (docs/external-services.md).
 */
let ingest: Awaited<ReturnType<typeof startSentryIngest>>;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  ingest = await startSentryIngest();
  database = await createTestDatabase();
  const webDir = mkdtempSync(path.join(tmpdir(), 'tm-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  app = await createTestApp(database, { env: { WEB_DIST_DIR: webDir, SENTRY_DSN: ingest.dsn } });
  app.post('/api/test/explode/:id', async (request) => {
    const body = request.body as { email?: string };
    throw new Error(`could not process the order ${(request.params as { id: string }).id} for ${body.email ? 'a customer' : 'nobody'}`);
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await ingest?.stop();
});

const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('server error reporting', () => {
  it('reports a 500 with its request id and route, without the body, the authorization or the query', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/explode/7f3a?token=link-secret-123',
      headers: { authorization: 'Bearer header-secret-token-xyz', 'x-request-id': 'req-5xx-0001', cookie: 'session=cookie-secret' },
      payload: { email: 'private.person@example.com', password: 'Hunter2-Password!' },
    });
    expect(response.statusCode).toBe(500);
    const { envelope, event } = await ingest.waitFor(() =>
      ingest.events().find(({ event }) => (event.tags as Record<string, string> | undefined)?.requestId === 'req-5xx-0001'),
    );
    expect(event.environment).toBe('production');
    expect(event.level).toBe('error');
    expect(event.tags).toMatchObject({ requestId: 'req-5xx-0001', route: '/api/test/explode/:id', method: 'POST', status: '500' });
    expect(JSON.stringify((event.exception as { values: unknown[] }).values)).toContain('could not process the order');
    expect(event.request).toBeUndefined();
    expect(event.user).toBeUndefined();
    // nothing of the request's secrets or personal data anywhere in what left the process
    const sent = JSON.stringify(envelope);
    for (const secret of [
      'header-secret-token-xyz',
      'link-secret-123',
      'cookie-secret',
      'private.person@example.com',
      'Hunter2-Password!',
    ]) {
      expect(sent).not.toContain(secret);
    }
    expect(envelope.url).toContain('/api/1/envelope/');
  });

  it('does not report 4xx answers', async () => {
    const before = ingest.events().length;
    await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': 'req-404' } });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, headers: { 'x-request-id': 'req-400' } });
    const { flush } = await import('@sentry/node');
    await flush(2000);
    expect(ingest.events().length).toBe(before);
  });

  it('hands the browser its DSN through the client config', async () => {
    const client = (await app.inject({ method: 'GET', url: '/api/config/client-app' })).json();
    expect(client.errorReporting).toEqual({ dsn: ingest.dsn });
  });
});

describe('content security policy from the configuration', () => {
  it("allows a service's hosts on the page only while it is configured", async () => {
    const page = async () => (await app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'];
    const before = await page();
    expect(directive(before, 'connect-src')).toBe(`connect-src 'self' ${ingest.origin}`);
    expect(directive(before, 'script-src')).toBe("script-src 'self'");

    // the heatmap id alone is not enough: "records production traffic" must be on
    await database.db.update(siteConfiguration).set({ hotjarId: '3141592', hotjarIsProduction: false });
    expect(String(await page())).not.toContain('hotjar');

    await database.db.update(siteConfiguration).set({ hotjarIsProduction: true, adsTagId: 'AW-1234567' });
    const after = await page();
    expect(directive(after, 'script-src')).toBe(
      "script-src 'self' https://*.hotjar.com https://www.googletagmanager.com https://www.googleadservices.com https://googleads.g.doubleclick.net https://www.google.com",
    );
    expect(directive(after, 'connect-src')).toContain('wss://*.hotjar.com');
    expect(directive(after, 'connect-src')).toContain(ingest.origin);

    // an API answer is not a page: it carries the environment's services only
    const api = (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    expect(String(api)).not.toMatch(/hotjar|google/);
    expect(directive(api, 'connect-src')).toBe(`connect-src 'self' ${ingest.origin}`);

    await database.db.update(siteConfiguration).set({ hotjarId: '', adsTagId: '' });
    expect(String(await page())).not.toMatch(/hotjar|google/);
  });
});
