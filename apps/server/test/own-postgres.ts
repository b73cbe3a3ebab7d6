import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A PostgreSQL server of the test's own (Debian's PostgreSQL 15 binaries, its own data directory and port),
 * for faults the shared server at 5432 must never see: restarts, crashes, a streaming replica.
 * PostgreSQL refuses to run as root: as root every command runs as the `postgres` user.
 */
export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = existsSync(path.join(PG_BIN, 'initdb'));

const exec = promisify(execFile);
const asRoot = userInfo().uid === 0;

/** Runs a PostgreSQL binary (as `postgres` when we are root); rejects with its output on failure. */
export async function pgCommand(binary: string, args: string[], options: { timeoutMs?: number } = {}) {
  const file = path.join(PG_BIN, binary);
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    return await exec(command, argv, { timeout: options.timeoutMs ?? 60_000 });
  } catch (error) {
    const e = error as Error & { stdout?: string; stderr?: string };
    throw new Error(`${binary} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

export interface OwnPostgres {
  port: number;
  dataDir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  start(): Promise<void>;
  /** `fast`: sessions are terminated, a shutdown checkpoint; `immediate`: like a crash (recovery at the next start) */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** one SQL statement on the `postgres` database */
  query(text: string, values?: unknown[], database?: string): Promise<pg.QueryResult>;
  destroy(): Promise<void>;
}

const SETTINGS = [
  'listen_addresses=127.0.0.1',
  // the socket directory must be writable by the postgres user; the tests connect over TCP
  `unix_socket_directories=${tmpdir()}`,
  // a test server: no fsync (a restart or a process crash loses nothing; only an OS crash would)
  'fsync=off',
  'shared_buffers=16MB',
  'max_connections=60',
];

/** Creates a data directory (initdb) and starts the server on `port`. */
export async function startOwnPostgres(port: number, options: { dataDir?: string; settings?: string[]; init?: boolean } = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), `tm-pg-${port}-`));
  if (asRoot) chownSync(dataDir, uidOf('postgres'), gidOf('postgres'));
  if (options.init !== false) {
    await pgCommand('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '--no-instructions',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
  }
  const settings = [...SETTINGS, ...(options.settings ?? [])].flatMap((s) => ['-c', s]);
  const options_ = ['-p', String(port), ...settings].join(' ');
  const server: OwnPostgres = {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pgCommand('pg_ctl', ['-D', dataDir, '-o', options_, '-w', '-t', '60', '-l', path.join(dataDir, 'server.log'), 'start']);
    },
    async stop(mode = 'fast') {
      await pgCommand('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    },
    async query(text, values, database) {
      const client = new pg.Client({ connectionString: server.url(database) });
      client.on('error', () => undefined);
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    async destroy() {
      await server.stop('immediate').catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

/** uid or gid of a system user (`id` is in coreutils); only needed as root. */
const idOf = (flag: '-u' | '-g', name: string) => Number(execFileSync('id', [flag, name]).toString().trim());
const uidOf = (name: string) => idOf('-u', name);
const gidOf = (name: string) => idOf('-g', name);
