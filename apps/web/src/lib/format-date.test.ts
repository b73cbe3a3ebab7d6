import { describe, expect, it } from 'vitest';
import { calendarDayIn, formatDate, formatDateTime, formatMonthDay, formatPeriod, formatTime } from './format-date.ts';

describe('formatDate and formatDateTime', () => {
  it("show a calendar day as that day wherever the reader is, and a moment in the reader's locale", () => {
    const reader = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    expect(formatDate('2026-11-21')).toBe(reader.format(new Date(2026, 10, 21)));
    const at = '2026-11-21T15:04:00Z';
    expect(formatDate(at)).toBe(reader.format(new Date(at)));
    expect(formatDateTime(at)).toBe(new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
  });

  it('say the fallback for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date', 'never')).toBe('never');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('soon', 'n/a')).toBe('n/a');
  });
});

describe('the other shapes of a date', () => {
  it('say a period with "present", a chart day and a time in the reader’s locale', () => {
    const day = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    expect(formatPeriod('2021-03-01', null)).toBe(`${day.format(new Date(2021, 2, 1))} – present`);
    expect(formatPeriod('2021-03-01', '2023-06-30', false)).toBe(
      `${day.format(new Date(2021, 2, 1))} – ${day.format(new Date(2023, 5, 30))}`,
    );
    expect(formatMonthDay('2026-01-02')).toBe(
      new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(new Date(2026, 0, 2)),
    );
    expect(formatTime('2026-01-02T10:05:00')).toBe(
      new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date('2026-01-02T10:05:00')),
    );
    expect(calendarDayIn('Pacific/Kiritimati', new Date('2026-01-01T12:00:00Z'))).toBe('2026-01-02');
    expect(calendarDayIn('Not/AZone', new Date('2026-01-01T12:00:00Z'))).toBe('2026-01-01');
  });
});
