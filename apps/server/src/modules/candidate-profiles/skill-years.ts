/**
 * The years a resume suggests for a skill: the years written next to it in the resume text ("6 years of
 * TypeScript", "TypeScript: 4 years", "TypeScript (3+ yrs)"), else the sum of the durations of the positions
 * whose title or description mentions it, overlapping periods counted once. Whole years, rounded; null
 * when neither says anything. The candidate sees the proposal and may change it before accepting.
 */

export interface Position {
  title: string;
  description: string;
  startDate: string;
  /** null for a current position (counted to `today`) */
  endDate: string | null;
}

const MAX_YEARS = 50;
const DAY = 86_400_000;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** the skill name as a whole word (names such as "C++" or "Node.js" end in punctuation) */
const wordOf = (name: string) => `(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`;
const YEARS = String.raw`(\d{1,2})\s*\+?\s*(?:years?|yrs?)`;

export function yearsWritten(text: string, skill: string): number | null {
  const w = wordOf(skill);
  const patterns = [
    new RegExp(String.raw`${YEARS}\s+(?:of\s+)?(?:experience\s+(?:with|in|using)\s+|professional\s+)?${w}`, 'iu'),
    new RegExp(String.raw`${w}\s*(?::|-|–|\(|,)?\s*${YEARS}`, 'iu'),
  ];
  for (const p of patterns) {
    const m = p.exec(text);
    if (m) return Math.min(MAX_YEARS, Number(m[1]));
  }
  return null;
}

export function yearsFromPositions(positions: Position[], skill: string, today: string): number | null {
  const mention = new RegExp(wordOf(skill), 'iu');
  const spans = positions
    .filter((p) => mention.test(p.title) || mention.test(p.description))
    .map((p) => [Date.parse(p.startDate), Date.parse(p.endDate ?? today)] as const)
    .filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b) && b > a)
    .sort((x, y) => x[0] - y[0]);
  if (spans.length === 0) return null;
  let total = 0;
  let [start, end] = spans[0];
  for (const [a, b] of spans.slice(1)) {
    if (a <= end) end = Math.max(end, b);
    else {
      total += end - start;
      [start, end] = [a, b];
    }
  }
  total += end - start;
  return Math.min(MAX_YEARS, Math.round(total / DAY / 365.25));
}

export function proposedYears(text: string, positions: Position[], skill: string, today: string): number | null {
  return yearsWritten(text, skill) ?? yearsFromPositions(positions, skill, today);
}
