import path from 'node:path';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { createLocalStorage, openFileStorage, type FileStorage } from '../platform/storage.ts';
import { StartupError } from '../platform/startup-error.ts';

/**
 * Copies every file of a local store into another store (the S3 bucket). Idempotent: a file already in the
 * bucket is written again with the same bytes, so the command can be re-run after an interruption.
 */
export async function copyFiles(
  from: FileStorage,
  to: FileStorage,
  onProgress: (copied: number, key: string) => void = () => undefined,
): Promise<{ copied: number; missing: number }> {
  if (!from.list) throw new Error('the source store cannot list its files');
  let copied = 0;
  let missing = 0;
  for await (const key of from.list()) {
    const data = await from.get(key);
    if (!data) {
      missing += 1; // deleted while listing
      continue;
    }
    await to.put(key, data);
    copied += 1;
    onProgress(copied, key);
  }
  return { copied, missing };
}

/** `npm run files:to-s3`: DATA_DIR/files → the bucket named by S3_BUCKET (docs/operations.md). */
async function main() {
  const config = loadConfig();
  if (!config.s3) throw new StartupError('S3_BUCKET is not set: nothing to copy the files to (see docs/deploy.md).');
  const source = path.join(config.dataDir, 'files');
  const target = await openFileStorage(config);
  console.log(`Copying the files in ${source} to the S3 bucket ${config.s3.bucket}…`);
  const result = await copyFiles(createLocalStorage(source), target, (copied) => {
    if (copied % 100 === 0) console.log(`  ${copied} files copied`);
  });
  target.close?.();
  console.log(`Done: ${result.copied} files copied${result.missing ? `, ${result.missing} vanished while copying` : ''}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error) => {
    if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
