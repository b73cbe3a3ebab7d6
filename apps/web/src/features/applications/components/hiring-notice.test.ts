import { describe, expect, it } from 'vitest';
import { hiringNotice } from './hiring-notice.ts';

const subject = { jobTitle: 'Warehouse Lead', candidateName: 'Ana Silva' };

describe('hiringNotice', () => {
  it('says a hire filled the job and how many others were told', () => {
    const notice = hiringNotice({ status: 'Hired', side: 'employer' }, subject, { jobFilled: true, remainingRejected: 3 });
    expect(notice.title).toBe('Ana Silva hired');
    expect(notice.message).toContain('They received the hire message for “Warehouse Lead”. The job is now filled');
    expect(notice.message).toContain('The 3 other candidates in progress were told.');
  });

  it('says the job stays open when positions remain', () => {
    const notice = hiringNotice({ status: 'Hired', side: 'employer' }, subject, { jobFilled: false, remainingRejected: 0 });
    expect(notice.message).toBe('They received the hire message for “Warehouse Lead”, which stays open for its other positions.');
  });

  it('confirms an acceptance with the next step', () => {
    const notice = hiringNotice({ status: 'ApplicationAccepted', side: 'employer' }, subject, { jobFilled: false, remainingRejected: 0 });
    expect(notice).toEqual({
      title: 'Ana Silva accepted',
      message: 'They received the acceptance message for “Warehouse Lead”. Agree the next step with them in Messages.',
    });
  });
});
