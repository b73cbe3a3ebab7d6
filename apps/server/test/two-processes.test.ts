import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@talentmatch/shared/messaging';
import { DEMO_ACCOUNTS } from '../src/seed/demo-credentials.ts';
import { decodeClaims } from './app.ts';
import { startServer, stopServer as stop, type Running } from './server-process.ts';
import { startLocalS3, type LocalS3 } from './s3-server.ts';

/**
 * architecture.md: "A test proves two processes on one PostgreSQL + Redis see each other's events".
 * Two real server processes (main.ts) share a fresh PostgreSQL database and Redis; a message posted
 * through process A reaches a live-event stream held open on process B; a mail queued on process A is
 * delivered exactly once although the workers of both processes poll the queue.
 * Runs in the server-pg project when TEST_DATABASE_URL and REDIS_URL are set (CI sets both).
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
function urlOf(server: Running | undefined): string {
  if (!server) throw new Error('the server did not start');
  return server.url;
}

async function login(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Reads SSE frames from `api/events`; `next` waits for the first frame matching `predicate` (frames read stay buffered). */
function eventReader(stream: ReadableStreamDefaultReader<Uint8Array>) {
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: LiveEvent[] = [];
  const takeFrames = () => {
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const type = lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim();
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      // the SSE event name is the event's type; the data line carries the rest
      if (type && data) frames.push({ type, ...JSON.parse(data) } as LiveEvent);
    }
  };
  return {
    async next(predicate: (event: LiveEvent) => boolean, timeoutMs = 10_000): Promise<LiveEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = frames.findIndex(predicate);
        const found = index >= 0 ? frames.splice(0, index + 1).pop() : undefined;
        if (found) return found;
        const timer = new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, deadline - Date.now())));
        const chunk = await Promise.race([stream.read(), timer]);
        if (!chunk || chunk.done) throw new Error('no matching live event arrived');
        buffer += decoder.decode(chunk.value, { stream: true });
        takeFrames();
      }
    },
  };
}

