import { required } from '@talentmatch/shared/required';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, expectProblem, usesPostgres } from '../../test/app.ts';
import { countUsers, ensureAdministrator, hasDemoSeed, seedDemo, seedUser } from '../seed/demo.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-credentials.ts';
import type { Database } from './db/index.ts';
import { openDatabase } from './db/index.ts';

let database: Database;
let app: FastifyInstance;
let webDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  webDir = mkdtempSync(path.join(tmpdir(), 'tm-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body><div id="root">TalentMatch SPA</div></body></html>');
  writeFileSync(path.join(webDir, 'app.js'), 'console.log(1)');
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'page-Abc123xy.js'), 'export const page = 1;');
  app = await createTestApp(database, { env: { WEB_DIST_DIR: webDir } });
  app.get('/api/test/boom', async () => {
    throw new Error('secret internal detail');
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await openDatabase({});
    await broken.migrate();
    const brokenApp = await createTestApp(broken);
    try {
      await broken.close();
      const response = await brokenApp.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().database).toBe('down');
    } finally {
      await brokenApp.close();
    }
  }, 90_000); // a second database and app of its own
});

describe('web app and fallbacks', () => {
  it('serves index.html for client routes and static files as they are', async () => {
    const page = await app.inject({ method: 'GET', url: '/candidate/dashboard', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('TalentMatch SPA');
    const root = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.body).toContain('TalentMatch SPA');
    // curl and link checkers send */*: a client route still answers the app
    const anyType = await app.inject({ method: 'GET', url: '/login', headers: { accept: '*/*' } });
    expect(anyType.statusCode).toBe(200);
    expect(anyType.body).toContain('TalentMatch SPA');
    // a caller that only takes JSON gets the problem instead
    expectProblem(await app.inject({ method: 'GET', url: '/login', headers: { accept: 'application/json' } }), 404);
    const script = await app.inject({ method: 'GET', url: '/app.js' });
    expect(script.body).toBe('console.log(1)');
    expectProblem(await app.inject({ method: 'GET', url: '/missing.js' }), 404);
  });

  it('answers unknown API paths with a 404 problem and wrong methods with 405', async () => {
    const notFound = expectProblem(await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } }), 404);
    expect(notFound.detail).toBe('The requested endpoint does not exist.');
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/api/auth/login' });
    expect(expectProblem(wrongMethod, 405).detail).toBe('Route found but the method is not supported.');
    expect(wrongMethod.headers.allow).toBe('POST');
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/invitation/6c0a4a55-08a5-4a5e-9a32-2d4f2c0b3f10' }), 405);
  });

  it('sends a CSP without inline script and the other security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends a hashed build file without the headers only a document reads', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/page-Abc123xy.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('export const page = 1;');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'cross-origin-opener-policy', 'etag']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    // the page, and a file outside /assets/ (the captcha's workers read their policy from their own answer), keep them all
    for (const url of ['/login', '/app.js']) {
      const answer = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(answer.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['strict-transport-security'], url).toBeDefined();
    }
  });

  it('keeps answers to signed-in requests out of every cache', async () => {
    const user = await seedUser(database.db);
    const { token } = (
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })
    ).json();
    const me = await app.inject({ method: 'GET', url: '/api/user/me/', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    // an anonymous public answer is not forced
    expect((await app.inject({ method: 'GET', url: '/api/config/client-app' })).headers['cache-control']).not.toBe('no-store');
  });
});

describe('errors', () => {
  it('hides unexpected errors behind a generic 500 problem', async () => {
    const problem = expectProblem(await app.inject({ method: 'GET', url: '/api/test/boom' }), 500);
    expect(problem.detail).toBe('Something went wrong on our side. Please try again later.');
    expect(JSON.stringify(problem)).not.toContain('secret internal detail');
  });

  it('answers bad JSON with 400 and bodies over 1 MB with 413', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(expectProblem(bad, 400).detail).toBe('The request body is not valid JSON.');
    const big = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.test', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(expectProblem(big, 413).detail).toBe('The request is too large.');
  });
});

describe('start-up seeds', () => {
  it('seeds the demo world once and creates or promotes the configured administrator', async () => {
    const before = await countUsers(database.db);
    await seedDemo(database.db);
    await seedDemo(database.db);
    expect(await hasDemoSeed(database.db)).toBe(true);
    expect(await countUsers(database.db)).toBe(before + 8); // 7 + the manager of the subscribed demo company
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_ACCOUNTS.employer });
    expect(login.statusCode).toBe(200);
    expect(await ensureAdministrator(database.db, DEMO_ACCOUNTS.candidate.email, 'ignored-Password-1')).toBe('promoted');
    expect(await ensureAdministrator(database.db, 'ops@example.test', 'Ops-Password-2026')).toBe('created');
    expect(await ensureAdministrator(database.db, 'ops@example.test', 'Ops-Password-2026')).toBe('unchanged');
    const me = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ops@example.test', password: 'Ops-Password-2026' },
    });
    expect(me.statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.REDIS_URL)('two instances on one database and Redis', () => {
  it('share the count of failed logins (the captcha is asked on the other instance)', async () => {
    const redis = new Redis(required(process.env.REDIS_URL));
    const env = {
      CAPTCHA_PROVIDER: 'altcha',
      RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '3',
      RATE_LIMIT_LOGIN_FAILURE_DELAY_MS: '0',
      REDIS_URL: required(process.env.REDIS_URL),
    };
    const email = `shared-${Date.now()}-${usesPostgres ? 'pg' : 'lite'}@example.test`;
    const a = await createTestApp(database, { env, overrides: { redis } });
    const b = await createTestApp(database, { env, overrides: { redis: new Redis(required(process.env.REDIS_URL)) } });
    try {
      const attempt = (instance: FastifyInstance) =>
        instance.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong-Password-1' } });
      expect((await attempt(a)).statusCode).toBe(401);
      expect((await attempt(b)).statusCode).toBe(401);
      expect((await attempt(a)).statusCode).toBe(401);
      expect(expectProblem(await attempt(b), 400).type).toBe('/problems/captcha-required');
    } finally {
      await a.close();
      await b.close();
      await redis.quit();
    }
  });
});
