import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/index.ts';
import { loggerSerializers, redactUrl, serializeError } from '../src/platform/observability.ts';
import { eq } from 'drizzle-orm';
import { ANNOUNCEMENT_JOB } from '../src/modules/email-templates/announcements.ts';
import { unsubscribeToken } from '../src/modules/email-templates/service.ts';
import { outboxEmails } from '../src/platform/db/schema.ts';
import { REDACTED_LINK } from '../src/platform/mail.ts';
import { ensureAdministrator, seedUser } from '../src/seed/demo.ts';
import { bearer, createTestApp, createTestDatabase, decodeClaims, loginAs, usesPostgres, waitFor } from './app.ts';

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

  it('keeps signed links out of the log and the outbox: the announcement mail, the unsubscribe request, an undeclared token', async () => {
    const { token } = await loginAs(app, 'ops-admin@example.test', 'Ops-Admin-Password-1');
    await app.inject({ method: 'POST', url: '/api/auth/register/termsaccept', headers: bearer(token) });
    const candidate = await seedUser(database.db, { roles: ['Candidate'] });
    const signature = unsubscribeToken(app.ctx.config.jwtSecret, candidate.id);
    const template = await app.inject({
      method: 'POST',
      url: '/api/email-templates',
      headers: bearer(token),
      payload: { name: 'Log check', subject: 'News', body: 'Hello {{firstName}}.' },
    });
    expect(template.statusCode).toBe(201);
    const started = await app.inject({
      method: 'POST',
      url: `/api/email-templates/${template.json().id}/announcements`,
      headers: bearer(token),
      payload: { audience: 'candidates' },
    });
    expect(started.statusCode).toBe(202);
    await app.ctx.jobs.runPending([ANNOUNCEMENT_JOB]);
    const [mail] = await waitFor(async () => {
      const rows = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, candidate.email));
      return rows.length > 0 ? rows : null;
    });
    // the outbox holds the mail without the link (sealed for the delivery) and the log line names no signature
    expect(mail.text).toContain(REDACTED_LINK);
    expect(mail.text + mail.html).not.toContain(signature);
    expect(lines.some((line) => line.outboxId === mail.id)).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(signature);

    // following the link: it works, and the logged address has its signature redacted
    const unsubscribe = await app.inject({
      method: 'GET',
      url: `/api/email/unsubscribe?u=${candidate.id}&t=${signature}`,
      headers: { 'x-request-id': 'unsubscribe-1' },
    });
    expect(unsubscribe.statusCode).toBe(200);
    const incoming = lines.find((line) => line.requestId === 'unsubscribe-1' && line.msg === 'incoming request') as
      | { req: { url: string } }
      | undefined;
    expect(incoming?.req.url).toBe(`/api/email/unsubscribe?u=${candidate.id}&t=%5Bredacted%5D`);

    // a mail whose sender declared no secret: the token in its link is still redacted in the log line
    await app.ctx.mailer.send({
      to: candidate.email,
      subject: 'Undeclared',
      text: 'Open https://talentmatch.test/somewhere?token=undeclared-secret-value&page=2 now.',
      html: '<p>Open</p>',
    });
    const logged = lines.find((line) => String(line.msg).includes('talentmatch.test/somewhere'));
    expect(String(logged?.msg)).toContain('https://talentmatch.test/somewhere?token=%5Bredacted%5D&page=2 now.');
    expect(JSON.stringify(lines)).not.toContain(signature);
    expect(JSON.stringify(lines)).not.toContain('undeclared-secret-value');
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
