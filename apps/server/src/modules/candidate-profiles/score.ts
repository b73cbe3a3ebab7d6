import { eq } from 'drizzle-orm';
import type { CandidateScore, ScoreHistory } from '@talentmatch/shared/score';
import type { Db, Tx } from '../../platform/db/index.ts';
export type { Tx } from '../../platform/db/index.ts';
import { userDirectory } from '../users/queries.ts';
import { computeScore } from '../candidate-score/service.ts';
import { scoreHistory } from '../candidate-score/service.ts';
import { messageForScore } from '../score-messages/service.ts';
import { candidateProfiles } from './tables.ts';
import type { ProfileScoring } from './after-change.ts';
import { profileRow } from './profile.ts';

// ---------------------------------------------------------------------------------------------
// Score

export async function getScore(scoring: ProfileScoring, db: Db, userId: string): Promise<CandidateScore> {
  const inputs = await scoring.loadScoreInputs(db, userId);
  const result = computeScore(inputs);
  const p = inputs.profile ? await profileRow(db, userId) : null;
  return {
    score: result.score,
    components: result.components.map(({ actions: _a, ...c }) => c),
    message: await messageForScore(db, result.score),
    actions: result.actions,
    checklist: result.checklist,
    updatedAt: p ? p.updatedAt.toISOString() : null,
  };
}

/** The candidate's history for someone allowed to see it; null when there is no profile. */
export async function getScoreHistory(db: Db, userId: string): Promise<ScoreHistory | null> {
  const [row] = await db
    .select({
      headline: candidateProfiles.headline,
      score: candidateProfiles.score,
      firstName: userDirectory.firstName,
      lastName: userDirectory.lastName,
    })
    .from(candidateProfiles)
    .innerJoin(userDirectory, eq(userDirectory.id, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  if (!row) return null;
  return {
    candidate: { id: userId, firstName: row.firstName, lastName: row.lastName, headline: row.headline },
    score: row.score,
    history: await scoreHistory(db, userId),
  };
}

export async function candidateVisibility(db: Tx, userId: string) {
  const [row] = await db
    .select({ visibility: candidateProfiles.visibility, deletedAt: userDirectory.deletedAt })
    .from(candidateProfiles)
    .innerJoin(userDirectory, eq(userDirectory.id, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  return row && !row.deletedAt ? { visibility: row.visibility } : null;
}
