import { required } from '@talentmatch/shared/required';
import { HIRING_STATUSES, type HiringActor, type HiringStatus } from '@talentmatch/shared/hiring';
import { describe, expect, it } from 'vitest';
import { confirmQuestion, hiringActions, hiringActionsFor } from './hiring-actions.ts';

const labels = (status: HiringStatus, side: HiringActor) => hiringActionsFor(status, side).map((a) => a.label);

describe('hiringActionsFor: the buttons each side sees per status', () => {
  it('offers the candidate accept/decline on an invitation and withdraw while in play', () => {
    expect(labels('Invited', 'candidate')).toEqual(['Accept invitation', 'Decline invitation']);
    expect(labels('Applied', 'candidate')).toEqual(['Withdraw']);
    expect(labels('InvitationAccepted', 'candidate')).toEqual(['Withdraw']);
    expect(labels('ApplicationAccepted', 'candidate')).toEqual(['Withdraw']);
  });

  it('offers the employer accept/reject on an application, then reject or hire', () => {
    expect(labels('Invited', 'employer')).toEqual([]);
    expect(labels('Applied', 'employer')).toEqual(['Accept', 'Reject']);
    expect(labels('ApplicationAccepted', 'employer')).toEqual(['Reject', 'Mark hired']);
    expect(labels('InvitationAccepted', 'employer')).toEqual(['Reject', 'Mark hired']);
  });

  it('offers nothing to either side once a row is final', () => {
    for (const status of ['InvitationRejected', 'ApplicationRejected', 'Withdrawn', 'Hired'] as const) {
      expect(labels(status, 'candidate')).toEqual([]);
      expect(labels(status, 'employer')).toEqual([]);
    }
  });

  it('asks for confirmation exactly before the moves that cannot be undone', () => {
    const confirmed = HIRING_STATUSES.flatMap((s) => [...hiringActionsFor(s, 'candidate'), ...hiringActionsFor(s, 'employer')])
      .filter((a) => a.confirm)
      .map((a) => a.label);
    expect(new Set(confirmed)).toEqual(new Set(['Decline invitation', 'Withdraw', 'Reject', 'Mark hired']));
    expect(hiringActionsFor('Invited', 'candidate').find((a) => a.label === 'Accept invitation')?.confirm).toBe(false);
    expect(hiringActionsFor('Applied', 'employer').find((a) => a.label === 'Accept')?.confirm).toBe(false);
  });

  it('never turns the starting statuses into buttons, whatever the server lists', () => {
    expect(hiringActions(['Invited', 'Applied', 'Withdrawn'], 'candidate').map((a) => a.status)).toEqual(['Withdrawn']);
  });

  it('names the job and the candidate in the confirmation', () => {
    const [, reject] = hiringActionsFor('Applied', 'employer');
    const question = confirmQuestion(required(reject), { jobTitle: 'Data Analyst', candidateName: 'Priya Raman' });
    expect(question.title).toBe('Reject Priya Raman?');
    expect(question.text).toContain('“Data Analyst”');
    const [withdraw] = hiringActionsFor('Applied', 'candidate');
    expect(confirmQuestion(required(withdraw), { jobTitle: 'Data Analyst' }).text).toContain('cannot apply to this job again');
  });
});
