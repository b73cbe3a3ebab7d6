import { SCORE_COMPONENT_LABELS, SCORE_COMPONENTS, type ScoreHistoryEntry } from '@talentmatch/shared/score';
import { formatMonthDay } from '../../../lib/format-date.ts';

export interface ScoreChartRow {
  date: string;
  Score: number;
}

/**
 * One chart point per day (the day's last score), so a burst of edits does not crowd the axis;
 * the table below the chart keeps every change.
 */
export function dailyScoreSeries(history: ScoreHistoryEntry[]): ScoreChartRow[] {
  const byDay = new Map<string, ScoreChartRow>();
  for (const entry of history) {
    const day = entry.createdAt.slice(0, 10);
    byDay.set(day, { date: formatMonthDay(day), Score: entry.score });
  }
  return [...byDay.values()];
}

const REASONS: Record<string, string> = {
  'profile-created': 'Profile created',
  'profile-updated': 'Profile updated',
  'photo-uploaded': 'Photo added',
  'photo-deleted': 'Photo removed',
  'resume-uploaded': 'Resume uploaded',
  'resume-deleted': 'Resume deleted',
  'skill-added': 'Skill added',
  'skill-updated': 'Skill updated',
  'skill-removed': 'Skill removed',
  'skill-merged': 'Skill catalogue merge',
  'job-added': 'Job experience added',
  'job-updated': 'Job experience updated',
  'job-removed': 'Job experience removed',
  'education-added': 'Education added',
  'education-updated': 'Education updated',
  'education-removed': 'Education removed',
  'training-completed': 'Career advice completed',
};

export function reasonLabel(reason: string): string {
  return REASONS[reason] ?? reason.replace(/-/g, ' ');
}

export const COMPONENT_COLUMNS = SCORE_COMPONENTS.map((key) => ({ key, label: SCORE_COMPONENT_LABELS[key] }));
