import path from 'node:path';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/index.ts';
import { StartupError } from '../platform/startup-error.ts';
import { openFileStorage } from '../platform/storage.ts';
import { requestBackupFromServer, restoreBackup, writeBackup } from './backup.ts';

/**
 * `npm run backup -- [directory]` and `npm run restore -- <directory> [--replace]` (docs/operations.md).
 * Same environment as the server (DATABASE_URL or DATA_DIR, S3_*).
 */
async function main() {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const [command, target] = args.filter((arg) => arg !== '--replace');
  const config = loadConfig();
  const storage = await openFileStorage(config);
  try {
    if (command === 'backup') {
      const out = path.resolve(target ?? path.join('backups', `talentmatch-${new Date().toISOString().replace(/[:.]/g, '-')}`));
      console.log(`Writing a backup to ${out}…`);
      const fromServer = config.isEmbeddedDatabase ? await requestBackupFromServer(config.dataDir, out) : undefined;
      let manifest = fromServer;
      if (!manifest) {
        const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
        try {
          manifest = await writeBackup({ database, databaseUrl: config.databaseUrl, storage, out });
        } finally {
          await database.close();
        }
      }
      console.log(
        `Backup written: the ${manifest.database} database and ${manifest.files} files${fromServer ? ' (by the running server)' : ''}.`,
      );
    } else if (command === 'restore') {
      if (!target) throw new StartupError('Name the backup directory: npm run restore -- <directory> [--replace]');
      console.log(`Restoring ${path.resolve(target)}…`);
      const { manifest, files } = await restoreBackup({ config, storage, from: path.resolve(target), replace });
      console.log(`Restored the ${manifest.database} database of ${manifest.createdAt} and ${files} files.`);
    } else {
      throw new StartupError('Usage: npm run backup -- [directory] | npm run restore -- <directory> [--replace]');
    }
  } finally {
    storage.close?.();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
