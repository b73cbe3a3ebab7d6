/**
 * The one date formatter of the app: every page shows dates the same way, in the browser's locale
 * (e.g. "Nov 21, 2026" in en-US, "21 Nov 2026" in en-GB). A date-only value (YYYY-MM-DD) is read as
 * that calendar day wherever the reader is; a timestamp is shown in the reader's time zone.
 * Nothing else in the app formats a date (`npm run lint` checks it: lint/no-direct-date-format.grit).
 *
 * Each formatter is built once, on first use: `toLocaleString` builds a new one on every call, and the first one of
 * a page loads the locale's date data, about 100 ms on a slow phone, which no page should pay before it needs a date.
 */
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const MONTH_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

const STYLES = {
  day: DAY,
  calendarDay: { ...DAY, timeZone: 'UTC' },
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  monthDay: MONTH_DAY,
  calendarMonthDay: { ...MONTH_DAY, timeZone: 'UTC' },
  weekday: { weekday: 'short' },
  longDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const formatters: Partial<Record<Style, Intl.DateTimeFormat>> = {};

function formatter(style: Style): Intl.DateTimeFormat {
  formatters[style] ??= new Intl.DateTimeFormat(undefined, STYLES[style]);
  return formatters[style];
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parse(value: string | Date): { date: Date; dateOnly: boolean } | null {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(dateOnly ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

/** "Nov 21, 2026": a calendar day (YYYY-MM-DD) as that day, a timestamp as the reader's day. */
export function formatDate(value: string | null | undefined, fallback = '—'): string {
  const parsed = value ? parse(value) : null;
  if (!parsed) return fallback;
  return formatter(parsed.dateOnly ? 'calendarDay' : 'day').format(parsed.date);
}

/** A moment with its time: "Nov 21, 2026, 3:04 PM" in en-US. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  const parsed = value ? parse(value) : null;
  return parsed ? formatter('moment').format(parsed.date) : fallback;
}

/** A position or a course: "Mar 1, 2021 – present", "Mar 1, 2021 – Jun 30, 2023". */
export function formatPeriod(start: string, end: string | null, isCurrent = end === null): string {
  return `${formatDate(start)} – ${isCurrent ? 'present' : formatDate(end)}`;
}

/** "Nov 21" (a chart's axis): a calendar day as that day, a timestamp as the reader's day. */
export function formatMonthDay(value: string | Date): string {
  const parsed = parse(value);
  if (!parsed) return '';
  return formatter(parsed.dateOnly ? 'calendarMonthDay' : 'monthDay').format(parsed.date);
}

/** "3:04 PM" in the reader's time zone. */
export function formatTime(value: string | Date): string {
  const parsed = parse(value);
  return parsed ? formatter('time').format(parsed.date) : '';
}

/** "Mon". */
export function formatWeekday(value: string | Date): string {
  const parsed = parse(value);
  return parsed ? formatter('weekday').format(parsed.date) : '';
}

/** "Monday, November 21, 2026" (a day divider). */
export function formatLongDay(value: string | Date): string {
  const parsed = parse(value);
  return parsed ? formatter('longDay').format(parsed.date) : '';
}

/** Today's calendar day (YYYY-MM-DD) in a time zone, for date inputs and report ranges (not for display). */
export function calendarDayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

const ZONED = {
  moment: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  time: { hour: 'numeric', minute: '2-digit' },
  day: { weekday: 'short', month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

function formatIn(value: string | Date, timeZone: string, style: keyof typeof ZONED): string {
  const parsed = parse(value);
  if (!parsed) return '';
  const key = `${style} ${timeZone}`;
  let zoned = zonedFormatters.get(key);
  if (!zoned) {
    try {
      zoned = new Intl.DateTimeFormat(undefined, { ...ZONED[style], timeZone });
    } catch {
      zoned = new Intl.DateTimeFormat(undefined, { ...ZONED[style], timeZone: 'UTC' });
    }
    zonedFormatters.set(key, zoned);
  }
  return zoned.format(parsed.date);
}

/** A moment in a chosen time zone, with the zone's name: "Mon, Dec 7, 2026, 10:00 AM CET" (interviews). */
export const formatMomentIn = (value: string | Date, timeZone: string) => formatIn(value, timeZone, 'moment');
/** "10:00 AM" in a chosen time zone. */
export const formatTimeIn = (value: string | Date, timeZone: string) => formatIn(value, timeZone, 'time');
/** "Mon, Dec 7" in a chosen time zone (a column of the week view). */
export const formatDayIn = (value: string | Date, timeZone: string) => formatIn(value, timeZone, 'day');
