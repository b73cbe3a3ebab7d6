#!/usr/bin/env node
// Server start: time from spawning the server to its first healthy answer, and its memory
// (resident set) two seconds later, on a seeded embedded install — the server run from its TypeScript sources
// through tsx, next to the bundle `npm start` runs (apps/server/dist/main.mjs, built first). Runs alternate
// between the two so both see the same machine load; medians are printed.
// Usage: npm run bench:start -- [--runs 5] [--data-dir /tmp/tm-start] (a fresh folder is seeded on the first start)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer, serverBundle } from '../scripts/build-server.mjs';
import { root } from './lib.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'data-dir': { type: 'string', default: '' } },
});
const runs = Number(values.runs);
const dataDir = values['data-dir'] || mkdtempSync(path.join(tmpdir(), 'tm-start-'));
const variants = {
  'sources (tsx)': ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  'bundle (npm start)': ['--enable-source-maps', serverBundle],
};

async function startOnce(args) {
  const port = 4700 + Math.floor(Math.random() * 200);
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
  child.kill('SIGTERM');
  await exited;
  return { readyMs, rssMb: rssKb / 1024 };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

try {
  const buildStarted = performance.now();
  await buildServer();
  console.log(`bundle built in ${Math.round(performance.now() - buildStarted)} ms`);
  const seeded = await startOnce(variants['sources (tsx)']);
  console.log(`first start (migrations and demo data into ${dataDir}): ${Math.round(seeded.readyMs)} ms`);
  const results = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const [name, args] of Object.entries(variants)) results[name].push(await startOnce(args));
  }
  const rows = Object.entries(results).map(([name, list]) => ({
    server: name,
    runs: list.length,
    'ready ms (median)': Math.round(median(list.map((r) => r.readyMs))),
    'ready ms (min–max)': `${Math.round(Math.min(...list.map((r) => r.readyMs)))}–${Math.round(Math.max(...list.map((r) => r.readyMs)))}`,
    'RSS MB (median)': Math.round(median(list.map((r) => r.rssMb))),
  }));
  console.table(rows);
} finally {
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
}
