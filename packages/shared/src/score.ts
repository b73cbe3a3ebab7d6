import { z } from 'zod';
import { optionalText, plainText } from './text.ts';

/** The candidate score (product.md "Candidate score"): components, weights and the score-message ranges. */

export const SCORE_COMPONENTS = ['profile', 'skills', 'experience', 'education', 'training', 'feedback'] as const;
export type ScoreComponentKey = (typeof SCORE_COMPONENTS)[number];

export const SCORE_WEIGHTS: Record<ScoreComponentKey, number> = {
  profile: 20,
  skills: 25,
  experience: 20,
  education: 10,
  training: 15,
  feedback: 10,
};

export const SCORE_COMPONENT_LABELS: Record<ScoreComponentKey, string> = {
  profile: 'Profile completeness',
  skills: 'Skills',
  experience: 'Experience',
  education: 'Education',
  training: 'Training completed',
  feedback: 'Employer feedback',
};

export interface ScoreComponent {
  key: ScoreComponentKey;
  label: string;
  points: number;
  max: number;
  /** unavailable: the feature feeding it has not launched; it reads 0 */
  status: 'ok' | 'unavailable';
  /** one line saying how the points were earned */
  explanation: string;
}

export interface ScoreAction {
  component: ScoreComponentKey;
  text: string;
  /** points the action would add */
  gain: number;
  /** where in the app to do it */
  path: string;
}

export interface ChecklistItem {
  key: string;
  label: string;
  done: boolean;
  path: string;
}

export interface ScoreMessageView {
  minScore: number;
  maxScore: number;
  title: string;
  message: string;
  /** the administrators' written next steps for this range, shown beside the computed actions ('' when none) */
  nextSteps: string;
}

/** `GET api/candidate/score` */
export interface CandidateScore {
  score: number;
  components: ScoreComponent[];
  message: ScoreMessageView | null;
  actions: ScoreAction[];
  checklist: ChecklistItem[];
  updatedAt: string | null;
}

export interface ScoreHistoryEntry {
  score: number;
  components: Record<ScoreComponentKey, number>;
  reason: string;
  createdAt: string;
}

/** `GET api/candidates/{id}/score/history` (employer) and `GET api/candidate/score/history` (own). */
export interface ScoreHistory {
  candidate: { id: string; firstName: string; lastName: string; headline: string };
  score: number;
  history: ScoreHistoryEntry[];
}

const scoreMessageItem = z.object({
  minScore: z
    .number({ error: 'From must be a number.' })
    .int('From must be a whole number.')
    .min(0, 'From must be 0 to 100.')
    .max(100, 'From must be 0 to 100.'),
  maxScore: z
    .number({ error: 'To must be a number.' })
    .int('To must be a whole number.')
    .min(0, 'To must be 0 to 100.')
    .max(100, 'To must be 0 to 100.'),
  title: plainText('Title', 100, { required: true }),
  message: plainText('Message', 1000, { required: true }),
  nextSteps: optionalText('Next steps', 1000),
});
export type ScoreMessageItem = z.infer<typeof scoreMessageItem>;

export interface ScoreMessage extends ScoreMessageItem {
  id: string;
}

/**
 * Problems with a set of score ranges, in words an administrator can act on: each range has
 * from ≤ to, and together they cover 0–100 with no overlap and no gap. Empty list = valid.
 */
export function scoreRangeProblems(ranges: ReadonlyArray<{ minScore: number; maxScore: number }>): string[] {
  if (ranges.length === 0) return ['Add at least one message; together they must cover 0 to 100.'];
  const problems: string[] = [];
  for (const r of ranges) {
    if (r.minScore > r.maxScore) problems.push(`The range ${r.minScore}–${r.maxScore} ends before it starts.`);
  }
  if (problems.length) return problems;
  const sorted = [...ranges].sort((a, b) => a.minScore - b.minScore || a.maxScore - b.maxScore);
  if (sorted[0].minScore > 0) problems.push(`Scores 0–${sorted[0].minScore - 1} have no message.`);
  for (let i = 1; i < sorted.length; i += 1) {
    const prev = sorted[i - 1];
    const cur = sorted[i];
    if (cur.minScore <= prev.maxScore) {
      problems.push(`The ranges ${prev.minScore}–${prev.maxScore} and ${cur.minScore}–${cur.maxScore} overlap.`);
    } else if (cur.minScore > prev.maxScore + 1) {
      problems.push(`Scores ${prev.maxScore + 1}–${cur.minScore - 1} have no message.`);
    }
  }
  const last = sorted.reduce((max, r) => Math.max(max, r.maxScore), 0);
  if (last < 100) problems.push(`Scores ${last + 1}–100 have no message.`);
  return problems;
}

/** Body of `PUT api/score-messages`: the whole set at once, so it can always be checked for coverage. */
export const scoreMessagesBody = z
  .object({ messages: z.array(scoreMessageItem, { error: 'messages must be a list.' }).max(50, 'At most 50 messages.') })
  .superRefine((value, ctx) => {
    for (const problem of scoreRangeProblems(value.messages)) ctx.addIssue({ code: 'custom', path: ['messages'], message: problem });
  });
export type ScoreMessagesBody = z.infer<typeof scoreMessagesBody>;
