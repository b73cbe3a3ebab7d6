import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.ts';
import { repoRoot } from '../../test/server-process.ts';
import { copyFiles } from '../operations/files-to-s3.ts';
import { StartupError } from './startup-error.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, openFileStorage, type FileStorage } from './storage.ts';

const collect = async (store: FileStorage) => {
  const keys: string[] = [];
  for await (const key of store.list?.() ?? []) keys.push(key);
  return keys;
};

// The file store does not touch the database: one run (the server project) is enough.
describe.skipIf(process.env.DB_UNDER_TEST === 'postgres')('file storage', () => {
  let s3: LocalS3;
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tm-files-'));
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  for (const kind of ['local', 's3'] as const) {
    it(`${kind}: put, get, list, overwrite and delete; a missing key reads as null; a bad key is refused`, async () => {
      const store = kind === 'local' ? createLocalStorage(tempDir()) : createS3Storage({ ...s3.settings });
      const prefix = `t-${kind}-${Date.now()}`;
      await store.put(`${prefix}/a/resume-1`, Buffer.from('first'));
      await store.put(`${prefix}/b/photo-2`, Buffer.from([0, 1, 2, 255]));
      expect((await store.get(`${prefix}/a/resume-1`))?.toString()).toBe('first');
      expect(await store.get(`${prefix}/b/photo-2`)).toEqual(Buffer.from([0, 1, 2, 255]));
      expect(await store.get(`${prefix}/nothing-here`)).toBeNull();
      expect((await collect(store)).filter((key) => key.startsWith(prefix))).toEqual([`${prefix}/a/resume-1`, `${prefix}/b/photo-2`]);
      await store.put(`${prefix}/a/resume-1`, Buffer.from('second'));
      expect((await store.get(`${prefix}/a/resume-1`))?.toString()).toBe('second');
      await store.delete(`${prefix}/a/resume-1`);
      expect(await store.get(`${prefix}/a/resume-1`)).toBeNull();
      await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow('bad storage key');
      store.close?.();
    });
  }

  it('openFileStorage picks the bucket when S3 is configured and refuses a missing bucket with one line', async () => {
    const store = await openFileStorage({ dataDir: tempDir(), s3: s3.settings });
    expect(store.kind).toBe('s3');
    store.close?.();
    expect((await openFileStorage({ dataDir: tempDir() })).kind).toBe('local');
    const missing = openFileStorage({ dataDir: tempDir(), s3: { ...s3.settings, bucket: 'no-such-bucket' } });
    await expect(missing).rejects.toThrow(StartupError);
    await expect(missing).rejects.toThrow('The S3 bucket no-such-bucket at http://127.0.0.1:');
  });

  it('copyFiles copies every local file into the bucket', async () => {
    const local = createLocalStorage(tempDir());
    await local.put('copy/one', Buffer.from('1'));
    await local.put('copy/deep/two', Buffer.from('22'));
    const bucket = createS3Storage(s3.settings);
    expect(await copyFiles(local, bucket)).toEqual({ copied: 2, missing: 0 });
    expect((await bucket.get('copy/deep/two'))?.toString()).toBe('22');
    bucket.close?.();
  });

  /** npm run files:to-s3 in a child process (asynchronously: s3rver runs in this process and must keep answering) */
  const runCommand = (env: Record<string, string>) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        'npm',
        ['run', '--silent', 'files:to-s3'],
        { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 60_000 },
        (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('npm run files:to-s3 copies DATA_DIR/files into the bucket named by S3_BUCKET', async () => {
    const dataDir = tempDir();
    await createLocalStorage(path.join(dataDir, 'files')).put('cli/resume-9', Buffer.from('from disk'));
    const run = await runCommand({ DATA_DIR: dataDir, ...s3.env });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Done: 1 files copied.');
    const bucket = createS3Storage(s3.settings);
    expect((await bucket.get('cli/resume-9'))?.toString()).toBe('from disk');
    bucket.close?.();
    const unset = await runCommand({ DATA_DIR: dataDir, S3_BUCKET: '' });
    expect(unset.status).toBe(1);
    expect(unset.stderr.trim()).toBe('S3_BUCKET is not set: nothing to copy the files to (see docs/deploy.md).');
  }, 90_000);
});
