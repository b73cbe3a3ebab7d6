import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { StartupError } from '../startup-error.ts';
import { serverRoot } from '../server-root.ts';

/** A uuid[] parameter list for `= any(…)` in raw SQL. */
export const uuidArray = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** Both drivers expose the same query builder; the node-postgres type stands for either. */
export type Db = NodePgDatabase<typeof schema>;

/** Plain SQL on the same connections (pg-boss's `db` option): one statement with parameters, or several without. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs `task` while holding the session advisory lock `key` (other processes wait); PGlite has one process and one connection, so it just runs it. */
  exclusive<T>(key: number, task: () => Promise<T>): Promise<T>;
}

/** The advisory lock every process takes around migrations, so processes started together migrate one after another. */
export const MIGRATION_LOCK = 4130014;

/** The advisory lock around the reference and demo data written at start-up (`main.ts`). */
export const START_DATA_LOCK = 4130016;

/** What a service function needs of the database: the database itself or an open transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A PostgreSQL unique violation (23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // drizzle wraps driver errors; walk the cause chain for the PostgreSQL code.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (e.code === '23505') return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint));
    current = e.cause;
  }
  return false;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  sql: SqlExecutor;
  /** PostgreSQL's connection pool (metrics) */
  pool?: pg.Pool;
  /** read replicas (DATABASE_READ_URL): their state for health */
  replicas?: { status(): Array<{ replica: string; state: 'ok' | 'down' | 'lagging'; lagMs?: number }> };
  /** embedded: a consistent gzipped tarball of the data directory (backups) */
  dumpDataDir?: () => Promise<Blob>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The embedded database's lock file, beside its directory (DATA_DIR/db.lock). */
export const dataDirLockFile = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/**
 * Every session runs in UTC whatever the database's or server's default: dates are compared with the UTC day
 * (`todayUtc`), and `current_date` or a timestamp's `::date` must be that same day.
 */
export const SESSION_TIME_ZONE = 'UTC';

/** PGlite in `dataDir` (undefined = in memory) or PostgreSQL at `url`. */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** an idle pooled connection failed (server restart, terminated backend); the pool replaces it */
  onConnectionError?: (error: Error) => void;
  /** embedded: start from this data directory tarball (a restore) */
  loadDataDir?: Blob;
  /** PostgreSQL: connect (10 s) and statement (30 s) timeouts in ms */
  timeouts?: { connectMs?: number; statementMs?: number };
}): Promise<Database> {
  if (options.url) {
    const timeouts = { connectMs: 10_000, statementMs: 30_000, ...options.timeouts };
    const pool = new pg.Pool({
      connectionString: options.url,
      options: `-c TimeZone=${SESSION_TIME_ZONE}`,
      max: 10,
      // a server that accepts the connection and never answers must not hang start-up or a request
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + 5_000,
    });
    const onConnectionError = options.onConnectionError ?? ((error: Error) => console.warn(`database connection lost: ${error.message}`));
    // A client whose server goes away (restart, terminated backend) emits 'error'; without a listener that
    // crashes the process. The pool listens only while a client is idle, so every client gets its own for
    // the time it is checked out (a transaction between two statements, an advisory-lock holder).
    pool.on('connect', (client) => client.on('error', onConnectionError));
    pool.on('error', () => undefined);
    await checkConnection(pool, options.url, timeouts.connectMs);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      pool,
      sql: {
        executeSql: (text, values) => pool.query(text, values),
        async exclusive(key, task) {
          const client = await pool.connect();
          try {
            await client.query('set statement_timeout = 0');
            await client.query('select pg_advisory_lock($1)', [key]);
            try {
              return await task();
            } finally {
              await client.query('select pg_advisory_unlock($1)', [key]);
            }
          } finally {
            await client.query('reset statement_timeout').catch(() => undefined);
            client.release();
          }
        },
      },
      async migrate() {
        // One session holds the lock and runs the migrations; the others wait, then find nothing left to apply.
        // Its own connection, without the pool's statement and read timeouts: waiting for another process's
        // migrations, or a migration that rewrites a large table, may take minutes.
        const client = new pg.Client({
          connectionString: options.url,
          options: `-c TimeZone=${SESSION_TIME_ZONE}`,
          connectionTimeoutMillis: timeouts.connectMs,
        });
        // a lost connection fails the running migration (start-up stops with its error) instead of crashing
        client.on('error', onConnectionError);
        await client.connect();
        try {
          await client.query('set statement_timeout = 0');
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          try {
            await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
          }
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One process per data directory (docs/operations.md): a second one refuses, a stale lock is taken over.
  const release = options.dataDir ? acquireDataDirLock(dataDirLockFile(options.dataDir), options.dataDir) : () => undefined;
  // pg_trgm ships with PGlite as a contrib extension; PostgreSQL has it in its contrib package.
  const extensions = { pg_trgm };
  let client: PGlite;
  try {
    const createOptions = { extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) };
    client = options.dataDir ? await PGlite.create(options.dataDir, createOptions) : await PGlite.create(createOptions);
    // PGlite has one session for its lifetime: set once, it holds for every query
    await client.exec(`set time zone '${SESSION_TIME_ZONE}'`);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    sql: pgliteExecutor(client),
    migrate: () => migratePglite(db, { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** SQLSTATE classes and driver errors meaning "the database server is not there right now", not "this query is wrong". */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|the database system is (starting up|shutting down|in recovery)/i;

/** True when `error` (or an error it wraps) says the database is unreachable or restarting: the request may succeed later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** PGlite speaks SQL in-process: parameterised statements through `query`, scripts (pg-boss's locked blocks) through `exec`. */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    exclusive: (_key, task) => task(),
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      try {
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } catch (error) {
        // a script that failed inside BEGIN … COMMIT would leave the one connection in an aborted transaction
        if (/\bbegin\b/i.test(text)) await client.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
  };
}

/**
 * Start-up: one round trip within the connect timeout, else a StartupError whose message is one line
 * naming the server (never the password) and the reason.
 */
async function checkConnection(pool: pg.Pool, url: string, connectMs: number): Promise<void> {
  const target = describeDatabaseUrl(url);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), connectMs + 2_000);
  });
  try {
    await Promise.race([pool.query('select 1'), deadline]);
  } catch (error) {
    await Promise.race([pool.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    throw new StartupError(`Cannot reach the database at ${target}: ${connectionProblem(error, connectMs)}.`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** host:port/database of a connection string, without user or password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function connectionProblem(error: unknown, connectMs: number): string {
  const e = error as { code?: string; message?: string };
  const seconds = Math.round(connectMs / 1000);
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return 'the host name is unknown';
  if (e.code === 'ECONNREFUSED') return 'the connection was refused (is PostgreSQL running on that port?)';
  if (e.code === 'ETIMEDOUT' || /timeout/i.test(e.message ?? '')) return `no answer within ${seconds} s`;
  if (e.code === '28P01' || e.code === '28000') return 'the user name or password was refused';
  if (e.code === '3D000') return 'the database does not exist';
  if (/terminated|ECONNRESET/i.test(`${e.code} ${e.message}`)) return 'the server closed the connection';
  return (e.message ?? String(error)).split('\n')[0];
}
