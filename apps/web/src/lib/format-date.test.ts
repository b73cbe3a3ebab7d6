import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

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
