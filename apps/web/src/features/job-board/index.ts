/** The public face of this feature: what other features may import. */
export { MatchBreakdownList, matchColor } from './components/match-breakdown.tsx';
