/** The public face of the matching module: what other modules may import. */
export { loadCandidateFacts, loadJobFacts } from './facts.ts';
export { matchBreakdown } from './score.ts';
export {
  heldColumnFacts,
  heldSumsSql,
  inSearchTransaction,
  isRequiredSql,
  jobColumnFacts,
  jobTotalsSql,
  matchBoundSql,
  matchRawSql,
  noneHeld,
} from './sql.ts';
export type { MatchSqlFacts } from './sql.ts';
