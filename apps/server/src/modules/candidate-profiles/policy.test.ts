import { describe, expect, it } from 'vitest';
import { canEditCandidateSkill, canViewCandidate } from './policy.ts';

describe('canViewCandidate', () => {
  const employer = { roles: ['Employer' as const], companyId: 'c1' };
  it('lets an employer of a company see a visible candidate only', () => {
    expect(canViewCandidate(employer, { visibility: 'visible' })).toBe(true);
    expect(canViewCandidate(employer, { visibility: 'hidden' })).toBe(false);
    expect(canViewCandidate(employer, null)).toBe(false);
    expect(canViewCandidate({ ...employer, companyId: null }, { visibility: 'visible' })).toBe(false);
  });
  it('lets an administrator see hidden candidates, and nobody else', () => {
    expect(canViewCandidate({ roles: ['Administrator'], companyId: null }, { visibility: 'hidden' })).toBe(true);
    expect(canViewCandidate({ roles: ['Candidate'], companyId: null }, { visibility: 'visible' })).toBe(false);
  });
});

describe('canEditCandidateSkill', () => {
  it('allows the owner and administrators', () => {
    expect(canEditCandidateSkill({ userId: 'u1', roles: ['Candidate'] }, { userId: 'u1' })).toBe(true);
    expect(canEditCandidateSkill({ userId: 'u2', roles: ['Candidate'] }, { userId: 'u1' })).toBe(false);
    expect(canEditCandidateSkill({ userId: 'a', roles: ['Administrator'] }, { userId: 'u1' })).toBe(true);
  });
});
