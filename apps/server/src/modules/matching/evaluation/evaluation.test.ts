import { describe, expect, it } from 'vitest';
import { loadEvalSet } from './dataset.ts';
import { recruiterLabel } from './label.ts';
import { evaluate, TARGETS } from './metrics.ts';

const set = loadEvalSet();

describe('matching evaluation set', () => {
  it('has at least 25 jobs and 400 candidates across the seven fields, every pair labelled by the written rules', () => {
    expect(set.jobs.length).toBeGreaterThanOrEqual(25);
    expect(set.candidates.length).toBeGreaterThanOrEqual(400);
    const fields = ['software', 'data', 'design', 'sales', 'support', 'logistics', 'health'];
    expect(new Set(set.jobs.map((j) => j.field))).toEqual(new Set(fields));
    expect(new Set(set.candidates.map((c) => c.field))).toEqual(new Set(fields));
    for (const job of set.jobs) expect(set.labels[job.id]).toBe(set.candidates.map((c) => recruiterLabel(job, c)).join(''));
    // every label occurs
    expect(new Set(Object.values(set.labels).join(''))).toEqual(new Set(['0', '1', '2', '3']));
  });

  it('meets the targets: nDCG@10, pairwise accuracy, label-0 pairs under 25 %', () => {
    const f = evaluate(set);
    expect(f.ndcgAt10).toBeGreaterThanOrEqual(TARGETS.ndcgAt10);
    expect(f.pairwiseAccuracy).toBeGreaterThanOrEqual(TARGETS.pairwiseAccuracy);
    expect(f.label0Under25).toBeGreaterThanOrEqual(TARGETS.label0Under25);
  });
});
