import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../src/platform/db/index.ts';
import { ensureReferenceData } from '../src/seed/reference-data.ts';

/**
 * Real server processes for the operations tests (start-up, locks, shutdown, fault handling): the bundle `npm start`
 * runs (apps/server/dist/main.mjs, built from the current sources by the projects' global set-up,
 * test/server-bundle.ts), which starts without transpiling the sources first.
 */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const serverBundle = path.join(repoRoot, 'apps/server/dist/main.mjs');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** DATA_DIR as given (undefined: the default) */
  dataDir: string;
  /** everything written to stdout and stderr so far */
  output(): string;
  /** resolves with the exit code (or the signal's name) */
  exited: Promise<number | string>;
}

/** A free TCP port on localhost (the OS picks one, the listener is closed again). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let installed: Promise<string> | undefined;

/**
 * Fills `dataDir` as a server's first start on it would (the embedded database created and migrated, the reference
 * data written), so a test about what happens after start-up does not wait for that: the run's migrated template
 * (test/pglite-template.ts) is loaded once per worker, and each call copies the result.
 */
export async function installedDataDir(dataDir: string): Promise<string> {
  installed ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tm-installed-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const template = inject('pgliteTemplate');
    const database = await openDatabase({
      dataDir: path.join(dir, 'db'),
      ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
    });
    try {
      if (!template) await database.migrate();
      await ensureReferenceData(database.db);
    } finally {
      await database.close();
    }
    return dir;
  })();
  cpSync(await installed, dataDir, { recursive: true });
  return dataDir;
}

/** Spawns the server bundle (or `command` with `args`) with the given environment; does not wait for it to be ready. */
export async function spawnServer(
  env: Record<string, string>,
  options: { args?: string[]; port?: number; command?: string } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(options.command ?? process.execPath, options.args ?? ['--enable-source-maps', serverBundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      CAPTCHA_PROVIDER: 'off',
      SEED_DEMO: 'false',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { child, port, dataDir: env.DATA_DIR ?? '', url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the server prints that it is running; rejects with its output when it exits first or times out. */
export async function waitUntilRunning(server: ServerProcess, timeoutMs = 150_000): Promise<ServerProcess> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | string | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (server.output().includes('is running at')) return server;
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // leave no process behind when a slow machine misses the deadline
  server.child.kill('SIGKILL');
  throw new Error(`server did not start within ${timeoutMs} ms:\n${server.output().slice(-3000)}`);
}

export async function startServer(env: Record<string, string>, options: { port?: number } = {}): Promise<ServerProcess> {
  return waitUntilRunning(await spawnServer(env, options));
}

/** SIGTERM and wait for the exit (SIGKILL after `timeoutMs`). */
export async function stopServer(server: ServerProcess | undefined, timeoutMs = 30_000): Promise<number | string | undefined> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return undefined;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}

/** The queue tests' name for a started server process. */
export type Running = ServerProcess;
