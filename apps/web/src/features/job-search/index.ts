/** The public face of this feature: what other features may import. */
export { MatchBreakdownList } from './components/match-breakdown.tsx';
