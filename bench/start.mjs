#!/usr/bin/env node
// `npm start` as a person meets it, timed from the spawn of `npm start` to the printed address:
// 1. the first start after `npm ci` on a fresh clone: no web build, no server bundle, no data folder, so it builds
//    the web app, builds the server, creates and migrates the embedded database and loads the demo data;
// 2. later starts on the same folder (`--runs` of them): nothing to build, the database is there.
// Each progress line `npm start` prints (and the build tools' totals) is shown with the second it came at.
// The web build (apps/web/dist, dist-ssr) and the server bundle (apps/server/dist) are removed first and are
// there again afterwards. Usage: npm run bench:start -- [--runs 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const dataDir = mkdtempSync(path.join(tmpdir(), 'tm-start-'));

/** The text of one output line: the log's `msg` when the line is JSON (output to a pipe), else the line. */
function text(line) {
  try {
    const parsed = JSON.parse(line);
    return typeof parsed?.msg === 'string' ? parsed.msg.split('\n')[0] : line;
  } catch {
    return line;
  }
}

/** `npm start` until it prints the address; then SIGTERM and wait for the exit. */
async function startOnce({ echo }) {
  const port = 4700 + Math.floor(Math.random() * 200);
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const readyMs = await new Promise((resolve, reject) => {
    let pending = '';
    let tail = '';
    const onData = (chunk) => {
      pending += chunk;
      tail = (tail + chunk).slice(-4000);
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines.map(text).filter((l) => l.trim() !== '')) {
        const at = performance.now() - started;
        if (echo && /…$|built in|is running at/.test(line)) console.log(`  ${(at / 1000).toFixed(1).padStart(6)} s  ${line.slice(0, 110)}`);
        if (line.includes('is running at')) resolve(at);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code} before printing the address:\n${tail}`)));
  });
  child.kill('SIGTERM');
  await exited;
  return readyMs;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

try {
  for (const built of ['apps/web/dist', 'apps/web/dist-ssr', 'apps/server/dist']) {
    rmSync(path.join(root, built), { recursive: true, force: true });
  }
  const load = loadavg()[0].toFixed(1);
  console.log(`First start (web build, server build, new database, demo data), load average ${load}:`);
  const first = await startOnce({ echo: true });
  const later = [];
  for (let i = 0; i < runs; i += 1) later.push(await startOnce({ echo: i === 0 }));
  console.table([
    { start: 'first, after npm ci', 'to the address': seconds(first) },
    {
      start: `later (${runs}), median`,
      'to the address': `${seconds(median(later))} (${seconds(Math.min(...later))}–${seconds(Math.max(...later))})`,
    },
  ]);
  console.log(`load average now ${loadavg()[0].toFixed(1)}; targets: first < 30 s, later < 3 s`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
