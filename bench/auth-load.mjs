#!/usr/bin/env node
// Load benchmark: the app's authenticated GETs next to the reference (bench/reference-server.mjs:
// Fastify, jose HS256, one pg point query through a pool of 10) on the same PostgreSQL database, in one run.
// With --database-url the app runs on PostgreSQL, then on a fresh embedded database (unless --no-embedded);
// the reference always reads PostgreSQL. Per endpoint: app then reference, each after a short warm-up.
// Usage: npm run bench -- --database-url postgres://postgres@127.0.0.1:5432/tm_bench [--duration 10] [--connections 50]
//        [--no-embedded] [--only-embedded] [--login] [--cpu-prof <dir>] (the app's CPU profile, written when it stops)
//        [--endpoints /api/user/me/,/api/health] (a subset in that order, e.g. to profile one endpoint)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import pg from 'pg';
import { root, runAutocannon, spawnUntilReady } from './lib.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'database-url': { type: 'string', default: '' },
    'no-embedded': { type: 'boolean', default: false },
    'only-embedded': { type: 'boolean', default: false },
    login: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string', default: '' },
    endpoints: { type: 'string', default: '' },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const databaseUrl = values['database-url'];
if (!databaseUrl) {
  console.error('npm run bench -- --database-url postgres://… (the reference and the PostgreSQL run need a database; createdb one)');
  process.exit(2);
}
const jwtSecret = randomBytes(48).toString('base64url');
const credentials = { email: 'candidate@talentmatch.local', password: 'Demo-Candidate-2026!' };
const ALL_ENDPOINTS = [
  { name: 'GET api/account/profile', path: '/api/account/profile', auth: true },
  { name: 'GET api/user/me/', path: '/api/user/me/', auth: true },
  { name: 'GET api/health', path: '/api/health', auth: false },
];
// --endpoints picks some, in the order given (the first one measured after the start runs on a colder process)
const ENDPOINTS = values.endpoints ? values.endpoints.split(',').map((p) => ALL_ENDPOINTS.find((e) => e.path === p)) : ALL_ENDPOINTS;
if (ENDPOINTS.includes(undefined)) throw new Error(`--endpoints: one of ${ALL_ENDPOINTS.map((e) => e.path).join(', ')}`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function startApp(dataDir, url) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DATABASE_URL: url,
    JWT_SECRET: jwtSecret,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // the benchmark measures throughput, so the per-IP login limit must not answer 429
    RATE_LIMIT_LOGIN_PER_IP: '1000000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
  };
  const profiling = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(values['cpu-prof'])] : [];
  return spawnUntilReady([...profiling, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], env, (out) =>
    out.includes('is running at') ? `http://127.0.0.1:${port}` : null,
  );
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function login(appUrl) {
  const response = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** CPU time (user + system, ms) the process has used so far: on a shared machine, CPU per request is steadier than req/s. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

async function measure(url, headers, pid) {
  if (warmup > 0) await runAutocannon({ url, headers, connections, duration: warmup });
  const cpuBefore = cpuMs(pid);
  const result = await runAutocannon({ url, headers, connections, duration });
  const cpu = cpuMs(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuUs: Math.round((cpu * 1000) / Math.max(result.requests.total, 1)),
  };
}

/** The reference's token: the demo candidate's row on PostgreSQL (the embedded app's ids are its own). */
async function referenceToken() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id from users where email = $1', [credentials.email]);
    if (rows.length === 0) throw new Error(`${credentials.email} is not on ${databaseUrl}: run once without --only-embedded`);
    return new SignJWT({ sid: 'reference' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(rows[0].id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(jwtSecret));
  } finally {
    await client.end();
  }
}

/** Statements running on the PostgreSQL database, this one aside. */
async function activeStatements() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sql =
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()";
    return (await client.query(sql)).rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Waits until the freshly started app is quiet: under 5% of a core over a second and, on PostgreSQL, no
 * statement running on its database, twice in a row (at most 120 s). After a demo seed the job queue computes
 * shortlists for a while; that work would land in whichever endpoint is measured first.
 */
async function settle(pid, onPostgres) {
  const start = Date.now();
  let quiet = 0;
  while (quiet < 2 && Date.now() - start < 120_000) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = cpuMs(pid) - before < 50 && (!onPostgres || (await activeStatements()) === 0);
    quiet = idle ? quiet + 1 : 0;
  }
  return Math.round((Date.now() - start) / 1000);
}

/** One pass: every endpoint on the app (the app's own token), then on the reference. */
async function pass(label, appUrl, appPid, onPostgres, referenceUrl) {
  const token = await login(appUrl);
  const settled = await settle(appPid, onPostgres);
  const refToken = await referenceToken();
  const loadBefore = load();
  const rows = [];
  for (const endpoint of ENDPOINTS) {
    const bearer = (t) => (endpoint.auth ? { authorization: `Bearer ${t}` } : {});
    const app = await measure(appUrl + endpoint.path, bearer(token), appPid);
    const ref = await measure(referenceUrl + endpoint.path, bearer(refToken), reference.child.pid);
    const ratio = app.rps / ref.rps;
    const p99Ratio = app.p99 / Math.max(ref.p99, 1);
    rows.push({
      endpoint: endpoint.name,
      'app req/s': Math.round(app.rps),
      'app p50': app.p50,
      'app p99': app.p99,
      'ref req/s': Math.round(ref.rps),
      'ref p50': ref.p50,
      'ref p99': ref.p99,
      'req/s ratio': ratio.toFixed(2),
      'p99 ratio': `${p99Ratio.toFixed(1)}x`,
      'target (>=0.5, <=2x)': ratio >= 0.5 && p99Ratio <= 2 ? 'met' : 'not met',
      'non-2xx/errors': app.bad + ref.bad,
      'app CPU µs/req': app.cpuUs,
      'ref CPU µs/req': ref.cpuUs,
    });
  }
  if (values.login) {
    const logins = await runAutocannon({
      url: `${appUrl}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
      connections,
      duration,
    });
    rows.push({
      endpoint: 'POST api/auth/login (app only, argon2id)',
      'app req/s': Math.round(logins.requests.average),
      'app p50': logins.latency.p50,
      'app p99': logins.latency.p99,
      'non-2xx/errors': logins.non2xx + logins.errors,
    });
  }
  console.log(`\n${label}: app quiet ${settled} s after its start; load average ${loadBefore} before, ${load()} after`);
  console.table(rows);
}

console.log(
  `autocannon: ${connections} connections, ${duration} s per scenario after ${warmup} s warm-up, Node ${process.version}, load average ${load()}`,
);
console.log('app = the TalentMatch server; ref = bench/reference-server.mjs on PostgreSQL; ratios are app / ref from this run');
const reference = await spawnUntilReady(
  [path.join(root, 'bench/reference-server.mjs')],
  { DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret },
  (out) => out.match(/http:\/\/\S+/)?.[0],
);
const dataDirs = [];
try {
  const passes = [];
  if (!values['only-embedded']) passes.push({ label: 'PostgreSQL', url: databaseUrl });
  if (!values['no-embedded']) passes.push({ label: 'embedded PGlite', url: '' });
  for (const { label, url } of passes) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tm-bench-'));
    dataDirs.push(dataDir);
    const app = await startApp(dataDir, url);
    try {
      await pass(`app on ${label}, reference on PostgreSQL`, app.ready, app.child.pid, Boolean(url), reference.ready);
    } finally {
      await stop(app.child);
    }
  }
} finally {
  await stop(reference.child);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
