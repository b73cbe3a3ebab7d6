import { type SQL, sql } from 'drizzle-orm';
import type { ReportGrouping } from '@talentmatch/shared/reports';

/**
 * The time frame of a report in SQL: the range [from 00:00, to + 1 day 00:00) in the site time zone
 * as two timestamptz expressions, the period of a timestamp (date_trunc in that zone; weeks start on
 * Monday), and the list of periods.
 */
export interface ReportFrame {
  start: SQL;
  end: SQL;
  /** local midnight of `day` (YYYY-MM-DD) as a timestamptz */
  startOfDay(day: string): SQL;
  /** the first day of the period `at` (timestamptz) falls in, as a date */
  periodOf(at: SQL): SQL;
  /** the first day of the period a local `day` (date) falls in */
  periodOfDay(day: SQL): SQL;
  /** a subquery `period` (date), one row per period of the range, in order */
  periods: SQL;
}

const UNITS: Record<ReportGrouping, string> = { day: 'day', week: 'week', month: 'month' };

export function reportFrame(input: { from: string; to: string; groupBy: ReportGrouping; timeZone: string }): ReportFrame {
  const unit = sql.raw(`'${UNITS[input.groupBy]}'`);
  const step = sql.raw(`interval '1 ${UNITS[input.groupBy]}'`);
  const tz = input.timeZone;
  return {
    start: sql`(${input.from}::date::timestamp at time zone ${tz}::text)`,
    end: sql`((${input.to}::date + 1)::timestamp at time zone ${tz}::text)`,
    startOfDay: (day) => sql`(${day}::date::timestamp at time zone ${tz}::text)`,
    periodOf: (at) => sql`date_trunc(${unit}, ${at} at time zone ${tz}::text)::date`,
    periodOfDay: (day) => sql`date_trunc(${unit}, ${day}::timestamp)::date`,
    periods: sql`select g::date as period
      from generate_series(date_trunc(${unit}, ${input.from}::date::timestamp), ${input.to}::date::timestamp, ${step}) as g`,
  };
}

/** A report's rows come back from both drivers as strings or numbers: one reader. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const day = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
