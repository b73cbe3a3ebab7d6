#!/usr/bin/env node
// Webhooks fan-out benchmark: events raised through the public API (a job published, then closed: two events per job)
// fan out to every registered endpoint and are delivered by the job queue to a local receiver. Prints the delivery
// throughput, p50/p95/max from the event (the body's `timestamp`, stored with the change) to its arrival at the
// receiver, the server's memory, and the web app's request latency (GET api/user/me, one at a time) idle and during
// the fan-out. Runs the real server on a scratch PostgreSQL database with the demo data, and drops it after.
// Usage: npm run bench:webhooks [-- --events 10000 --endpoints 100 --rate 20 --admin-url postgres://postgres@127.0.0.1:5432/postgres]
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scratchDatabase, startApp } from './lib.mjs';

const { values } = parseArgs({
  options: {
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    events: { type: 'string', default: '10000' },
    endpoints: { type: 'string', default: '100' },
    // events raised per second (the API calls that raise them run four at a time)
    rate: { type: 'string', default: '20' },
    // give up waiting for the last deliveries after this many seconds
    timeout: { type: 'string', default: '3600' },
  },
});
const EVENTS = Number(values.events);
const ENDPOINTS = Number(values.endpoints);
const RATE = Number(values.rate);
const EXPECTED = EVENTS * ENDPOINTS;
// the demo company on a paid plan (25 open jobs): the raisers keep at most four jobs open at once
const EMPLOYER = { email: 'billing@talentmatch.local', password: 'Demo-Subscribed-2026!' };

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (kb) => Math.round(kb / 1024);

