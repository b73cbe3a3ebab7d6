// Shared by the benchmarks: start a process and wait for its banner, run autocannon, format figures.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function spawnUntilReady(args, env, isReady) {
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

export function runAutocannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export function figures(name, result) {
  return {
    scenario: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
}

/** The real server on a fresh embedded database (or DATABASE_URL) with the demo data. */
export async function startApp({ dataDir, databaseUrl = '', env: extra = {} }) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  return spawnUntilReady(['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], env, (out) =>
    out.includes('is running at') ? `http://127.0.0.1:${port}` : null,
  );
}

/** A scratch PostgreSQL database beside the one of `adminUrl`, created now: its address, and `drop()` for the end. */
export async function scratchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const onAdmin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onAdmin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => onAdmin(`drop database if exists ${name} with (force)`) };
}