describe.skipIf(!enabled)('two server processes on one PostgreSQL and Redis', () => {
  const dbName = `tm_two_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dataDirs: string[] = [];
  let a: Running | undefined;
  let b: Running | undefined;
  let s3: LocalS3 | undefined;
  let smtp: SMTPServer | undefined;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    const server = smtp;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const smtpPort = (server.server.address() as AddressInfo).port;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    // files in one S3-compatible bucket shared by both processes (docs/deploy.md)
    s3 = await startLocalS3();
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${dbName}`;
    const shared = {
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.REDIS_URL ?? '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      CAPTCHA_PROVIDER: 'off',
      SEED_DEMO: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STRIPE_SECRET_KEY: '',
      ...s3.env,
    };
    const dir = () => {
      const d = mkdtempSync(path.join(tmpdir(), 'tm-two-'));
      dataDirs.push(d);
      return d;
    };
    // A migrates and seeds first; B then starts on the same database.
    a = await startServer({ ...shared, DATA_DIR: dir() });
    b = await startServer({ ...shared, DATA_DIR: dir(), SEED_DEMO: 'false' });
  }, 120_000);

  afterAll(async () => {
    await stop(a);
    await stop(b);
    const server = smtp;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
    await s3?.stop();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? '' });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }, 60_000);

  it('pushes a message posted through process A to a live-event stream on process B', async () => {
    const candidateToken = await login(urlOf(b), DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    const employerToken = await login(urlOf(a), DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password);
    const candidateId = decodeClaims(candidateToken).sub as string;

    const controller = new AbortController();
    const events = await fetch(`${urlOf(b)}/api/events`, {
      headers: { authorization: `Bearer ${candidateToken}` },
      signal: controller.signal,
    });
    expect(events.status).toBe(200);
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const reader = eventReader((events.body as ReadableStream<Uint8Array>).getReader());
    const initial = await reader.next((e) => e.type === 'unread');
    expect(initial.type).toBe('unread');

    const sent = await fetch(`${urlOf(a)}/api/message/conversation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${employerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: candidateId, body: 'Hello from process A' }),
    });
    expect(sent.status).toBe(201);
    const { message } = (await sent.json()) as { message: { id: string; conversationId: string } };

    const pushed = await reader.next((e) => e.type === 'message' && e.messageId === message.id);
    expect(pushed).toMatchObject({ type: 'message', conversationId: message.conversationId });
    const unread = await reader.next((e) => e.type === 'unread');
    expect(unread.type === 'unread' && unread.count).toBeGreaterThanOrEqual(1);
    controller.abort();
  }, 60_000);

  it('closes a stream held on process B within a second when its session is revoked through process A', async () => {
    const token = await login(urlOf(a), DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    const controller = new AbortController();
    try {
      const events = await fetch(`${urlOf(b)}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
      expect(events.status).toBe(200);
      const reader = eventReader((events.body as ReadableStream<Uint8Array>).getReader());
      await reader.next((e) => e.type === 'unread');
      const started = Date.now();
      const revoked = await fetch(`${urlOf(a)}/api/auth/revoke`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(revoked.status).toBe(204);
      expect((await reader.next((e) => e.type === 'signed-out', 1000)).type).toBe('signed-out');
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      controller.abort();
    }
  }, 60_000);

  it('delivers a mail queued on process A exactly once, and runs a recurring job once per period, with the workers of both processes polling', async () => {
    const email = DEMO_ACCOUNTS.candidate.email;
    const forgot = await fetch(`${a?.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(forgot.status).toBe(202);
    const deadline = Date.now() + 20_000;
    while (!received.includes(email) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // both processes keep polling for a while: a second delivery would arrive now
    await new Promise((r) => setTimeout(r, 4000));
    expect(received.filter((to) => to === email)).toHaveLength(1);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${dbName}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query(`select status, attempts from outbox_emails where "to" = $1`, [email]);
      expect(rows).toEqual([{ status: 'sent', attempts: 1 }]);
      // the recurring shortlist fold (every 5 s), offered by both processes: one job per slot, and it ran
      const folds = await client.query(
        `select singleton_on, count(*)::int as n, count(*) filter (where state = 'completed')::int as done
           from pgboss.job where name = 'shortlists.fold' and singleton_key = 'every' group by singleton_on`,
      );
      expect(folds.rows.length).toBeGreaterThanOrEqual(2);
      expect(folds.rows.every((r: { n: number }) => r.n === 1)).toBe(true);
      expect(folds.rows.filter((r: { done: number }) => r.done === 1).length).toBeGreaterThanOrEqual(1);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('reads through process B a file uploaded through process A (one S3 bucket)', async () => {
    const token = await login(urlOf(a), DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    const form = new FormData();
    form.append('photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${urlOf(a)}/api/candidate/profile/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const read = await fetch(`${urlOf(b)}/api/candidate/profile/photo`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(PNG);
  }, 60_000);

  it('accepts on process B a session opened on process A (one JWT_SECRET), and a refresh there', async () => {
    const response = await fetch(`${urlOf(a)}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.employer.email, password: DEMO_ACCOUNTS.employer.password }),
    });
    const { token } = (await response.json()) as { token: string };
    const me = await fetch(`${urlOf(b)}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(DEMO_ACCOUNTS.employer.email);
    const refreshed = await fetch(`${urlOf(b)}/api/auth/refresh-token`, { headers: { authorization: `Bearer ${token}` } });
    expect(refreshed.status).toBe(200);
  }, 60_000);

  // authentication reads the session and the user on every request, so nothing cached on B outlives a change on A
  it('counts a role change, a revoked session and a locked account made through process A on the next request to process B', async () => {
    const account = DEMO_ACCOUNTS.subscribedEmployer;
    const adminToken = await login(urlOf(a), DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const token = await login(urlOf(a), account.email, account.password);
    const onB = (path: string, bearerToken = token) => fetch(`${urlOf(b)}${path}`, { headers: { authorization: `Bearer ${bearerToken}` } });
    const asAdmin = (method: string, path: string, body: unknown) =>
      fetch(`${urlOf(a)}${path}`, {
        method,
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const me = (await (await onB('/api/user/me')).json()) as {
      id: string;
      firstName: string;
      lastName: string;
      phoneNumber: string;
      roles: string[];
    };
    expect(me.roles).not.toContain('Administrator');
    expect((await onB('/api/admin/candidates')).status).toBe(403);

    expect((await asAdmin('POST', '/api/admin/make', { userId: me.id })).status).toBe(200);
    expect(((await (await onB('/api/user/me')).json()) as { roles: string[] }).roles).toContain('Administrator');
    expect((await onB('/api/admin/candidates')).status).toBe(200);
    expect((await asAdmin('POST', '/api/admin/revoke', { userId: me.id })).status).toBe(200);
    expect((await onB('/api/admin/candidates')).status).toBe(403);

    const second = await login(urlOf(a), account.email, account.password);
    const revoked = await fetch(`${urlOf(a)}/api/auth/revoke`, { method: 'POST', headers: { authorization: `Bearer ${second}` } });
    expect(revoked.status).toBe(204);
    expect((await onB('/api/account/profile', second)).status).toBe(401);
    expect((await onB('/api/account/profile')).status).toBe(200);

    const details = { id: me.id, email: account.email, firstName: me.firstName, lastName: me.lastName, phoneNumber: me.phoneNumber };
    expect((await asAdmin('PUT', '/api/user', { ...details, locked: true })).status).toBe(200);
    expect((await onB('/api/user/me')).status).toBe(401);
    expect((await asAdmin('PUT', '/api/user', { ...details, locked: false })).status).toBe(200);
  }, 60_000);
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
