import { describe, expect, it } from 'vitest';
import { completionSeries, scoreWithTraining } from './report-data.ts';

const entry = (createdAt: string, score: number, training: number) => ({
  score,
  reason: 'x',
  createdAt,
  components: { profile: 0, skills: 0, experience: 0, education: 0, training, feedback: 0 },
});

describe('training report data', () => {
  it('keeps the last entry of each day and draws the training component apart', () => {
    const rows = scoreWithTraining([
      entry('2026-05-01T08:00:00Z', 10, 0),
      entry('2026-05-01T09:00:00Z', 13, 3),
      entry('2026-05-03T09:00:00Z', 16, 6),
    ]);
    expect(rows).toEqual([
      { date: 'May 1', Score: 13, Training: 3 },
      { date: 'May 3', Score: 16, Training: 6 },
    ]);
  });
  it('shows every change of a single day with its time', () => {
    const rows = scoreWithTraining([entry('2026-05-01T08:00:00Z', 10, 0), entry('2026-05-01T09:30:00Z', 13, 3)]);
    // the time in the reader's own clock and time zone
    const time = (at: string) => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(at));
    expect(rows).toEqual([
      { date: `May 1, ${time('2026-05-01T08:00:00Z')}`, Score: 10, Training: 0 },
      { date: `May 1, ${time('2026-05-01T09:30:00Z')}`, Score: 13, Training: 3 },
    ]);
  });
  it('labels completions per day with the running total', () => {
    expect(completionSeries([{ date: '2026-05-02', count: 2, total: 2 }])).toEqual([{ date: 'May 2', Completed: 2, Total: 2 }]);
  });
});
