import { daysBetween, maxReportEnd, REPORT_GROUPINGS, type ReportGrouping } from '@talentmatch/shared/reports';
import { calendarDayIn } from '../../../lib/format-date.ts';

export interface ReportParams {
  from: string;
  to: string;
  groupBy: ReportGrouping;
}

export const PRESETS = [
  { value: 'last7', label: 'Last 7 days' },
  { value: 'last30', label: 'Last 30 days' },
  { value: 'last90', label: 'Last 90 days' },
  { value: 'thisMonth', label: 'This month' },
  { value: 'lastMonth', label: 'Last month' },
  { value: 'thisYear', label: 'This year' },
  { value: 'last12Months', label: 'Last 12 months' },
  { value: 'custom', label: 'Custom range' },
] as const;
export type Preset = (typeof PRESETS)[number]['value'];

export const GROUPINGS: { value: ReportGrouping; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400_000));

/** Today's date (YYYY-MM-DD) in the reports' time zone. */
export const todayIn = (timeZone: string, now = new Date()): string => calendarDayIn(timeZone, now);

/** The range of a preset, ending today (inclusive). */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const monthStart = (year: number, month: number) => iso(new Date(Date.UTC(year, month - 1, 1)));
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: monthStart(y, m), to: today };
    case 'lastMonth':
      return { from: monthStart(y, m - 1), to: addDays(monthStart(y, m), -1) };
    case 'thisYear':
      return { from: `${y}-01-01`, to: today };
    case 'last12Months':
      return { from: monthStart(y, m - 11), to: today };
  }
}

/** What the page reads from its address: preset (default last 30 days), custom dates and grouping. */
export function paramsFromSearch(search: URLSearchParams, today: string): ReportParams & { preset: Preset } {
  const groupBy = (REPORT_GROUPINGS as readonly string[]).includes(search.get('groupBy') ?? '')
    ? (search.get('groupBy') as ReportGrouping)
    : 'day';
  const presetValue = search.get('preset');
  const preset: Preset = PRESETS.some((p) => p.value === presetValue) ? (presetValue as Preset) : 'last30';
  if (preset === 'custom') {
    const from = search.get('from') ?? addDays(today, -29);
    const to = search.get('to') ?? today;
    return { preset, from, to, groupBy };
  }
  return { preset, ...presetRange(preset, today), groupBy };
}

/** A problem with a custom range, in the words the server would use; null when fine. */
export function rangeProblem(from: string, to: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'Choose a start and an end date.';
  if (daysBetween(from, to) < 0) return 'The end date must not be before the start date.';
  if (to > maxReportEnd(from)) return 'A report covers at most 5 years.';
  return null;
}

export const formatShare = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)}%`);
export const formatMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
