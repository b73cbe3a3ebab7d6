import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createTestDatabase, expectProblem, loginAs } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { loggerSerializers } from '../../platform/observability.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { hashApiKey } from './service.ts';
import { apiKeys } from './tables.ts';

let database: Database;
let app: FastifyInstance;
const logLines: string[] = [];
let companyId: string;
let otherCompanyId: string;
let manager: Record<string, string>;
let member: Record<string, string>;
let admin: Record<string, string>;
let otherManager: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await createTestApp(database, {
    env: { RATE_LIMIT_API_PER_KEY: '5' },
    overrides: { logger: { level: 'trace', serializers: loggerSerializers(), stream } },
  });
  const a = await seedCompany(database.db, { name: 'Keys A' });
  const b = await seedCompany(database.db, { name: 'Keys B' });
  companyId = a.company.id;
  otherCompanyId = b.company.id;
  const memberUser = await seedUser(database.db, { roles: ['Employer'], companyId });
  const adminUser = await seedUser(database.db, { roles: ['Administrator'] });
  manager = bearer((await loginAs(app, a.manager.email, a.manager.password)).token);
  otherManager = bearer((await loginAs(app, b.manager.email, b.manager.password)).token);
  member = bearer((await loginAs(app, memberUser.email, memberUser.password)).token);
  admin = bearer((await loginAs(app, adminUser.email, adminUser.password)).token);
  await seedJob(database.db, { companyId, title: 'Keyed job' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const create = (headers: Record<string, string>, payload: unknown, company = companyId) =>
  app.inject({ method: 'POST', url: `/api/companies/${company}/api-keys`, headers, payload: payload as object });
const jobsWith = (key: string) => app.inject({ method: 'GET', url: '/api/v1/jobs', headers: bearer(key) });

describe('API keys', () => {
  it('are created by the account manager, shown once, and kept only as a hash with their prefix', async () => {
    const created = await create(manager, { name: 'ATS sync', scopes: ['jobs:read', 'jobs:read', 'applications:read'] });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key.secret).toMatch(/^tm_live_[A-Za-z0-9_-]{43}$/);
    expect(key.scopes).toEqual(['jobs:read', 'applications:read']);
    expect(key.prefix).toBe(key.secret.slice(0, 16));
    // at rest: the hash and the prefix, never the secret
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row.secretHash).toBe(hashApiKey(key.secret));
    const { rows } = await database.db.execute(sql`select * from api_keys`);
    expect(JSON.stringify(rows)).not.toContain(key.secret.slice(16));
    // listed without the secret, with its last use once used
    expect((await jobsWith(key.secret)).statusCode).toBe(200);
    const list = (await app.inject({ method: 'GET', url: `/api/companies/${companyId}/api-keys`, headers: manager })).json();
    const listed = list.find((k: { id: string }) => k.id === key.id);
    expect(listed.secret).toBeUndefined();
    expect(listed.lastUsedAt).not.toBeNull();
    // the secret never reached the log (the request line, the authorization header)
    expect(logLines.join('')).not.toContain(key.secret.slice(16));
    expect(logLines.join('')).toContain('/api/v1/jobs');
  });

  it('refuses anonymous callers (401), members and administrators creating (403), other companies (404), bad input (400)', async () => {
    expectProblem(await create({}, { name: 'x', scopes: ['jobs:read'] }), 401);
    expect(expectProblem(await create(member, { name: 'x', scopes: ['jobs:read'] }), 403).detail).toBe(
      'Only the company’s account manager can manage its API keys.',
    );
    expectProblem(await create(admin, { name: 'x', scopes: ['jobs:read'] }), 403);
    expectProblem(await create(otherManager, { name: 'x', scopes: ['jobs:read'] }), 404);
    expectProblem(await app.inject({ method: 'GET', url: `/api/companies/${companyId}/api-keys`, headers: otherManager }), 404);
    const bad = expectProblem(await create(manager, { name: '', scopes: [] }), 400);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['name', 'scopes']);
    expect(expectProblem(await create(manager, { name: 'x', scopes: ['jobs:delete'] }), 400).errors).toHaveProperty('scopes.0');
    expect(
      expectProblem(await create(manager, { name: 'x', scopes: ['jobs:read'], expiresAt: '2001-01-01T00:00:00Z' }), 400).errors,
    ).toEqual({ expiresAt: ['The expiry date must be in the future.'] });
  });

  it('answers 401 for an unknown, revoked or expired key and 403 naming a missing scope', async () => {
    expectProblem(await jobsWith('tm_live_unknownunknownunknownunknownunknown123'), 401);
    expectProblem(await app.inject({ method: 'GET', url: '/api/v1/jobs' }), 401);
    const key = (await create(manager, { name: 'Revoke me', scopes: ['applications:read'] })).json();
    const scope = expectProblem(await jobsWith(key.secret), 403);
    expect(scope.detail).toBe('This API key does not have the jobs:read scope.');
    const revoked = await app.inject({ method: 'DELETE', url: `/api/companies/${companyId}/api-keys/${key.id}`, headers: manager });
    expect(revoked.json().revokedAt).not.toBeNull();
    expect(expectProblem(await jobsWith(key.secret), 401).detail).toBe('This API key is not valid: it is unknown, revoked or expired.');

    const expiring = (
      await create(manager, { name: 'Expiring', scopes: ['jobs:read'], expiresAt: new Date(Date.now() + 60_000).toISOString() })
    ).json();
    expect((await jobsWith(expiring.secret)).statusCode).toBe(200);
    await database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.id));
    expectProblem(await jobsWith(expiring.secret), 401);
  });

  it('lets an administrator see and revoke every company’s keys; another company’s manager cannot', async () => {
    const key = (await create(otherManager, { name: 'B key', scopes: ['jobs:read'] }, otherCompanyId)).json();
    const seen = await app.inject({ method: 'GET', url: `/api/companies/${otherCompanyId}/api-keys`, headers: admin });
    expect(seen.json().map((k: { id: string }) => k.id)).toContain(key.id);
    expectProblem(
      await app.inject({ method: 'DELETE', url: `/api/companies/${otherCompanyId}/api-keys/${key.id}`, headers: manager }),
      404,
    );
    expectProblem(await app.inject({ method: 'DELETE', url: `/api/companies/${companyId}/api-keys/${key.id}`, headers: manager }), 404);
    expectProblem(await app.inject({ method: 'DELETE', url: `/api/companies/${otherCompanyId}/api-keys/not-an-id`, headers: admin }), 400);
    const revoked = await app.inject({ method: 'DELETE', url: `/api/companies/${otherCompanyId}/api-keys/${key.id}`, headers: admin });
    expect(revoked.statusCode).toBe(200);
    expectProblem(await jobsWith(key.secret), 401);
  });

  it('limits each key: RateLimit-* headers, then 429 with Retry-After; another key has its own count', async () => {
    const key = (await create(manager, { name: 'Busy', scopes: ['jobs:read'] })).json();
    const first = await jobsWith(key.secret);
    expect(first.headers['ratelimit-limit']).toBe('5');
    expect(first.headers['ratelimit-remaining']).toBe('4');
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    for (let i = 0; i < 4; i += 1) expect((await jobsWith(key.secret)).statusCode).toBe(200);
    const limited = await jobsWith(key.secret);
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = (await create(manager, { name: 'Calm', scopes: ['jobs:read'] })).json();
    expect((await jobsWith(other.secret)).statusCode).toBe(200);
  });
});
