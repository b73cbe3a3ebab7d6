/**
 * The one date formatter of the app: every page shows dates the same way, in the browser's locale
 * (e.g. "Nov 21, 2026" in en-US, "21 Nov 2026" in en-GB). A date-only value (YYYY-MM-DD) is read as
 * that calendar day wherever the reader is; a timestamp is shown in the reader's time zone.
 *
 * Each formatter is built once, on first use: `toLocaleString` builds a new one on every call, and the first one of
 * a page loads the locale's date data, about 100 ms on a slow phone, which no page should pay before it needs a date.
 */
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

let formatters: { day: Intl.DateTimeFormat; calendarDay: Intl.DateTimeFormat; moment: Intl.DateTimeFormat } | null = null;

function dateFormatters() {
  formatters ??= {
    day: new Intl.DateTimeFormat(undefined, DAY),
    calendarDay: new Intl.DateTimeFormat(undefined, { ...DAY, timeZone: 'UTC' }),
    moment: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  };
  return formatters;
}

export function formatDate(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return fallback;
  return (dateOnly ? dateFormatters().calendarDay : dateFormatters().day).format(date);
}

/** A moment with its time: "Nov 21, 2026, 3:04 PM" in en-US. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : dateFormatters().moment.format(date);
}
