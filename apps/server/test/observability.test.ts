import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/index.ts';
import { loggerSerializers, redactUrl, serializeError } from '../src/platform/observability.ts';
import { ensureAdministrator } from '../src/seed/demo.ts';
import { bearer, createTestApp, createTestDatabase, decodeClaims, loginAs, usesPostgres } from './app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

describe('request ids, logs and metrics', () => {
  let database: Database;
  let app: FastifyInstance;
  let plain: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await createTestApp(database, {
      env: { METRICS_TOKEN },
      overrides: { logger: { level: 'info', serializers: loggerSerializers(), stream } },
    });
    plain = await createTestApp(database);
    await ensureAdministrator(database.db, 'ops-admin@example.test', 'Ops-Admin-Password-1');
  });
  afterAll(async () => {
    await app?.close();
    await plain?.close();
    await database?.close();
  });

  it('takes X-Request-Id from the request, or generates a UUID, and returns it', async () => {
    const given = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    const generated = await app.inject({ method: 'GET', url: '/api/health' });
    expect(String(generated.headers['x-request-id'])).toMatch(UUID);
    const other = await app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(generated.headers['x-request-id']);
    // a header that could forge log lines or is too long is replaced
    const odd = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\nc' } });
    expect(String(odd.headers['x-request-id'])).toMatch(UUID);
    expect(String((await app.inject({ method: 'GET', url: '/api/nothing-here' })).headers['x-request-id'])).toMatch(UUID);
  });

  it('puts the request id on every line of a request and the user id once signed in; no tokens or passwords', async () => {
    const { token } = await loginAs(app, 'ops-admin@example.test', 'Ops-Admin-Password-1');
    const userId = String(decodeClaims(token).sub);
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/me?token=signed-link-secret&page=2',
      headers: { ...bearer(token), 'x-request-id': 'trace-me-1' },
    });
    expect(response.statusCode).toBe(200);
    const mine = lines.filter((line) => line.requestId === 'trace-me-1');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const completed = mine.find((line) => line.msg === 'request completed');
    expect(completed?.userId).toBe(userId);
    const incoming = mine.find((line) => line.msg === 'incoming request') as { req: { url: string } } | undefined;
    expect(incoming?.req.url).toBe('/api/user/me?token=%5Bredacted%5D&page=2');
    const all = JSON.stringify(lines);
    expect(all).not.toContain('signed-link-secret');
    expect(all).not.toContain(token);
    expect(all).not.toContain('Ops-Admin-Password-1');
    // every line that belongs to a request carries its id
    for (const line of lines.filter((l) => l.req || l.res)) expect(line.requestId).toBeTruthy();
  });

  it('keeps SQL parameters out of logged errors', async () => {
    const error = await database.db.execute(sql`select ${'secret-sql-parameter'}::int`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('secret-sql-parameter');
    expect(redactUrl('/api/x?sig=abc&q=java')).toBe('/api/x?sig=%5Bredacted%5D&q=java');
    expect(redactUrl('/api/x?q=java')).toBe('/api/x?q=java');
  });

  it('serves Prometheus metrics only to the METRICS_TOKEN bearer', async () => {
    expect((await plain.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/metrics', headers: bearer('wrong-token') })).statusCode).toBe(401);
    await app.inject({ method: 'GET', url: '/api/health' });
    const response = await app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(METRICS_TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/talentmatch_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(text).toMatch(/talentmatch_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status="200"\}/);
    // a path with an id is one series per route pattern, not per record
    expect(text).toContain('route="/api/user/me"');
    expect(text).toMatch(/talentmatch_live_event_clients \d+/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes \d+/);
    if (usesPostgres) expect(text).toMatch(/talentmatch_db_pool_connections\{state="total"\} \d+/);
    // queue depth and failures: jobs by state and the email outbox by status
    expect(text).toContain('# TYPE talentmatch_jobs gauge');
    expect(text).toContain('# TYPE talentmatch_emails gauge');
    // the registry is there for more gauges (the job queue adds its own)
    expect(app.metrics.registry.getSingleMetric('talentmatch_http_requests_total')).toBeDefined();
  });
});
