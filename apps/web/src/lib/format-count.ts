/**
 * "1 candidate", "12,400 candidates", "About 12,000 candidates": a list's total as a sentence. An estimated
 * total (a large site's frequent filter, `totalIsEstimate` in the answer) says so.
 */
export function countOf(n: number, noun: string, options: { estimate?: boolean } = {}): string {
  const figure = `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
  return options.estimate ? `About ${figure}` : figure;
}
