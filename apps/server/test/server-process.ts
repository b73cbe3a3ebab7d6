import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** Real server processes (main.ts) for the operations tests: start-up, locks, shutdown, fault handling. */
export const serverEntry = path.resolve(import.meta.dirname, '../src/main.ts');
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

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

/** Spawns main.ts (or `entry`, or `command` with `args`) with the given environment; does not wait for it to be ready. */
export async function spawnServer(
  env: Record<string, string>,
  options: { entry?: string; args?: string[]; port?: number; command?: string } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(options.command ?? process.execPath, options.args ?? ['--import', 'tsx', options.entry ?? serverEntry], {
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
