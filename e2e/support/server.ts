import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Settings that change what the demo seed writes: a server started with one of them seeds its own data. */
const SEED_SETTINGS = ['DATABASE_URL', 'SEED_DEMO', 'TRIAL_DAYS'];

/**
 * Starts the real server (as `npm start` does) on a free port with a fresh embedded database and demo data.
 * The suite's global set-up (support/seeded-data.ts) seeds one data folder per run: a file's server starts on a
 * copy of it instead of seeding again, unless `env` changes what the seed writes.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const seededDataDir = inject('seededDataDir');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tm-e2e-'));
  const copySeed = Boolean(seededDataDir) && !SEED_SETTINGS.some((name) => name in env);
  if (copySeed) cpSync(seededDataDir, dataDir, { recursive: true, filter: (source) => !/\.(lock|log)$/.test(source) });
  return launchServer(dataDir, { SEED_DEMO: copySeed ? 'false' : 'true', ...env });
}

/** The server process on `dataDir` (removed when it stops unless `keepData`, or KEEP_E2E_DATA is set). */
export async function launchServer(
  dataDir: string,
  env: Record<string, string>,
  options: { keepData?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  // the bundle `npm start` runs (support/seeded-data.ts builds it once per run): what users run, and quicker to start
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      // the suite's database and Redis variables are for the API tests, not for this embedded server
      DATABASE_URL: '',
      REDIS_URL: '',
      TEST_DATABASE_URL: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // E2E_SERVER_START_MS: more time on a loaded machine (the first start migrates and seeds demo data)
  const startMs = Number(process.env.E2E_SERVER_START_MS) || 90_000;
  const deadline = Date.now() + startMs;
  for (;;) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r('waiting'), 250))]);
    if (early !== 'waiting') throw new Error(`The server exited with ${String(early)} before it was ready; see ${logFile}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`The server did not become healthy in ${startMs / 1000} s; see ${logFile}`);
  }

  return {
    url,
    logFile,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      log.end();
      if (!options.keepData && !process.env.KEEP_E2E_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
