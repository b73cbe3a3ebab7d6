/** The public face of the matching module: what other modules may import. */
export { loadCandidateFacts, loadJobFacts } from './facts.ts';
export { MAX_LEVEL, matchBreakdown } from './score.ts';
export { importanceWeightSql, inSearchTransaction, jobColumnFacts, matchBoundSql, matchRawSql } from './sql.ts';
export type { MatchSqlFacts } from './sql.ts';
