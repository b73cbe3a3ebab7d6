import { describe, expect, it } from 'vitest';
import { countOf } from './format-count.ts';

describe('countOf', () => {
  it('says a total with its noun, thousands grouped, and "About" when it is an estimate', () => {
    expect(countOf(1, 'candidate')).toBe('1 candidate');
    expect(countOf(0, 'candidate')).toBe('0 candidates');
    expect(countOf(12_400, 'candidate')).toBe('12,400 candidates');
    expect(countOf(12_000, 'user', { estimate: true })).toBe('About 12,000 users');
  });
});
