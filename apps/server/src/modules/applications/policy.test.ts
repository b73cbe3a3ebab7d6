import { describe, expect, it } from 'vitest';
import { can, hiringSide, movesFor } from './policy.ts';

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

describe('read', () => {
  it('lets the candidate, every employer of the company and administrators read', () => {
    for (const viewer of [candidate, employer, manager, admin]) expect(can(viewer, 'read', application)).toBe(true);
  });
  it('keeps other candidates, other companies and employers without a company out', () => {
    for (const viewer of [otherCandidate, otherEmployer, loneEmployer]) expect(can(viewer, 'read', application)).toBe(false);
  });
});

describe('move', () => {
  it('lets the candidate and the company’s employers move it', () => {
    expect(can(candidate, 'move', application)).toBe(true);
    expect(can(employer, 'move', application)).toBe(true);
  });
  it('refuses administrators (read only), other candidates and other companies', () => {
    for (const viewer of [admin, otherCandidate, otherEmployer, loneEmployer]) expect(can(viewer, 'move', application)).toBe(false);
  });
});

describe('manageJob', () => {
  it('is the job’s company’s employers only', () => {
    expect(can(employer, 'manageJob', { companyId: 'c1' })).toBe(true);
    expect(can(otherEmployer, 'manageJob', { companyId: 'c1' })).toBe(false);
    expect(can(admin, 'manageJob', { companyId: 'c1' })).toBe(false);
    expect(can(candidate, 'manageJob', { companyId: 'c1' })).toBe(false);
    expect(can(loneEmployer, 'manageJob', { companyId: 'c1' })).toBe(false);
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
