import { describe, expect, it } from 'vitest';
import { canManageJobPipeline, canMoveApplication, canReadApplication, hiringSide, isCompanyEmployer, movesFor } from './policy.ts';

const candidate = { userId: 'u-cand', roles: ['Candidate' as const], companyId: null };
const otherCandidate = { userId: 'u-other', roles: ['Candidate' as const], companyId: null };
const employer = { userId: 'u-emp', roles: ['Employer' as const], companyId: 'c1' };
const manager = { userId: 'u-mgr', roles: ['Employer' as const, 'AccountManager' as const], companyId: 'c1' };
const otherEmployer = { userId: 'u-emp2', roles: ['Employer' as const], companyId: 'c2' };
const loneEmployer = { userId: 'u-emp3', roles: ['Employer' as const], companyId: null };
const admin = { userId: 'u-admin', roles: ['Administrator' as const], companyId: null };
const application = { candidateId: 'u-cand', companyId: 'c1' };

describe('hiringSide', () => {
  it('takes the side from the role', () => {
    expect(hiringSide(candidate)).toBe('candidate');
    expect(hiringSide(manager)).toBe('employer');
    expect(hiringSide(admin)).toBeNull();
  });
});

describe('canReadApplication', () => {
  it('lets the candidate, every employer of the company and administrators read', () => {
    for (const viewer of [candidate, employer, manager, admin]) expect(canReadApplication(viewer, application)).toBe(true);
  });
  it('keeps other candidates, other companies and employers without a company out', () => {
    for (const viewer of [otherCandidate, otherEmployer, loneEmployer]) expect(canReadApplication(viewer, application)).toBe(false);
    expect(canReadApplication(admin, null)).toBe(false);
  });
});

describe('canMoveApplication', () => {
  it('lets the candidate and the company’s employers move it', () => {
    expect(canMoveApplication(candidate, application)).toBe(true);
    expect(canMoveApplication(employer, application)).toBe(true);
  });
  it('refuses administrators (read only), other candidates and other companies', () => {
    for (const viewer of [admin, otherCandidate, otherEmployer, loneEmployer]) expect(canMoveApplication(viewer, application)).toBe(false);
    expect(canMoveApplication(candidate, null)).toBe(false);
  });
});

describe('canManageJobPipeline and isCompanyEmployer', () => {
  it('is the job’s company’s employers only', () => {
    expect(canManageJobPipeline(employer, { companyId: 'c1' })).toBe(true);
    expect(canManageJobPipeline(otherEmployer, { companyId: 'c1' })).toBe(false);
    expect(canManageJobPipeline(admin, { companyId: 'c1' })).toBe(false);
    expect(canManageJobPipeline(candidate, { companyId: 'c1' })).toBe(false);
    expect(canManageJobPipeline(employer, null)).toBe(false);
    expect(isCompanyEmployer(loneEmployer, { companyId: 'c1' })).toBe(false);
  });
});

describe('movesFor', () => {
  it('offers each side its own moves and readers none', () => {
    expect(movesFor(candidate, { ...application, status: 'Invited' })).toEqual(['InvitationAccepted', 'InvitationRejected']);
    expect(movesFor(employer, { ...application, status: 'Applied' })).toEqual(['ApplicationAccepted', 'ApplicationRejected']);
    expect(movesFor(employer, { ...application, status: 'Invited' })).toEqual([]);
    expect(movesFor(admin, { ...application, status: 'Applied' })).toEqual([]);
    expect(movesFor(otherEmployer, { ...application, status: 'Applied' })).toEqual([]);
    expect(movesFor(candidate, { ...application, status: 'Hired' })).toEqual([]);
  });
});
