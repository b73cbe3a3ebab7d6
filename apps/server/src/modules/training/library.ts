import type { Db } from '../../platform/db/index.ts';
import { STARTER_LIBRARY } from './library-content.ts';
import { trainingItems } from './tables.ts';

/**
 * The starter career-advice library is reference data, present on every fresh database (not demo data).
 * Idempotent: an item is inserted once by its key and then belongs to the administrators; a later start
 * never overwrites their edits, nor brings back an item they archived.
 */
export async function ensureTrainingLibrary(db: Pick<Db, 'insert'>): Promise<void> {
  const now = new Date();
  await db
    .insert(trainingItems)
    .values(
      STARTER_LIBRARY.map((item, index) => ({
        libraryKey: item.key,
        kind: 'article' as const,
        title: item.title,
        summary: item.summary,
        body: item.body,
        category: item.category,
        topic: item.topic,
        minutes: item.minutes,
        quiz: item.quiz,
        status: 'published' as const,
        sortOrder: index + 1,
        publishedAt: now,
      })),
    )
    .onConflictDoNothing({ target: trainingItems.libraryKey });
}

/** Words of a markdown text (the library test keeps each item between 300 and 800). */
export const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
