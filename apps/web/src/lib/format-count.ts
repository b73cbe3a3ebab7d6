/**
 * One formatter for every figure on screen, built on first use: `Number.prototype.toLocaleString` builds a new ICU
 * formatter on each call, which a long list of counts pays for in its first render (about 15 ms for the candidate
 * search's facets).
 */
let figures: Intl.NumberFormat | null = null;

/** "12,400": a whole number with its thousands grouped. */
export function formatNumber(n: number): string {
  figures ??= new Intl.NumberFormat('en-US');
  return figures.format(n);
}

/**
 * "1 candidate", "12,400 candidates", "About 12,000 candidates": a list's total as a sentence. An estimated
 * total (a large site's frequent filter, `totalIsEstimate` in the answer) says so.
 */
export function countOf(n: number, noun: string, options: { estimate?: boolean } = {}): string {
  const figure = `${formatNumber(n)} ${noun}${n === 1 ? '' : 's'}`;
  return options.estimate ? `About ${figure}` : figure;
}
