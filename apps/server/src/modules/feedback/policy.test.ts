import { describe, expect, it } from 'vitest';
import { canReview, canSubmit, isTeamOf } from './policy.ts';

describe('feedback policy', () => {
  const row = { companyId: 'c1' };
  it('the job company’s employers are its team; others, candidates and administrators are not', () => {
    expect(isTeamOf({ userId: 'u', roles: ['Employer'], companyId: 'c1' }, row)).toBe(true);
    expect(isTeamOf({ userId: 'u', roles: ['Employer', 'AccountManager'], companyId: 'c2' }, row)).toBe(false);
    expect(isTeamOf({ userId: 'u', roles: ['Employer'], companyId: null }, row)).toBe(false);
    expect(isTeamOf({ userId: 'u', roles: ['Administrator'], companyId: 'c1' }, row)).toBe(false);
  });
  it('feedback is given while pending or after a rejection, and reviewed only while submitted', () => {
    expect(['pending', 'submitted', 'approved', 'rejected'].filter((status) => canSubmit({ status }))).toEqual(['pending', 'rejected']);
    expect(['pending', 'submitted', 'approved', 'rejected'].filter((status) => canReview({ status }))).toEqual(['submitted']);
  });
});
