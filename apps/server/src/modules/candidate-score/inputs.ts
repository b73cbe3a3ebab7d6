import type { Tx } from '../../platform/db/index.ts';

type CountInput = (tx: Tx, userId: string) => Promise<number>;

/**
 * Score inputs owned by other modules. The owner registers its reader when its routes are registered
 * (so the score module never imports it, and no import cycle arises); until then the component reads
 * as unavailable (null).
 */
type RatingsInput = (tx: Tx, userId: string) => Promise<number[]>;
const providers: { trainingCompleted: CountInput | null; feedbackRatings: RatingsInput | null } = {
  trainingCompleted: null,
  feedbackRatings: null,
};

export function provideTrainingCompleted(reader: CountInput): void {
  providers.trainingCompleted = reader;
}

export function provideFeedbackRatings(reader: RatingsInput): void {
  providers.feedbackRatings = reader;
}

/** Approved employer feedback ratings, or null when employer feedback is not part of this server. */
export async function feedbackRatingsInput(tx: Tx, userId: string): Promise<number[] | null> {
  return providers.feedbackRatings ? providers.feedbackRatings(tx, userId) : null;
}

/** Completed career-advice items, or null when Career Advice is not part of this server. */
export async function trainingCompletedInput(tx: Tx, userId: string): Promise<number | null> {
  return providers.trainingCompleted ? providers.trainingCompleted(tx, userId) : null;
}
