import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installedDataDir, spawnServer, stopServer, waitUntilRunning, type ServerProcess } from './server-process.ts';

/**
 * Graceful shutdown with real server processes (the bundle, scripts/start.mjs) on embedded databases.
 * The database does not matter here: the server-pg project skips the file.
 */
const ADMIN = { email: 'ops-admin@example.test', password: 'Ops-Admin-Password-1' };
const dirs: string[] = [];
const running: ServerProcess[] = [];
// each server starts on a database already created and migrated: shutdown is what is tested here
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tm-shutdown-'));
  dirs.push(dir);
  return installedDataDir(dir);
};
async function start(env: Record<string, string>, options: { args?: string[]; command?: string } = {}) {
  const server = await waitUntilRunning(await spawnServer({ DATA_DIR: await dataDir(), ...env }, options));
  running.push(server);
  return server;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A login request whose body is sent in two parts: the request stays in flight until `finish()`. */
function slowRequest(url: string, agent?: Agent) {
  const body = JSON.stringify({ email: 'nobody@example.test', password: 'Not-The-Password-1' });
  let req: ClientRequest | undefined;
  const response = new Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
    req = httpRequest(
      `${url}/api/auth/login`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
  });
  response.catch(() => undefined);
  return { response, finish: () => req?.end(body.slice(10)) };
}

/** Waits until the server has logged `count` login requests as received (LOG_LEVEL=info): their bodies may still be on the way. */
async function requestReceived(server: ServerProcess, count = 1) {
  const received = () => server.output().match(/"url":"\/api\/auth\/login".*"msg":"incoming request"/g)?.length ?? 0;
  const deadline = Date.now() + 30_000;
  while (received() < count) {
    if (Date.now() > deadline) throw new Error(`the server did not receive the request:\n${server.output().slice(-2000)}`);
    await sleep(50);
  }
}

/** A slow request sent in full at once. */
function slowRequestDone(url: string, agent: Agent) {
  const request = slowRequest(url, agent);
  request.finish();
  return request.response;
}
const isJsonObject = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

const refusesConnections = async (url: string) => {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return false;
  } catch {
    return true;
  }
};

describe.skipIf(process.env.DB_UNDER_TEST === 'postgres')('graceful shutdown', () => {
  afterAll(async () => {
    for (const server of running) await stopServer(server, 5_000);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('SIGTERM: stops accepting, finishes the request in flight, ends live-event streams with a retry hint, exits 0', async () => {
    const server = await start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'info' });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    // an administrator created at start-up accepts the terms like anyone else before using the site
    const accepted = await fetch(`${server.url}/api/auth/register/termsaccept`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(accepted.status).toBe(204);
    const events = await fetch(`${server.url}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(events.status).toBe(200);
    const streamText = events.text();

    const slow = slowRequest(server.url);
    await requestReceived(server, 2); // the administrator's login was the first
    server.child.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (!(await refusesConnections(server.url))) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(200);
    }
    expect(server.child.exitCode).toBeNull(); // still waiting for the request in flight
    slow.finish();
    expect((await slow.response).status).toBe(401);
    expect(await streamText).toMatch(/\nretry: \d+\n\n$/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received: shutting down');
    expect(server.output()).toContain('shutdown complete');
  }, 240_000);

  it('production: a keep-alive connection busy at SIGTERM gets Connection: close and the exit is 0 before the grace ends; every line is JSON', async () => {
    const server = await start({
      NODE_ENV: 'production',
      JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret',
      PUBLIC_URL: 'https://jobs.example.test',
      CAPTCHA_PROVIDER: 'altcha',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: '15000',
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // the connection is opened and kept alive by a first request, then carries the slow one
    expect((await slowRequestDone(server.url, agent)).headers.connection).toBe('keep-alive');
    const slow = slowRequest(server.url, agent);
    await requestReceived(server, 2);
    server.child.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (!(await refusesConnections(server.url))) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(200);
    }
    slow.finish();
    const answer = await slow.response;
    expect(answer.status).toBe(401);
    expect(answer.headers.connection).toBe('close');
    // past the grace the exit code would be 1 (the case below)
    expect(await server.exited).toBe(0);
    agent.destroy();
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.filter((line) => !isJsonObject(line))).toEqual([]);
    expect(lines.some((line) => JSON.parse(line).msg?.startsWith('TalentMatch is running at https://jobs.example.test'))).toBe(true);
  }, 240_000);

  it('says so in the log and exits 1 when requests are still open after SHUTDOWN_GRACE_MS', async () => {
    const server = await start({ SHUTDOWN_GRACE_MS: '1500', LOG_LEVEL: 'info' });
    const slow = slowRequest(server.url);
    await requestReceived(server);
    const sent = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - sent).toBeLessThan(10_000);
    expect(server.output()).toContain('shutdown: still busy after 1500 ms (SHUTDOWN_GRACE_MS), forcing exit');
    await slow.response.catch(() => undefined);
  }, 240_000);

  it('shuts down on SIGTERM even when its output pipe has no reader any more', async () => {
    const server = await start({ LOG_LEVEL: 'info' });
    server.child.stdout?.destroy();
    server.child.stderr?.destroy();
    // requests write log lines into the closed pipe
    for (let i = 0; i < 3; i++) await fetch(`${server.url}/api/health`);
    server.child.kill('SIGTERM');
    const outcome = await Promise.race([server.exited, sleep(20_000).then(() => 'still running')]);
    expect(outcome).toBe(0);
  }, 240_000);

  it('npm start: SIGTERM to npm stops the server, and npm exits with its code', async () => {
    const env = { WEB_DIST_DIR: path.join(tmpdir(), 'tm-no-web-dist') };
    const npm = await start(env, { command: 'npm', args: ['start'] });
    const lock = JSON.parse(readFileSync(path.join(npm.dataDir, 'db.lock'), 'utf8')) as { pid: number };
    npm.child.kill('SIGTERM');
    expect(await npm.exited).toBe(0);
    expect(alive(lock.pid)).toBe(false);
  }, 240_000);

  it('npm start (scripts/start.mjs) forwards SIGTERM, and leaves no orphan when it is killed', async () => {
    const env = { WEB_DIST_DIR: path.join(tmpdir(), 'tm-no-web-dist') };
    const serverPid = (wrapper: ServerProcess) => {
      const lock = JSON.parse(readFileSync(path.join(wrapper.dataDir, 'db.lock'), 'utf8')) as { pid: number };
      expect(lock.pid).not.toBe(wrapper.child.pid);
      return lock.pid;
    };

    const forwarded = Object.assign(await start(env, { args: ['scripts/start.mjs'] }), {});
    const first = serverPid(forwarded);
    forwarded.child.kill('SIGTERM');
    expect(await forwarded.exited).toBe(0);
    expect(alive(first)).toBe(false);

    const killed = await start(env, { args: ['scripts/start.mjs'] });
    const second = serverPid(killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const deadline = Date.now() + 30_000;
    while (alive(second) && Date.now() < deadline) await sleep(200);
    expect(alive(second)).toBe(false);
  }, 420_000);
});
