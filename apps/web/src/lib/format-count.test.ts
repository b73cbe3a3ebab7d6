import { describe, expect, it } from 'vitest';
import { countOf, formatNumber } from './format-count.ts';

describe('formatNumber', () => {
  it('groups thousands as Intl does for en-US, whole numbers by hand and the rest through Intl', () => {
    const samples = [0, 7, 999, 1000, 12_400, 999_999, 1_000_000, 1_234_567_890, -1, -1234, -1_000_000, Number.MAX_SAFE_INTEGER];
    for (const n of samples) expect(formatNumber(n)).toBe(new Intl.NumberFormat('en-US').format(n));
    expect(formatNumber(12_400)).toBe('12,400');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});

describe('countOf', () => {
  it('says a total with its noun, thousands grouped, and "About" when it is an estimate', () => {
    expect(countOf(1, 'candidate')).toBe('1 candidate');
    expect(countOf(0, 'candidate')).toBe('0 candidates');
    expect(countOf(12_400, 'candidate')).toBe('12,400 candidates');
    expect(countOf(12_000, 'user', { estimate: true })).toBe('About 12,000 users');
  });
});
