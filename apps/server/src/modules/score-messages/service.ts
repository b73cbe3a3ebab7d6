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

/** The range's message for a score, with its written next steps (shown beside the actions the score computes). */
export async function messageForScore(db: Tx, score: number): Promise<ScoreMessageView | null> {
  const [row] = await db
    .select()
    .from(scoreMessages)
    .where(and(lte(scoreMessages.minScore, score), gte(scoreMessages.maxScore, score)))
    .limit(1);
  if (!row) return null;
  return { minScore: row.minScore, maxScore: row.maxScore, title: row.title, message: row.message, nextSteps: row.nextSteps };
}
