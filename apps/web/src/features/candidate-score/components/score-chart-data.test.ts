import { describe, expect, it } from 'vitest';
import { dailyScoreSeries, reasonLabel } from './score-chart-data.ts';

const entry = (createdAt: string, score: number) => ({
  score,
  createdAt,
  reason: 'skill-added',
  components: { profile: 0, skills: 0, experience: 0, education: 0, training: 0, feedback: 0 },
});

describe('dailyScoreSeries', () => {
  it('keeps the last score of each day, in order', () => {
    const rows = dailyScoreSeries([
      entry('2026-03-01T09:00:00Z', 10),
      entry('2026-03-01T10:00:00Z', 14),
      entry('2026-03-04T08:00:00Z', 30),
    ]);
    expect(rows).toEqual([
      { date: 'Mar 1', Score: 14 },
      { date: 'Mar 4', Score: 30 },
    ]);
  });
  it('is empty without history', () => {
    expect(dailyScoreSeries([])).toEqual([]);
  });
});

describe('reasonLabel', () => {
  it('words the known reasons and falls back to the code', () => {
    expect(reasonLabel('resume-uploaded')).toBe('Resume uploaded');
    expect(reasonLabel('training-completed')).toBe('Career advice completed');
    expect(reasonLabel('some-new-reason')).toBe('some new reason');
  });
});
