import { createServer, type AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_MESSAGES } from '@talentmatch/shared/outbox';
import { createTestApp, createTestDatabase, expectProblem, waitFor } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { outboxEmails } from '../../platform/db/schema.ts';
import { EMAIL_DELIVERY_JOB } from '../../platform/mail.ts';

let database: Database;
let a: FastifyInstance;
let b: FastifyInstance;
let port: number;
let smtp: SMTPServer | undefined;
/** recipients the SMTP server refuses while this is on */
let bounce = true;
const received: string[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (bounce && address.address.startsWith('bounce')) return callback(new Error('550 mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  const server = smtp;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}

const mail = (to: string) => ({ to, subject: `Hello ${to}`, text: 'Plain text', html: '<p>Plain text</p>' });
const rowsTo = (to: string[]) => database.db.select().from(outboxEmails).where(inArray(outboxEmails.to, to));

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
  // two app instances on one database: two sets of workers poll the same queue
  const env = { SMTP_URL: `smtp://127.0.0.1:${port}` };
  a = await createTestApp(database, { env });
  b = await createTestApp(database, { env });
  await a.ctx.jobs.start();
  await b.ctx.jobs.start();
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  const server = smtp;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  await database?.close();
}, 60_000);

describe('email delivery through the job queue', () => {
  it('keeps mails while SMTP is down and delivers each exactly once when it is back', async () => {
    const to = ['down-1@example.test', 'down-2@example.test', 'down-3@example.test'];
    for (const address of to) await a.ctx.mailer.send(mail(address));
    // every mail was tried and failed: pending, with the error kept
    const failed = await waitFor(async () => {
      const rows = await rowsTo(to);
      return rows.length === 3 && rows.every((r) => r.attempts >= 1 && r.status === 'pending' && r.error) ? rows : undefined;
    }, 20_000);
    expect(failed.every((r) => r.sentAt === null)).toBe(true);
    expect(received).toEqual([]);

    await startSmtp();
    await waitFor(async () => (await rowsTo(to)).every((r) => r.status === 'sent'), 40_000);
    // no late duplicate from the other workers
    await new Promise((r) => setTimeout(r, 2000));
    expect([...received].filter((r) => to.includes(r)).sort()).toEqual(to);
    const rows = await rowsTo(to);
    expect(rows.every((r) => r.sentAt instanceof Date && r.error === null && r.lockedUntil === null)).toBe(true);
  }, 90_000);

  it('marks a mail failed after its last attempt, shows it to administrators, and sends it once after a retry', async () => {
    if (!smtp) await startSmtp();
    const admin = (await signedIn(a, database.db, ['Administrator'])).headers;
    // stored without its delivery job, then queued with no retries left, so one refusal fails it
    const queue = await a.ctx.mailer.prepare(database.db, [mail('bounce-1@example.test')]);
    expect(queue).toEqual(expect.any(Function));
    const [row] = await rowsTo(['bounce-1@example.test']);
    await a.ctx.jobs.enqueue(EMAIL_DELIVERY_JOB, { id: row.id }, { retryLimit: 0 });
    await waitFor(async () => (await rowsTo(['bounce-1@example.test']))[0].status === 'failed', 20_000);

    const list = await a.inject({ method: 'GET', url: '/api/admin/emails', headers: admin });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.counts.failed).toBeGreaterThanOrEqual(1);
    const item = body.items.find((i: { id: string }) => i.id === row.id);
    expect(item).toMatchObject({ to: 'bounce-1@example.test', status: 'failed', attempts: 1 });
    expect(item.error).toMatch(/550|mailbox/);
    expect(item).not.toHaveProperty('text');
    expect(item).not.toHaveProperty('html');
    const searched = (await a.inject({ method: 'GET', url: '/api/admin/emails?status=all&search=BOUNCE-1', headers: admin })).json();
    expect(searched.items.map((i: { id: string }) => i.id)).toEqual([row.id]);

    bounce = false;
    const retry = await a.inject({ method: 'POST', url: `/api/admin/emails/${row.id}/retry`, headers: admin });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: row.id, status: 'pending' });
    await waitFor(async () => (await rowsTo(['bounce-1@example.test']))[0].status === 'sent', 20_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(received.filter((r) => r === 'bounce-1@example.test')).toHaveLength(1);
    const [sent] = await rowsTo(['bounce-1@example.test']);
    expect(sent.attempts).toBe(2);

    // a sent email cannot be retried
    const again = expectProblem(await a.inject({ method: 'POST', url: `/api/admin/emails/${row.id}/retry`, headers: admin }), 409);
    expect(again.detail).toBe(OUTBOX_MESSAGES.notFailed);
  }, 60_000);
});

describe('admin email endpoints', () => {
  it('401 anonymous, 403 candidate and employer', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expectProblem(await a.inject({ method: 'GET', url: '/api/admin/emails' }), 401);
    expectProblem(await a.inject({ method: 'GET', url: `/api/admin/emails/${id}` }), 401);
    expectProblem(await a.inject({ method: 'POST', url: `/api/admin/emails/${id}/retry` }), 401);
    for (const role of ['Candidate', 'Employer'] as const) {
      const { headers } = await signedIn(a, database.db, [role]);
      expectProblem(await a.inject({ method: 'GET', url: '/api/admin/emails', headers }), 403);
      expectProblem(await a.inject({ method: 'GET', url: `/api/admin/emails/${id}`, headers }), 403);
      expectProblem(await a.inject({ method: 'POST', url: `/api/admin/emails/${id}/retry`, headers }), 403);
    }
  });

  it('400 for a bad id or status, 404 for an unknown email, nothing changed', async () => {
    const admin = (await signedIn(a, database.db, ['Administrator'])).headers;
    const badId = expectProblem(await a.inject({ method: 'POST', url: '/api/admin/emails/not-a-uuid/retry', headers: admin }), 400);
    expect(badId.errors?.id).toEqual([OUTBOX_MESSAGES.badId]);
    const badStatus = expectProblem(await a.inject({ method: 'GET', url: '/api/admin/emails?status=lost', headers: admin }), 400);
    expect(badStatus.errors?.status).toEqual([OUTBOX_MESSAGES.badStatus]);
    const badPage = expectProblem(await a.inject({ method: 'GET', url: '/api/admin/emails?pageSize=1000', headers: admin }), 400);
    expect(badPage.errors?.pageSize).toBeDefined();

    const before = await database.db.select().from(outboxEmails);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(expectProblem(await a.inject({ method: 'POST', url: `/api/admin/emails/${missing}/retry`, headers: admin }), 404).detail).toBe(
      OUTBOX_MESSAGES.notFound,
    );
    expect(expectProblem(await a.inject({ method: 'GET', url: `/api/admin/emails/${missing}`, headers: admin }), 404).detail).toBe(
      OUTBOX_MESSAGES.notFound,
    );
    const after = await database.db.select().from(outboxEmails);
    expect(after.map((r) => [r.id, r.status, r.attempts]).sort()).toEqual(before.map((r) => [r.id, r.status, r.attempts]).sort());
  });

  it('shows one email with its delivery state', async () => {
    const admin = (await signedIn(a, database.db, ['Administrator'])).headers;
    const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'down-1@example.test'));
    const response = await a.inject({ method: 'GET', url: `/api/admin/emails/${row.id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row.id, to: 'down-1@example.test', status: 'sent', sentAt: expect.any(String) });
  });
});
