import { describe, expect, it } from 'vitest';
import { scoreMessagesBody, scoreRangeProblems, SCORE_WEIGHTS } from './score.ts';

const r = (minScore: number, maxScore: number) => ({ minScore, maxScore });

describe('scoreRangeProblems', () => {
  it('accepts ranges that cover 0–100 exactly, in any order', () => {
    expect(scoreRangeProblems([r(50, 100), r(0, 24), r(25, 49)])).toEqual([]);
    expect(scoreRangeProblems([r(0, 100)])).toEqual([]);
  });
  it('names a gap at the start, in the middle and at the end', () => {
    expect(scoreRangeProblems([r(10, 100)])).toEqual(['Scores 0–9 have no message.']);
    expect(scoreRangeProblems([r(0, 40), r(45, 100)])).toEqual(['Scores 41–44 have no message.']);
    expect(scoreRangeProblems([r(0, 90)])).toEqual(['Scores 91–100 have no message.']);
  });
  it('names overlapping ranges', () => {
    expect(scoreRangeProblems([r(0, 50), r(50, 100)])).toEqual(['The ranges 0–50 and 50–100 overlap.']);
  });
  it('refuses a range that ends before it starts, and an empty set', () => {
    expect(scoreRangeProblems([r(60, 40), r(0, 100)])).toEqual(['The range 60–40 ends before it starts.']);
    expect(scoreRangeProblems([])).toHaveLength(1);
  });
  it('is applied by the body schema', () => {
    const result = scoreMessagesBody.safeParse({ messages: [{ minScore: 0, maxScore: 60, title: 'Hi', message: 'There' }] });
    expect(result.success).toBe(false);
  });
});

describe('SCORE_WEIGHTS', () => {
  it('add up to 100', () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
});
