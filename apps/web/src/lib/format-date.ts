/**
 * The one date formatter of the app: every page shows dates the same way, in the browser's locale
 * (e.g. "Nov 21, 2026" in en-US, "21 Nov 2026" in en-GB). A date-only value (YYYY-MM-DD) is read as
 * that calendar day wherever the reader is; a timestamp is shown in the reader's time zone.
 */
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

export function formatDate(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleDateString(undefined, dateOnly ? { ...DAY, timeZone: 'UTC' } : DAY);
}

/** A moment with its time: "Nov 21, 2026, 3:04 PM" in en-US. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
