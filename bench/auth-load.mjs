#!/usr/bin/env node
// Load benchmark: login and an authenticated GET on the real server, next to a bare Fastify handler in the same run.
// Usage: npm run bench -- [--duration 10] [--connections 20] [--database-url postgres://...]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'database-url': { type: 'string', default: '' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

function spawnUntilReady(args, env, isReady) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const ready = isReady(output);
      if (ready) resolve({ child, ready });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`process exited with ${code}:\n${output.slice(-2000)}`)));
  });
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, connections, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function figures(name, result, baseline) {
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  return {
    scenario: name,
    'req/s': Math.round(rps),
    'p50 ms': result.latency.p50,
    'p99 ms': p99,
    'non-2xx': result.non2xx,
    'req/s vs bare': baseline ? (rps / baseline.requests.average).toFixed(3) : '1.000',
    'p99 vs bare': baseline ? `${(p99 / Math.max(baseline.latency.p99, 1)).toFixed(1)}x` : '1.0x',
  };
}

const bare = await spawnUntilReady([path.join(root, 'bench/bare-server.mjs')], {}, (out) => out.match(/http:\/\/\S+/)?.[0]);
const dataDir = mkdtempSync(path.join(tmpdir(), 'tm-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);
const appEnv = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  DATABASE_URL: values['database-url'],
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // the benchmark measures throughput, so the per-IP login limit must not answer 429
  RATE_LIMIT_LOGIN_PER_IP: '1000000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
};
const app = await spawnUntilReady(['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], appEnv, (out) =>
  out.includes('is running at') ? `http://127.0.0.1:${port}` : null,
);

try {
  const appUrl = app.ready;
  const credentials = { email: 'candidate@talentmatch.local', password: 'Demo-Candidate-2026!' };
  const login = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();

  console.log(
    `autocannon: ${connections} connections, ${duration} s per scenario, Node ${process.version}, ${values['database-url'] ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  const baseline = await run({ url: `${bare.ready}/hello` });
  const rows = [figures('bare Fastify GET /hello', baseline)];
  const me = await run({ url: `${appUrl}/api/user/me/`, headers: { authorization: `Bearer ${token}` } });
  rows.push(figures('GET api/user/me/ (bearer)', me, baseline));
  const health = await run({ url: `${appUrl}/api/health` });
  rows.push(figures('GET api/health (db ping)', health, baseline));
  const logins = await run({
    url: `${appUrl}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  rows.push(figures('POST api/auth/login (argon2id)', logins, baseline));
  console.table(rows);
} finally {
  bare.child.kill('SIGTERM');
  app.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
