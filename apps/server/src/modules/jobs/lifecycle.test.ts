import { describe, expect, it } from 'vitest';
import { JOB_STATUSES, type JobStatus } from '@talentmatch/shared/jobs';
import { ConflictError } from '../../platform/errors.ts';
import { allowedTransitions, assertTransition, effectiveStatus, opensJob } from './lifecycle.ts';

const ALLOWED: Array<[JobStatus, JobStatus]> = [
  ['draft', 'open'],
  ['open', 'paused'],
  ['open', 'closed'],
  ['open', 'filled'],
  ['paused', 'open'],
  ['paused', 'closed'],
  ['paused', 'filled'],
];
const allowed = new Set(ALLOWED.map(([from, to]) => `${from}→${to}`));
const REFUSED = JOB_STATUSES.flatMap((from) => JOB_STATUSES.map((to) => [from, to] as [JobStatus, JobStatus])).filter(
  ([from, to]) => !allowed.has(`${from}→${to}`),
);

describe('job lifecycle transitions', () => {
  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(() => assertTransition(from, to)).not.toThrow();
    expect(allowedTransitions(from)).toContain(to);
  });

  it.each(REFUSED)('refuses %s → %s with a 409 and a clear message', (from, to) => {
    let error: unknown;
    try {
      assertTransition(from, to);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConflictError);
    const conflict = error as ConflictError;
    expect(conflict.statusCode).toBe(409);
    expect(conflict.detail).toMatch(/\.$/);
    if (from === to) expect(conflict.detail).toBe(`This job is already ${from}.`);
    if (from !== to && (from === 'closed' || from === 'filled')) expect(conflict.detail).toContain('Copy it to post it again.');
    if (from === 'draft' && to !== 'draft') expect(conflict.detail).toBe('A draft can only be published; publish it first.');
  });

  it('covers all 25 pairs', () => {
    expect(ALLOWED.length + REFUSED.length).toBe(25);
  });

  it('counts only moves into open against the plan', () => {
    expect(opensJob('draft', 'open')).toBe(true);
    expect(opensJob('paused', 'open')).toBe(true);
    expect(opensJob('open', 'paused')).toBe(false);
    expect(opensJob('open', 'closed')).toBe(false);
  });
});

describe('effective status', () => {
  const today = '2030-06-15';
  it('reads open or paused past the closing date as closed', () => {
    expect(effectiveStatus({ status: 'open', closingDate: '2030-06-14' }, today)).toBe('closed');
    expect(effectiveStatus({ status: 'paused', closingDate: '2030-06-14' }, today)).toBe('closed');
  });
  it('keeps the job open through its closing day and without a date', () => {
    expect(effectiveStatus({ status: 'open', closingDate: '2030-06-15' }, today)).toBe('open');
    expect(effectiveStatus({ status: 'open', closingDate: null }, today)).toBe('open');
  });
  it('leaves drafts, filled and closed jobs alone', () => {
    expect(effectiveStatus({ status: 'draft', closingDate: '2020-01-01' }, today)).toBe('draft');
    expect(effectiveStatus({ status: 'filled', closingDate: '2020-01-01' }, today)).toBe('filled');
  });
});
