import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { trainingProgress } from './tables.ts';

/** For other modules (the score's training input, the employer's candidate page). */

/** Completed career-advice items of a candidate. */
export async function completedTrainingCount(db: Pick<Db, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trainingProgress)
    .where(and(eq(trainingProgress.userId, userId), isNotNull(trainingProgress.completedAt)));
  return row?.n ?? 0;
}
