import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from './db/index.ts';
import { files } from './db/schema.ts';
import type { FileStorage } from './storage.ts';

/**
 * Removes `files` rows inside the caller's transaction and returns their storage keys; the bytes are
 * deleted with `deleteStoredObjects` once the transaction has committed (storage is not transactional).
 */
export async function forgetFileRows(tx: Tx, fileIds: readonly (string | null | undefined)[]): Promise<string[]> {
  const ids = fileIds.filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  const rows = await tx.delete(files).where(inArray(files.id, ids)).returning({ storageKey: files.storageKey });
  return rows.map((r) => r.storageKey);
}

/** Deletes stored bytes after their rows are gone; a failure is logged (the row no longer points at the object). */
export async function deleteStoredObjects(storage: FileStorage, keys: readonly string[], log?: Pick<FastifyBaseLogger, 'error'>) {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log?.error({ err: error, key }, 'deleting a stored file failed');
    }
  }
}
