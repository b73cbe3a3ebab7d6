#!/usr/bin/env node
// Messaging under load: sending a message (validation, transaction, live-event fan-out) and loading a
// conversation (message-view), then live-event delivery latency with N connected clients.
// Usage: npm run bench:messaging -- [--duration 10] [--connections 20] [--clients 1000] [--messages 100]
//        [--database-url postgres://...] [--redis-url redis://...]
// With both URLs, two server processes share the database and Redis: messages are sent through
// process A and the clients listen on process B, so every delivery crosses Redis.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { figures, runAutocannon, startApp } from './lib.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    clients: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '100' },
    'database-url': { type: 'string', default: '' },
    'redis-url': { type: 'string', default: '' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const clientCount = Number(values.clients);
const messageCount = Number(values.messages);
const databaseUrl = values['database-url'];
const redisUrl = values['redis-url'];
const twoProcesses = Boolean(databaseUrl && redisUrl);

const dirs = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tm-bench-msg-'));
  dirs.push(dir);
  return dir;
};
const shared = { JWT_SECRET: randomBytes(32).toString('hex'), REDIS_URL: redisUrl, CAPTCHA_PROVIDER: 'off' };
const apps = [await startApp({ dataDir: tempDir(), databaseUrl, env: shared })];
if (twoProcesses) apps.push(await startApp({ dataDir: tempDir(), databaseUrl, env: { ...shared, SEED_DEMO: 'false' } }));
const sender = apps[0].ready;
const listener = apps[apps.length - 1].ready;

async function login(url, email, password) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One SSE client: calls onMessage(messageId, receivedAt) for each `message` event. */
function openStream(url, token, onMessage) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/events`, { headers: { authorization: `Bearer ${token}` }, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`api/events answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!frame.includes('event: message')) continue;
          const data = frame.split('\n').find((line) => line.startsWith('data:'));
          if (data) onMessage(JSON.parse(data.slice(5)).messageId, performance.now());
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

try {
  const employerToken = await login(sender, 'employer@talentmatch.local', 'Demo-Employer-2026!');
  const candidateToken = await login(listener, 'candidate@talentmatch.local', 'Demo-Candidate-2026!');
  const candidateId = JSON.parse(Buffer.from(candidateToken.split('.')[1], 'base64url').toString()).sub;
  const auth = { authorization: `Bearer ${employerToken}`, 'content-type': 'application/json' };
  const started = await fetch(`${sender}/api/message/conversation`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ id: candidateId, body: 'Benchmark conversation' }),
  });
  if (started.status !== 201) throw new Error(`could not start a conversation: ${started.status} ${await started.text()}`);
  const { conversation } = await started.json();

  const database = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`Node ${process.version}, ${database}${twoProcesses ? ' + Redis, two processes' : ', one process'}`);
  console.log(`autocannon: ${connections} connections, ${duration} s per scenario`);
  const rows = [];
  const send = await runAutocannon({
    url: `${sender}/api/message/`,
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ conversationId: conversation.id, body: 'A benchmark message with a few words of text in it.' }),
    duration,
    connections,
  });
  rows.push(figures('POST api/message/ (send + live fan-out)', send));
  const view = await runAutocannon({
    url: `${sender}/api/message/message-view?conversationId=${conversation.id}`,
    headers: { authorization: `Bearer ${employerToken}` },
    duration,
    connections,
  });
  rows.push(figures('GET api/message/message-view (50 newest)', view));
  const previews = await runAutocannon({
    url: `${sender}/api/message/previews`,
    headers: { authorization: `Bearer ${employerToken}` },
    duration,
    connections,
  });
  rows.push(figures('GET api/message/previews', previews));
  console.table(rows);

  // Live delivery: N clients hold api/events open (the candidate's tabs: every message reaches all of
  // them, the worst case for fan-out); the employer sends messages one after another.
  const sentAt = new Map();
  // arrivals are matched to their send after the run: an event can arrive before the send's answer
  const arrivals = [];
  const streams = [];
  const openStart = performance.now();
  for (let i = 0; i < clientCount; i += 100) {
    const batch = Array.from({ length: Math.min(100, clientCount - i) }, () =>
      openStream(listener, candidateToken, (messageId, at) => arrivals.push([messageId, at])),
    );
    streams.push(...(await Promise.all(batch)));
  }
  console.log(`${clientCount} live-event clients connected in ${Math.round(performance.now() - openStart)} ms`);
  await new Promise((r) => setTimeout(r, 500));
  for (let i = 0; i < messageCount; i += 1) {
    const t0 = performance.now();
    const response = await fetch(`${sender}/api/message/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ conversationId: conversation.id, body: `Live message ${i}` }),
    });
    const { id } = await response.json();
    sentAt.set(id, t0);
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const latencies = arrivals.filter(([id]) => sentAt.has(id)).map(([id, at]) => at - sentAt.get(id));
  const sorted = latencies.sort((x, y) => x - y);
  const expected = clientCount * messageCount;
  console.table([
    {
      scenario: `live delivery, ${clientCount} clients × ${messageCount} messages`,
      delivered: `${sorted.length}/${expected}`,
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p95 ms': Math.round(percentile(sorted, 95)),
      'p99 ms': Math.round(percentile(sorted, 99)),
    },
  ]);
  for (const stream of streams) stream.destroy();
} finally {
  for (const app of apps) app.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 800));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
