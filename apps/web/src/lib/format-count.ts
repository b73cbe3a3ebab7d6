/**
 * "12,400": a whole number with its thousands grouped, as every figure of the app is written (en-US). Counts are
 * grouped here, by hand: a page's first `Intl.NumberFormat` loads the ICU number data, about 50 ms of a phone's CPU
 * (4× throttled profiles of the admin dashboard and the employer search), for a comma every three
 * digits. Anything but a safe whole number goes to Intl.
 */
export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/**
 * "1 candidate", "12,400 candidates", "About 12,000 candidates": a list's total as a sentence. An estimated
 * total (a large site's frequent filter, `totalIsEstimate` in the answer) says so.
 */
export function countOf(n: number, noun: string, options: { estimate?: boolean } = {}): string {
  const figure = `${formatNumber(n)} ${noun}${n === 1 ? '' : 's'}`;
  return options.estimate ? `About ${figure}` : figure;
}
