/**
 * The one date formatter of the app: every page shows dates the same way, in the browser's locale
 * (e.g. "Nov 21, 2026" in en-US, "21 Nov 2026" in en-GB). A date-only value (YYYY-MM-DD) is read as
 * that calendar day wherever the reader is; a timestamp is shown in the reader's time zone.
 *
 * Each formatter is built once, on first use: `toLocaleString` builds a new one on every call, and the first one of
 * a page loads the locale's date data, about 100 ms on a slow phone, which no page should pay before it needs a date.
 */
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

type Style = 'day' | 'calendarDay' | 'moment';
const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  day: DAY,
  calendarDay: { ...DAY, timeZone: 'UTC' },
  moment: { dateStyle: 'medium', timeStyle: 'short' },
};
const formatters: Partial<Record<Style, Intl.DateTimeFormat>> = {};

function formatter(style: Style): Intl.DateTimeFormat {
  formatters[style] ??= new Intl.DateTimeFormat(undefined, STYLES[style]);
  return formatters[style];
}

export function formatDate(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return fallback;
  return formatter(dateOnly ? 'calendarDay' : 'day').format(date);
}

/** A moment with its time: "Nov 21, 2026, 3:04 PM" in en-US. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : formatter('moment').format(date);
}
