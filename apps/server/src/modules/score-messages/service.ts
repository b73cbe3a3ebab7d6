import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { ScoreMessage, ScoreMessagesBody, ScoreMessageView } from '@talentmatch/shared/score';
import type { Db, Tx } from '../../platform/db/index.ts';
import { scoreMessages } from './tables.ts';

export async function listScoreMessages(db: Db): Promise<ScoreMessage[]> {
  const rows = await db.select().from(scoreMessages).orderBy(asc(scoreMessages.minScore));
  return rows.map(({ id, minScore, maxScore, title, message, nextSteps }) => ({ id, minScore, maxScore, title, message, nextSteps }));
}

/** Replaces the whole set (already checked to cover 0–100 without overlap) in one transaction. */
export async function replaceScoreMessages(db: Db, body: ScoreMessagesBody): Promise<ScoreMessage[]> {
  await db.transaction(async (tx) => {
    // one writer at a time, so two administrators cannot interleave two valid sets into an invalid one
    await tx.execute(sql`lock table score_messages in exclusive mode`);
    await tx.delete(scoreMessages);
    await tx.insert(scoreMessages).values(body.messages);
  });
  return listScoreMessages(db);
}

/**
 * The range's message for a score. Its written next steps are shown only once nothing computed is left
 * to do: while the score's components still name actions, those are the next steps (the range's fixed
 * text would go stale, e.g. "add a headline" after the headline is there).
 */
export async function messageForScore(db: Tx, score: number, options: { hasComputedActions: boolean }): Promise<ScoreMessageView | null> {
  const [row] = await db
    .select()
    .from(scoreMessages)
    .where(and(lte(scoreMessages.minScore, score), gte(scoreMessages.maxScore, score)))
    .limit(1);
  if (!row) return null;
  const message = row.nextSteps && !options.hasComputedActions ? `${row.message}\n\n${row.nextSteps}` : row.message;
  return { minScore: row.minScore, maxScore: row.maxScore, title: row.title, message };
}
