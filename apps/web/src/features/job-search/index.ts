/** The public face of this feature: what other features may import. */
export { HowMatchesAreScored, MatchBreakdownList, MatchSummary } from './components/match-breakdown.tsx';
