import type { ScoreHistoryEntry } from '@talentmatch/shared/score';
import { formatMonthDay, formatTime } from '../../../lib/format-date.ts';

export interface ScoreTrainingRow {
  date: string;
  Score: number;
  Training: number;
}

/**
 * The whole score and, drawn apart, its training component. Over several days: one point per day (the
 * day's last entry); within one day every change, labelled with its time, so a first day is not a lone dot.
 */
export function scoreWithTraining(history: ScoreHistoryEntry[]): ScoreTrainingRow[] {
  const days = new Set(history.map((e) => e.createdAt.slice(0, 10)));
  if (days.size <= 1) {
    return history.map((e) => ({
      date: `${formatMonthDay(e.createdAt)}, ${formatTime(e.createdAt)}`,
      Score: e.score,
      Training: e.components.training ?? 0,
    }));
  }
  const byDay = new Map<string, ScoreTrainingRow>();
  for (const entry of history) {
    const day = entry.createdAt.slice(0, 10);
    byDay.set(day, { date: formatMonthDay(day), Score: entry.score, Training: entry.components.training ?? 0 });
  }
  return [...byDay.values()];
}

/** Completed items per day and the running total. */
export function completionSeries(days: Array<{ date: string; count: number; total: number }>) {
  return days.map((d) => ({ date: formatMonthDay(d.date), Completed: d.count, Total: d.total }));
}
