import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { AppConfig } from '../platform/config.ts';
import { acquireDataDirLock, readOwner } from '../platform/db/data-dir-lock.ts';
import { dataDirLockFile, type Database, describeDatabaseUrl, openDatabase } from '../platform/db/index.ts';
import { StartupError } from '../platform/startup-error.ts';
import type { FileStorage } from '../platform/storage.ts';

/**
 * Backups (docs/operations.md): one directory holding the database and every stored file.
 *   manifest.json        what, when, from which kind of database
 *   database.dump        PostgreSQL: pg_dump custom format (restored with pg_restore)
 *   database.tar.gz      embedded: PGlite's own consistent dump of its data directory
 *   files/<key>          every file of the file store (local disk or S3)
 * The embedded database is held by the running server (db.lock), so a backup while it runs is asked of
 * the server itself: the command writes a request file and sends SIGUSR2; the server dumps between
 * queries (consistent) and writes the answer file.
 */
interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'embedded';
  files: number;
}

const BACKUP_REQUEST = 'backup-request.json';
const BACKUP_ANSWER = 'backup-answer.json';

/** Resolves when `child` exits 0; else a one-line StartupError with the end of its stderr. */
function exitOf(child: ChildProcess, name: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new StartupError(`${name} could not be run: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new StartupError(`${name} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}

const run = (command: string, args: string[]) => exitOf(spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] }), command);

async function copyFilesOut(storage: FileStorage, out: string): Promise<number> {
  let count = 0;
  for await (const key of storage.list?.() ?? []) {
    const data = await storage.get(key);
    if (!data) continue;
    const file = path.join(out, 'files', key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    count += 1;
  }
  return count;
}

/** Writes a backup of an open database and the file store into `out` (created; must not exist yet). */
export async function writeBackup(options: { database: Database; databaseUrl?: string; storage: FileStorage; out: string }) {
  const { database, out } = options;
  if (existsSync(out)) throw new StartupError(`${out} already exists: choose a new backup directory.`);
  await mkdir(out, { recursive: true });
  if (database.kind === 'postgres') {
    if (!options.databaseUrl) throw new Error('a PostgreSQL backup needs the database URL');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(out, 'database.dump')}`, `--dbname=${options.databaseUrl}`]);
  } else {
    if (!database.dumpDataDir) throw new Error('this database cannot dump its data directory');
    const dump = await database.dumpDataDir();
    await writeFile(path.join(out, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
  }
  const files = await copyFilesOut(options.storage, out);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: database.kind === 'postgres' ? 'postgres' : 'embedded',
    files,
  };
  await writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The schemas TalentMatch creates: its tables, the migration journal, the job queue. */
const APP_SCHEMAS = ['public', 'drizzle', 'pgboss'];

/** What a restore without `--replace` refuses to overwrite. */
const refuseToReplace = (what: string) =>
  new StartupError(
    `${what} already holds TalentMatch data. A restore replaces all of it with the backup: stop every server, then run the restore again with --replace.`,
  );

/**
 * Restores a backup: the database and the files (written over same-named ones). A database that already
 * holds data is replaced only with `replace` (the command's --replace).
 */
export async function restoreBackup(options: { config: AppConfig; storage: FileStorage; from: string; replace?: boolean }) {
  const { config, from } = options;
  const manifestFile = path.join(from, 'manifest.json');
  if (!existsSync(manifestFile)) throw new StartupError(`${from} is not a TalentMatch backup (no manifest.json).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.database === 'postgres') {
    if (!config.databaseUrl) throw new StartupError('This backup is of a PostgreSQL database: set DATABASE_URL to restore it.');
    await restorePostgres(config.databaseUrl, path.join(from, 'database.dump'), options.replace === true);
  } else {
    if (config.databaseUrl) throw new StartupError('This backup is of the embedded database: unset DATABASE_URL to restore it.');
    const dataDir = path.join(config.dataDir, 'db');
    // a DATA_DIR that does not exist yet (a new machine) is created; its lock file lives in it
    await mkdir(config.dataDir, { recursive: true });
    // refuses while a server runs on the directory; held until the restored database is written
    const release = acquireDataDirLock(dataDirLockFile(dataDir), dataDir);
    try {
      if (existsSync(dataDir) && (await readdir(dataDir)).length > 0 && !options.replace)
        throw refuseToReplace(`The data directory ${dataDir}`);
      await rm(dataDir, { recursive: true, force: true });
    } finally {
      release();
    }
    const tarball = await readFile(path.join(from, 'database.tar.gz'));
    const restored = await openDatabase({ dataDir, loadDataDir: new Blob([tarball]) });
    await restored.close();
  }
  let files = 0;
  const root = path.join(from, 'files');
  if (existsSync(root)) {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      await options.storage.put(key, await readFile(path.join(entry.parentPath, entry.name)));
      files += 1;
    }
  }
  return { manifest, files };
}

