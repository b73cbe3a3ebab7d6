/** "Nov 21, 2026" for an ISO date, or the fallback for none. */
export function formatDate(iso: string | null | undefined, fallback = '—'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
