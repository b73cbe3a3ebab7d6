#!/usr/bin/env node
// The multi-node topology of docs/deploy.md, end to end, with Debian's packages: a PostgreSQL 15 primary and a
// streaming replica (pg_basebackup), Redis, an S3 server (s3rver), three app processes and HAProxy in front
// (round robin, health checks on /api/health). A journey runs through the balancer (register, upload a resume,
// search, message with live delivery, apply, hire); midway one app process is killed (SIGKILL) and the replica
// stopped; at the end every acknowledged write is checked on the primary and in the bucket.
// Run: node scripts/multi-node-e2e.mjs (as root or as a user that may run PostgreSQL; installs haproxy with
// apt-get when it is missing and we are root). Ports: 3600 (HAProxy), 3601-3603 (apps), 3690 (Redis),
// 3691 (S3), 5466/5467 (PostgreSQL). Exit 0 when the journey completed and nothing was lost.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundle, serverBundleIsStale } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const pg = require('pg');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const PORTS = { balancer: 3600, apps: [3601, 3602, 3603], redis: 3690, s3: 3691, primary: 5466, replica: 5467 };
const BALANCER = `http://127.0.0.1:${PORTS.balancer}`;
const asRoot = userInfo().uid === 0;
const work = mkdtempSync(path.join(tmpdir(), 'tm-multinode-'));
const children = [];
const cleanups = [];
const started = Date.now();
const say = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function fail(message) {
  throw new Error(message);
}

/** A PostgreSQL binary, as the postgres user when we are root (PostgreSQL refuses root). */
function pgRun(binary, args) {
  const file = path.join(PG_BIN, binary);
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
    : execFileSync(file, args, { stdio: 'pipe' });
}