// The receiver: answers 200 at once, records each (webhook-id, endpoint) once with its latency from the event
const seen = new Set();
const latencies = [];
let duplicates = 0;
let lastAt = 0;
const receiver = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const now = Date.now();
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    const key = `${req.headers['webhook-id']} ${req.url}`;
    if (seen.has(key)) {
      duplicates++;
      return;
    }
    seen.add(key);
    const { timestamp } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    latencies.push(now - Date.parse(timestamp));
    lastAt = now;
  });
});
receiver.keepAliveTimeout = 5000;
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${receiver.address().port}`;

const scratch = mkdtempSync(path.join(tmpdir(), 'tm-bench-webhooks-'));
let app;
let database;
try {
  database = await scratchDatabase(values['admin-url'], 'tm_bench_webhooks');
  app = await startApp({
    dataDir: scratch,
    databaseUrl: database.url,
    env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', RATE_LIMIT_API_PER_KEY: '1000000' },
  });
  const base = app.ready;
  const call = async (method, url, headers, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };

  const session = {};
  const signIn = async () => (session.authorization = `Bearer ${(await call('POST', '/api/auth/login', {}, EMPLOYER)).token}`);
  await signIn();
  const { companyId } = await call('GET', '/api/user/me', session);
  const { secret } = await call('POST', `/api/companies/${companyId}/api-keys`, session, {
    name: 'bench',
    scopes: ['jobs:read', 'jobs:write'],
  });
  const apiKey = { authorization: `Bearer ${secret}` };
  for (let i = 0; i < ENDPOINTS; i++) {
    await call('POST', `/api/companies/${companyId}/webhooks`, session, {
      url: `${receiverUrl}/endpoint/${i}`,
      events: ['job.published', 'job.closed'],
    });
  }

  // the web app's latency: GET api/user/me one at a time until `until()` says stop; a failed request is counted by cause
  async function probe(until) {
    const ms = [];
    const failures = {};
    while (!until()) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/api/user/me`, { headers: session });
        await res.arrayBuffer();
        if (res.status === 401)
          await signIn(); // the access token lives 15 minutes, as in the web app
        else if (res.ok) ms.push(performance.now() - t0);
        else failures[res.status] = (failures[res.status] ?? 0) + 1;
      } catch (error) {
        failures[error.cause?.code ?? error.message] = (failures[error.cause?.code ?? error.message] ?? 0) + 1;
      }
      await sleep(20);
    }
    ms.sort((a, b) => a - b);
    ms.failures = JSON.stringify(failures);
    return ms;
  }
  const idleUntil = Date.now() + 10_000;
  const idle = await probe(() => Date.now() > idleUntil);

  // memory of the server process (resident set), sampled every second
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${app.child.pid}/status`, 'utf8'))?.[1] ?? 0);
  const rssBefore = rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss())), 1000);

  // raise the events: each job published then closed, at RATE events per second, four callers at once
  let raised = 0;
  const started = Date.now();
  const jobBody = { title: 'Webhook bench job', description: 'Raised by bench/webhooks-fanout.mjs.' };
  async function raiser() {
    while (raised < EVENTS) {
      const k = raised;
      raised += 2;
      const due = started + (k / RATE) * 1000;
      if (due > Date.now()) await sleep(due - Date.now());
      const job = await call('POST', '/api/v1/jobs', apiKey, jobBody);
      await call('POST', `/api/v1/jobs/${job.id}/publish`, apiKey);
      if (k + 1 < EVENTS) await call('POST', `/api/v1/jobs/${job.id}/close`, apiKey);
    }
  }
  let finished = false;
  const busy = probe(() => finished);
  const progress = setInterval(
    () =>
      console.log(
        `  ${Math.round((Date.now() - started) / 1000)} s: ${Math.min(raised, EVENTS)} events raised, ${seen.size} of ${EXPECTED} delivered`,
      ),
    30_000,
  );
  await Promise.all([raiser(), raiser(), raiser(), raiser()]);
  const raisedIn = (Date.now() - started) / 1000;
  const deadline = Date.now() + Number(values.timeout) * 1000;
  while (seen.size < EXPECTED && Date.now() < deadline) await sleep(200);
  finished = true;
  clearInterval(progress);
  clearInterval(sampler);
  const during = await busy;
  const deliveredIn = ((lastAt || Date.now()) - started) / 1000;

  latencies.sort((a, b) => a - b);
  const load = loadavg();
  console.log(
    `\n${EVENTS.toLocaleString('en-US')} events × ${ENDPOINTS} endpoints on PostgreSQL, raised at ${RATE}/s through /api/v1 (load average ${load.map((l) => l.toFixed(1)).join(' ')}; target p95 < 5 s)`,
  );
  console.table([
    {
      delivered: `${seen.size.toLocaleString('en-US')} of ${EXPECTED.toLocaleString('en-US')}`,
      duplicates,
      'events raised in s': Math.round(raisedIn),
      'delivered in s': Math.round(deliveredIn),
      'deliveries/s': Math.round(seen.size / deliveredIn),
      'p50 s': +(pct(latencies, 50) / 1000).toFixed(2),
      'p95 s': +(pct(latencies, 95) / 1000).toFixed(2),
      'max s': +(latencies.at(-1) / 1000).toFixed(2),
      'server RSS MB (before → peak)': `${mb(rssBefore)} → ${mb(rssPeak)}`,
    },
  ]);
  console.log('GET api/user/me, one at a time (target: p95 during the fan-out within 10% of idle)');
  console.table([
    {
      when: 'idle',
      requests: idle.length,
      'p50 ms': +pct(idle, 50).toFixed(1),
      'p95 ms': +pct(idle, 95).toFixed(1),
      failed: idle.failures,
    },
    {
      when: 'during the fan-out',
      requests: during.length,
      'p50 ms': +pct(during, 50).toFixed(1),
      'p95 ms': +pct(during, 95).toFixed(1),
      failed: during.failures,
    },
  ]);
} finally {
  app?.child.kill('SIGTERM');
  receiver.close();
  await sleep(1000);
  await database?.drop().catch((e) => console.error(`drop ${database.name} failed: ${e.message}`));
  rmSync(scratch, { recursive: true, force: true });
}
