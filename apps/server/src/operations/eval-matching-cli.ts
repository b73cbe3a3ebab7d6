import { loadEvalSet } from '../modules/matching/evaluation/dataset.ts';
import { writeEvalSet } from '../modules/matching/evaluation/generate.ts';
import { evaluate, TARGETS } from '../modules/matching/evaluation/metrics.ts';

/** `npm run eval:matching`: the match against the recruiter labels (`-- --generate` first rewrites data.json). */
if (process.argv.includes('--generate')) writeEvalSet();
const f = evaluate(loadEvalSet());
const line = (name: string, value: number, target: number) =>
  `${name.padEnd(32)} ${value.toFixed(4)}  (target ≥ ${target}) ${value >= target ? 'ok' : 'BELOW TARGET'}`;
console.log(`${f.jobs} jobs × ${f.candidates} candidates`);
console.log(line('nDCG@10', f.ndcgAt10, TARGETS.ndcgAt10));
console.log(line('pairwise accuracy', f.pairwiseAccuracy, TARGETS.pairwiseAccuracy));
console.log(line('label-0 pairs under 25 %', f.label0Under25, TARGETS.label0Under25));
if (f.ndcgAt10 < TARGETS.ndcgAt10 || f.pairwiseAccuracy < TARGETS.pairwiseAccuracy || f.label0Under25 < TARGETS.label0Under25)
  process.exitCode = 1;