function pgStart(dataDir, port) {
  const settings = [
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${tmpdir()}`,
    '-c',
    'max_connections=100',
  ];
  pgRun('pg_ctl', ['-D', dataDir, '-o', settings.join(' '), '-w', '-t', '60', '-l', path.join(work, `pg-${port}.log`), 'start']);
  cleanups.push(() => pgStop(dataDir));
}
function pgStop(dataDir, mode = 'fast') {
  try {
    pgRun('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  } catch {
    // already stopped
  }
}

function spawnChild(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const entry = {
    name,
    child,
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal))),
  };
  children.push(entry);
  return entry;
}

async function until(what, check, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) fail(`${what}: not reached in ${ms / 1000} s`);
    await sleep(200);
  }
}

async function sql(port, text, values = []) {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/talentmatch` });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A call through the balancer; answers of 502/503 (a process just killed, the balancer not yet told) are tried again. */
async function api(method, url, { token, body, form, expect = [200, 201, 204] } = {}) {
  for (let attempt = 1; ; attempt++) {
    const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
    const response = await fetch(`${BALANCER}${url}`, { method, headers, body: form ?? (body ? JSON.stringify(body) : undefined) });
    if ((response.status === 502 || response.status === 503) && attempt < 10) {
      await sleep(500);
      continue;
    }
    const text = await response.text();
    if (!expect.includes(response.status)) fail(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }
}

async function main() {
  for (const binary of ['initdb', 'pg_ctl', 'pg_basebackup'])
    if (!existsSync(path.join(PG_BIN, binary))) fail(`${PG_BIN}/${binary} is missing (apt-get install postgresql-15)`);
  if (spawnSyncOk('redis-server', ['--version']) === false) fail('redis-server is missing (apt-get install redis-server)');
  if (spawnSyncOk('haproxy', ['-v']) === false) {
    if (!asRoot) fail('haproxy is missing (apt-get install haproxy)');
    say('installing haproxy (apt-get)');
    execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }

  // PostgreSQL primary and a streaming replica
  const primaryDir = path.join(work, 'primary');
  const replicaDir = path.join(work, 'replica');
  if (asRoot) chownSync(work, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  pgRun('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions', '-E', 'UTF8', '--locale=C']);
  pgStart(primaryDir, PORTS.primary);
  execFileSync('psql', ['-h', '127.0.0.1', '-p', String(PORTS.primary), '-U', 'postgres', '-qc', 'create database talentmatch']);
  pgRun('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(PORTS.primary),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
  ]);
  pgStart(replicaDir, PORTS.replica);
  say(`PostgreSQL primary :${PORTS.primary}, streaming replica :${PORTS.replica}`);

  // Redis and S3
  spawnChild('redis', 'redis-server', ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  const S3rver = require('s3rver');
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: PORTS.s3,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'talentmatch', configs: [] }],
  });
  await s3.run();
  cleanups.push(() => s3.close());
  await until('redis', () => spawnSyncOk('redis-cli', ['-p', String(PORTS.redis), 'ping']));
  say(`Redis :${PORTS.redis}, S3 (s3rver) :${PORTS.s3}`);

  // three app processes: the first applies the migrations (and the demo data), then the other two start
  if (serverBundleIsStale()) await buildServer();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    CAPTCHA_PROVIDER: 'off',
    JWT_SECRET: 'multi-node-e2e-secret-multi-node-e2e-secret',
    PUBLIC_URL: BALANCER,
    TRUST_PROXY: 'true',
    DATABASE_URL: `postgres://postgres@127.0.0.1:${PORTS.primary}/talentmatch`,
    DATABASE_READ_URL: `postgres://postgres@127.0.0.1:${PORTS.replica}/talentmatch`,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
    S3_BUCKET: 'talentmatch',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    SMTP_URL: '',
    WEB_DIST_DIR: path.join(work, 'no-web-build'),
  };
  const apps = [];
  const startApp = (port, extra = {}) => {
    const app = spawnChild(`app ${port}`, process.execPath, ['--enable-source-maps', serverBundle], {
      cwd: root,
      env: { ...env, ...extra, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, `app-${port}`) },
    });
    apps.push(app);
    return app;
  };
  const running = (app) => until(`${app.name} running`, () => app.output().includes('is running at'), 180_000);
  await running(startApp(PORTS.apps[0], { SEED_DEMO: 'true' }));
  await Promise.all(PORTS.apps.slice(1).map((port) => running(startApp(port, { SEED_DEMO: 'false' }))));
  say(`app processes :${PORTS.apps.join(', :')}`);

  // HAProxy: round robin, a process counts as down after two failed health checks a second apart
  const config = `global
  log stdout format raw local0 warning
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  retries 3
  option redispatch
frontend talentmatch
  bind 127.0.0.1:${PORTS.balancer}
  default_backend apps
backend apps
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
${PORTS.apps.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check inter 1s fall 2 rise 1`).join('\n')}
`;
  writeFileSync(path.join(work, 'haproxy.cfg'), config);
  spawnChild('haproxy', 'haproxy', ['-db', '-f', path.join(work, 'haproxy.cfg')]);
  await until('the balancer', async () => (await fetch(`${BALANCER}/api/health`)).status === 200);
  say(`HAProxy :${PORTS.balancer} (round robin over three processes)`);

  // the journey, through the balancer
  const marker = `Zephyrology${Date.now().toString(36)}`;
  const email = `multi-node-${Date.now().toString(36)}@example.test`;
  const password = 'Multi-Node-Password-42';
  await api('POST', '/api/auth/register/candidate', {
    body: {
      email,
      password,
      confirmPassword: password,
      firstName: 'Mira',
      lastName: marker,
      phoneNumber: '+1 555 010 2030',
      captchaToken: '',
    },
  });
  // the confirmation link goes out by mail (kept in the outbox here: no SMTP); the script confirms the address
  // on the primary instead, as following the link would (an unconfirmed candidate is not found by searches)
  await sql(PORTS.primary, 'update users set email_verified_at = now() where email = $1', [email]);
  const candidate = (await api('POST', '/api/auth/login', { body: { email, password } })).token;
  await api('POST', '/api/auth/register/termsaccept', { token: candidate });
  await api('POST', '/api/candidate/profile', {
    token: candidate,
    body: { headline: `${marker} engineer`, city: 'Lisbon', country: 'Portugal' },
  });
  const { PDFDocument, StandardFonts } = require('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(`Mira ${marker}, data engineer`, { font: await pdf.embedFont(StandardFonts.Helvetica) });
  const resumeBytes = Buffer.from(await pdf.save());
  const form = new FormData();
  form.append('resume', new Blob([resumeBytes], { type: 'application/pdf' }), 'resume.pdf');
  await api('POST', '/api/candidate/profile/resume', { token: candidate, form });
  const candidateId = JSON.parse(Buffer.from(candidate.split('.')[1], 'base64url').toString()).sub;
  say('registered a candidate, created the profile, uploaded a resume');

  const employer = (
    await api('POST', '/api/auth/login', { body: { email: 'employer@talentmatch.local', password: 'Demo-Employer-2026!' } })
  ).token;
  // the search reads from the replica: the new profile is there once replayed
  let lastSearch;
  await until(
    'the candidate in the search',
    async () => {
      lastSearch = await api('GET', `/api/candidates?q=${marker}`, { token: employer });
      return lastSearch.items.some((card) => card.id === candidateId);
    },
    30_000,
  ).catch((error) => fail(`${error.message}; last answer ${JSON.stringify(lastSearch)?.slice(0, 300)}`));
  say('the employer found the candidate in the search');

  // live delivery: the candidate's stream on one process, the message posted through another
  const controller = new AbortController();
  const stream = await fetch(`${BALANCER}/api/events`, { headers: { authorization: `Bearer ${candidate}` }, signal: controller.signal });
  if (stream.status !== 200) fail(`api/events answered ${stream.status}`);
  const reader = stream.body.getReader();
  let frames = '';
  // one reader loop collects the frames; the checks below look at what arrived
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      frames += Buffer.from(value).toString();
    }
  })().catch(() => undefined);
  const streamed = (what, text) => until(what, () => frames.includes(text), 20_000);
  // the stream's first event (the unread count, `event: unread`) is written once it is subscribed
  await streamed('the live stream open', 'event: unread');
  const sent = await api('POST', '/api/message/conversation', { token: employer, body: { id: candidateId, body: `Hello ${marker}` } });
  await streamed('the message on the live stream', sent.message.id);
  controller.abort();
  say('the message reached the candidate live');

  // midway: one app process killed, the replica stopped
  const victim = apps[1];
  victim.child.kill('SIGKILL');
  await victim.exited;
  pgStop(replicaDir, 'immediate');
  say(`killed ${victim.name} (SIGKILL) and stopped the replica`);

  // a job of the demo employer's company (Northwind Analytics), read from the primary now that the replica is down
  const board = await api('GET', '/api/job-board/jobs?pageSize=50', { token: candidate });
  const job = board.items.find((card) => card.company.name === 'Northwind Analytics') ?? fail('no Northwind job on the job board');
  const application = await api('POST', `/api/application/${job.id}`, { token: candidate, body: { message: `Applying, ${marker}` } });
  say(`applied to "${job.title}"`);
  await api('POST', `/api/applications/${application.id}/status`, { token: employer, body: { status: 'ApplicationAccepted' } });
  await api('POST', `/api/applications/${application.id}/status`, { token: employer, body: { status: 'Hired' } });
  say('the employer accepted the application and hired the candidate');
  const candidateSearch = await api('GET', `/api/candidates?q=${marker}`, { token: employer });
  if (!candidateSearch.items.some((card) => card.id === candidateId)) fail('the search lost the candidate after the replica stopped');

  // nothing lost: every acknowledged write is on the primary, the resume in the bucket
  const [user] = await sql(PORTS.primary, 'select id from users where email = $1', [email]);
  if (!user) fail('the registered user is missing');
  const [message] = await sql(PORTS.primary, 'select id from messages where id = $1', [sent.message.id]);
  if (!message) fail('the message is missing');
  const [hired] = await sql(PORTS.primary, 'select status from applications where id = $1', [application.id]);
  if (hired?.status !== 'Hired') fail(`the application is ${hired?.status ?? 'missing'}, not Hired`);
  const resume = await fetch(`${BALANCER}/api/candidate/profile/resume`, { headers: { authorization: `Bearer ${candidate}` } });
  if (!Buffer.from(await resume.arrayBuffer()).equals(resumeBytes)) fail('the resume read back differs from the one uploaded');
  const health = await (await fetch(`${BALANCER}/api/health`)).json();
  say(`checked on the primary and in the bucket: user, resume, message, hire; health ${JSON.stringify(health)}`);
  for (const app of apps) if (app !== victim && app.child.exitCode !== null) fail(`${app.name} exited`);
  say('multi-node journey passed');
}

function spawnSyncOk(command, args) {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let status = 0;
try {
  await main();
} catch (error) {
  status = 1;
  console.error(`multi-node journey FAILED: ${error.message}`);
  for (const child of children) if (child.name.startsWith('app')) console.error(`--- ${child.name}\n${child.output().slice(-1500)}`);
} finally {
  for (const { child } of children.reverse()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => Promise.race([c.exited, sleep(15_000)])));
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
