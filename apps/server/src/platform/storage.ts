import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from './startup-error.ts';

/**
 * Where uploaded files live: DATA_DIR/files on local disk (the default, one process), or an
 * S3-compatible bucket (S3_BUCKET set: any number of processes share the files). docs/deploy.md.
 */
export interface FileStorage {
  /** 'local' or 's3' (backups); optional so test doubles stay small */
  readonly kind?: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** every stored key (backups, `npm run files:to-s3`); the two real stores have it */
  list?(): AsyncIterable<string>;
  close?(): void;
}

const KEY = /^[a-z0-9][a-z0-9/_-]*$/i;
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
  return key;
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'local',
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async *list() {
      let entries: Dirent[];
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      const keys = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => KEY.test(key));
      yield* keys.sort();
    },
  };
}

export interface S3Settings {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; undefined = AWS */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (most S3-compatible servers) instead of the host name */
  forcePathStyle: boolean;
}

/** The configured store: the S3 bucket (checked at start, a StartupError when unreachable) or DATA_DIR/files. */
export async function openFileStorage(config: { dataDir: string; s3?: S3Settings }): Promise<FileStorage> {
  if (!config.s3) return createLocalStorage(path.join(config.dataDir, 'files'));
  // the AWS SDK is loaded only for a bucket (a local install never needs it)
  const { checkS3Bucket, createS3Client, createS3Storage } = await import('./s3-storage.ts');
  const client = createS3Client(config.s3);
  const problem = await checkS3Bucket(config.s3, client);
  if (problem) {
    client.destroy();
    throw new StartupError(problem);
  }
  return createS3Storage(config.s3, client);
}
