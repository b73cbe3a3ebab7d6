import { describe, expect, it } from 'vitest';
import { activityText } from './activity-text.ts';

const row = {
  applicationId: 'a',
  jobId: 'j',
  jobTitle: 'Data Analyst',
  candidate: { id: 'c', name: 'Ivo Novak' },
  from: null,
  side: 'candidate' as const,
  at: '2026-11-23T10:00:00Z',
};

describe('activityText', () => {
  it('says what each move means', () => {
    expect(activityText({ ...row, to: 'Applied' })).toBe('Ivo Novak applied to Data Analyst');
    expect(activityText({ ...row, to: 'Hired', from: 'ApplicationAccepted', side: 'employer' })).toBe(
      'Ivo Novak was hired for Data Analyst',
    );
    expect(activityText({ ...row, to: 'InvitationRejected', from: 'Invited' })).toBe('Ivo Novak declined the invitation to Data Analyst');
  });
});
