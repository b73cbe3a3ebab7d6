/** A date (YYYY-MM-DD, read as that calendar day) or a timestamp, as "Jun 5, 2026". */
export function formatDay(value: string | null): string {
  if (!value) return '—';
  const dateOnly = value.length === 10;
  const d = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: dateOnly ? 'UTC' : undefined });
}
