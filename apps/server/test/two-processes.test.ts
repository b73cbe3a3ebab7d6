import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@talentmatch/shared/messaging';
import { DEMO_ACCOUNTS } from '../src/seed/demo-credentials.ts';
import { decodeClaims } from './app.ts';

/**
 * architecture.md: "A test proves two processes on one PostgreSQL + Redis see each other's events".
 * Two real server processes (main.ts) share a fresh PostgreSQL database and Redis; a message posted
 * through process A reaches a live-event stream held open on process B.
 * Runs in the server-pg project when TEST_DATABASE_URL and REDIS_URL are set (CI sets both).
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const serverEntry = path.resolve(import.meta.dirname, '../src/main.ts');

interface Running {
  child: ChildProcess;
  url: string;
}

function startServer(env: Record<string, string>): Promise<Running> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve({ child, url: `http://127.0.0.1:${port}` });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.slice(-3000)}`)));
  });
}

async function stop(server: Running | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
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
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const type = lines.find((line) => line.startsWith('event:'))?.slice(6).trim();
      const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
      // the SSE event name is the event's type; the data line carries the rest
      if (type && data) frames.push({ type, ...JSON.parse(data) } as LiveEvent);
    }
  };
  return {
    async next(predicate: (event: LiveEvent) => boolean, timeoutMs = 10_000): Promise<LiveEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = frames.findIndex(predicate);
        if (index >= 0) return frames.splice(0, index + 1).pop()!;
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

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    const shared = {
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.REDIS_URL!,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CAPTCHA_PROVIDER: 'off',
      SEED_DEMO: 'true',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
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
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }, 60_000);

  it('pushes a message posted through process A to a live-event stream on process B', async () => {
    const candidateToken = await login(b!.url, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    const employerToken = await login(a!.url, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password);
    const candidateId = decodeClaims(candidateToken).sub as string;

    const controller = new AbortController();
    const events = await fetch(`${b!.url}/api/events`, { headers: { authorization: `Bearer ${candidateToken}` }, signal: controller.signal });
    expect(events.status).toBe(200);
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const reader = eventReader(events.body!.getReader());
    const initial = await reader.next((e) => e.type === 'unread');
    expect(initial.type).toBe('unread');

    const sent = await fetch(`${a!.url}/api/message/conversation`, {
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
});
