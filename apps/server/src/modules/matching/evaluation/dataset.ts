import { readFileSync } from 'node:fs';
import type { MatchCandidate, MatchJob } from '../score.ts';

/** The evaluation set: jobs and candidates as the match reads them, and each pair's recruiter label. */
export interface EvalJob extends MatchJob {
  id: string;
  title: string;
  field: string;
}
export interface EvalCandidate extends MatchCandidate {
  id: string;
  headline: string;
  field: string;
}
export interface EvalSet {
  jobs: EvalJob[];
  candidates: EvalCandidate[];
  /** per job id, one digit 0–3 per candidate, in the order of `candidates` */
  labels: Record<string, string>;
}

export const DATA_FILE = new URL('./data.json', import.meta.url);

export function loadEvalSet(): EvalSet {
  return JSON.parse(readFileSync(DATA_FILE, 'utf8')) as EvalSet;
}
