import { desc, eq } from 'drizzle-orm';
import type { ScoreHistoryEntry } from '@talentmatch/shared/score';
import type { Tx } from '../../platform/db/index.ts';
import { componentPoints, type ScoreResult } from './components.ts';
import { candidateScoreHistory } from './tables.ts';

/** One history row per change of the inputs, with the points of each component. */
export async function recordScore(tx: Tx, userId: string, result: ScoreResult, reason: string): Promise<void> {
  await tx.insert(candidateScoreHistory).values({ userId, score: result.score, components: componentPoints(result), reason });
}

const HISTORY_LIMIT = 500;

/** Oldest first (for the chart), at most the latest 500 changes. */
export async function scoreHistory(db: Tx, userId: string): Promise<ScoreHistoryEntry[]> {
  const rows = await db
    .select()
    .from(candidateScoreHistory)
    .where(eq(candidateScoreHistory.userId, userId))
    .orderBy(desc(candidateScoreHistory.createdAt), desc(candidateScoreHistory.id))
    .limit(HISTORY_LIMIT);
  return rows.reverse().map((r) => ({ score: r.score, components: r.components, reason: r.reason, createdAt: r.createdAt.toISOString() }));
}

export { computeScore } from './components.ts';
export type { ScoreInputs } from './components.ts';

/**
 * The score's inputs that modules above the candidate profiles own: completed career-advice items (training) and
 * approved employer feedback ratings (feedback). Whoever computes a score gets these readers passed in.
 */
export interface ScoreInputReaders {
  trainingCompleted(tx: Tx, userId: string): Promise<number>;
  feedbackRatings(tx: Tx, userId: string): Promise<number[]>;
}

/** Account deletion: the score history goes with the person. */
export async function forgetScoreHistory(tx: Tx, userId: string): Promise<void> {
  await tx.delete(candidateScoreHistory).where(eq(candidateScoreHistory.userId, userId));
}