/**
 * PostgreSQL: the dump replaces the application's schemas in one transaction. pg_restore --clean cannot
 * drop the job queue's partitioned tables (their inherited constraints), so the schemas are dropped whole
 * and the dump, as SQL, is loaded after it: BEGIN, drop, the dump, then COMMIT only when pg_restore
 * finished; any error (psql stops at the first one) or a failed pg_restore rolls everything back.
 */
async function restorePostgres(url: string, dump: string, replace: boolean) {
  const probe = new pg.Client({ connectionString: url });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    const { rows } = await probe.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace where s.nspname = any($1) and c.relkind in ('r', 'p')`,
      [APP_SCHEMAS],
    );
    if ((rows[0]?.n ?? 0) > 0 && !replace) throw refuseToReplace(`The database at ${describeDatabaseUrl(url)}`);
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(`Cannot reach the database at ${describeDatabaseUrl(url)}: ${(error as Error).message}`);
  } finally {
    await probe.end().catch(() => undefined);
  }
  const psql = spawn('psql', ['--quiet', '--no-psqlrc', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], { stdio: ['pipe', 'ignore', 'pipe'] });
  const restore = spawn('pg_restore', ['--no-owner', '--no-acl', '--file=-', dump], { stdio: ['ignore', 'pipe', 'pipe'] });
  const psqlDone = exitOf(psql, 'psql');
  const restoreDone = exitOf(restore, 'pg_restore');
  psqlDone.catch(() => restore.kill());
  const stdin = psql.stdin as NodeJS.WritableStream;
  stdin.on('error', () => undefined); // psql stopped at an error: its exit code tells
  stdin.write(`begin;\n${APP_SCHEMAS.map((schema) => `drop schema if exists ${schema} cascade;`).join('\n')}\ncreate schema public;\n`);
  restore.stdout?.pipe(stdin, { end: false });
  const restored = await restoreDone.then(
    () => true,
    (error: unknown) => error,
  );
  // without COMMIT the session ends inside the transaction: PostgreSQL rolls it back
  stdin.end(restored === true ? 'commit;\n' : '');
  await psqlDone;
  if (restored !== true) throw restored;
}

/**
 * Server side of a backup of the embedded database while it runs: SIGUSR2 → read DATA_DIR/backup-request.json,
 * write the backup, answer in DATA_DIR/backup-answer.json. main.ts installs it for the embedded database.
 */
export function answerBackupRequests(options: { database: Database; storage: FileStorage; dataDir: string; log: FastifyBaseLogger }) {
  let busy = false;
  process.on('SIGUSR2', () => {
    if (busy) return;
    busy = true;
    void (async () => {
      const answer = path.join(options.dataDir, BACKUP_ANSWER);
      try {
        const request = JSON.parse(readFileSync(path.join(options.dataDir, BACKUP_REQUEST), 'utf8')) as { out: string };
        const manifest = await writeBackup({ database: options.database, storage: options.storage, out: request.out });
        writeFileSync(answer, JSON.stringify({ ok: true, manifest }));
        options.log.info(`backup written to ${request.out}`);
      } catch (error) {
        writeFileSync(answer, JSON.stringify({ ok: false, error: (error as Error).message }));
        options.log.error({ err: error }, 'backup failed');
      } finally {
        busy = false;
      }
    })();
  });
}

/** Command side: asks the server holding the embedded database for a backup; undefined when none runs. */
export async function requestBackupFromServer(dataDir: string, out: string, timeoutMs = 300_000) {
  const owner = readOwner(dataDirLockFile(path.join(dataDir, 'db')));
  if (!owner) return undefined;
  try {
    process.kill(owner.pid, 0);
  } catch {
    return undefined; // a stale lock: nobody runs
  }
  const answerFile = path.join(dataDir, BACKUP_ANSWER);
  rmSync(answerFile, { force: true });
  writeFileSync(path.join(dataDir, BACKUP_REQUEST), JSON.stringify({ out: path.resolve(out) }), { mode: 0o600 });
  process.kill(owner.pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(answerFile)) {
      try {
        const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as { ok: boolean; manifest?: BackupManifest; error?: string };
        rmSync(answerFile, { force: true });
        rmSync(path.join(dataDir, BACKUP_REQUEST), { force: true });
        if (!answer.ok || !answer.manifest) throw new StartupError(`The running server could not write the backup: ${answer.error}`);
        return answer.manifest;
      } catch (error) {
        if (error instanceof StartupError) throw error;
        // answer file still being written
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new StartupError(`The running server (process ${owner.pid}) did not answer the backup request in time.`);
}
