import { describe, expect, it } from 'vitest';
import { aggregate } from './results.ts';
import { validateAnswers } from './service.ts';
import { audiencesFor, isLive } from './survey-rows.ts';

const q = (id: string, kind: 'text' | 'single' | 'multiple' | 'rating', required = false, options: string[] = []) => ({
  id,
  surveyId: 's',
  position: 0,
  kind,
  prompt: `Prompt ${id}`,
  options,
  required,
});
const questions = [q('a', 'rating', true), q('b', 'single', false, ['x', 'y']), q('c', 'multiple', false, ['x', 'y', 'z']), q('d', 'text')];

describe('survey answers', () => {
  it('stores valid answers, choices in the order offered, blanks left out', () => {
    const stored = validateAnswers(questions, [
      { questionId: 'a', value: 5 },
      { questionId: 'b', value: 'y' },
      { questionId: 'c', value: ['z', 'x'] },
      { questionId: 'd', value: '  ' },
    ]);
    expect(stored).toEqual({ a: 5, b: 'y', c: ['x', 'z'] });
  });
  it('refuses with the question named: missing required, choice not offered, rating out of range, unknown question', () => {
    const fail = (answers: Parameters<typeof validateAnswers>[1]) => {
      try {
        validateAnswers(questions, answers);
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(fail([])).toContain('Prompt a');
    expect(fail([{ questionId: 'a', value: 6 }])).toContain('Prompt a');
    expect(fail([{ questionId: 'a', value: 2.5 }])).toContain('Prompt a');
    expect(
      fail([
        { questionId: 'a', value: 3 },
        { questionId: 'b', value: 'w' },
      ]),
    ).toContain('Prompt b');
    expect(
      fail([
        { questionId: 'a', value: 3 },
        { questionId: 'c', value: ['x', 'x'] },
      ]),
    ).toContain('Prompt c');
    expect(
      fail([
        { questionId: 'a', value: 3 },
        { questionId: 'zz', value: 'x' },
      ]),
    ).toContain('not in the survey');
  });
  it('aggregates counts per option and rating, and lists texts', () => {
    const results = aggregate(questions, [
      { id: 'r1', answers: { a: 4, b: 'x', c: ['x', 'y'], d: 'Fine' } },
      { id: 'r2', answers: { a: 4, c: ['y'] } },
    ]);
    expect(results[0]).toMatchObject({ average: 4, answered: 2 });
    expect(results[1]).toMatchObject({
      counts: [
        { option: 'x', count: 1 },
        { option: 'y', count: 0 },
      ],
      answered: 1,
    });
    expect(results[2]).toMatchObject({
      counts: [
        { option: 'x', count: 1 },
        { option: 'y', count: 2 },
        { option: 'z', count: 0 },
      ],
    });
    expect(results[3]).toMatchObject({ texts: [{ responseId: 'r1', text: 'Fine' }] });
  });
  it('audiences by role and the live window', () => {
    expect(audiencesFor(['Candidate'])).toEqual(['candidates', 'both']);
    expect(audiencesFor(['Employer', 'AccountManager'])).toEqual(['employers', 'both']);
    expect(audiencesFor(['Administrator'])).toEqual([]);
    const now = new Date('2030-01-02T00:00:00Z');
    expect(isLive({ status: 'open', opensAt: null, closesAt: null }, now)).toBe(true);
    expect(isLive({ status: 'open', opensAt: new Date('2030-01-03T00:00:00Z'), closesAt: null }, now)).toBe(false);
    expect(isLive({ status: 'open', opensAt: null, closesAt: new Date('2030-01-01T00:00:00Z') }, now)).toBe(false);
    expect(isLive({ status: 'draft', opensAt: null, closesAt: null }, now)).toBe(false);
  });
});
