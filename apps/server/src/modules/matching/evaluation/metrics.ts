import { LOW_MATCH_BELOW } from '@talentmatch/shared/matching';
import type { EvalSet } from './dataset.ts';
import { matchRaw } from '../score.ts';

/** What `npm run eval:matching` prints and `evaluation.test.ts` holds to the targets. */
export interface EvalFigures {
  jobs: number;
  candidates: number;
  /** mean over jobs of nDCG at 10 (gain 2^label − 1) */
  ndcgAt10: number;
  /** share of pairs of candidates with different labels for one job that the match orders as the labels do (a tie counts half) */
  pairwiseAccuracy: number;
  /** share of label-0 pairs whose shown match is under 25 % */
  label0Under25: number;
}

export const TARGETS = { ndcgAt10: 0.9, pairwiseAccuracy: 0.95, label0Under25: 0.98 } as const;

const dcg = (gains: number[]) => gains.reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);

export function evaluate(set: EvalSet): EvalFigures {
  let ndcg = 0;
  let [agree, compared] = [0, 0];
  let [label0, label0Low] = [0, 0];
  for (const job of set.jobs) {
    const labels = [...set.labels[job.id]].map(Number);
    const scored = set.candidates.map((c, i) => ({ raw: matchRaw(job, c), label: labels[i], id: c.id }));
    // the ranking's order: best match first, ties by id (the database breaks them by score, then id)
    const ranked = [...scored].sort((a, b) => b.raw - a.raw || a.id.localeCompare(b.id));
    const ideal = dcg([...labels].sort((a, b) => b - a).slice(0, 10));
    ndcg += ideal === 0 ? 1 : dcg(ranked.slice(0, 10).map((r) => r.label)) / ideal;
    for (let i = 0; i < scored.length; i++) {
      const a = scored[i];
      if (a.label === 0) {
        label0++;
        if (Math.floor(a.raw + 0.5) < LOW_MATCH_BELOW) label0Low++;
      }
      for (let k = i + 1; k < scored.length; k++) {
        const b = scored[k];
        if (a.label === b.label) continue;
        compared++;
        const [hi, lo] = a.label > b.label ? [a, b] : [b, a];
        agree += hi.raw > lo.raw ? 1 : hi.raw === lo.raw ? 0.5 : 0;
      }
    }
  }
  return {
    jobs: set.jobs.length,
    candidates: set.candidates.length,
    ndcgAt10: ndcg / set.jobs.length,
    pairwiseAccuracy: agree / compared,
    label0Under25: label0Low / label0,
  };
}
