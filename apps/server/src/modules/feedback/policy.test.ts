import { describe, expect, it } from 'vitest';
import { can, canReview, canSubmit } from './policy.ts';

describe('feedback policy', () => {
  const row = { companyId: 'c1' };
  it('the job company’s employers are its team; others, candidates and administrators are not', () => {
    expect(can({ userId: 'u', roles: ['Employer'], companyId: 'c1' }, 'give', row)).toBe(true);
    expect(can({ userId: 'u', roles: ['Employer', 'AccountManager'], companyId: 'c2' }, 'give', row)).toBe(false);
    expect(can({ userId: 'u', roles: ['Employer'], companyId: null }, 'give', row)).toBe(false);
    expect(can({ userId: 'u', roles: ['Administrator'], companyId: 'c1' }, 'give', row)).toBe(false);
    expect(can({ userId: 'u', roles: ['Administrator'], companyId: null }, 'read', row)).toBe(true);
    expect(can({ userId: 'u', roles: ['Employer'], companyId: 'c2' }, 'read', row)).toBe(false);
  });
  it('feedback is given while pending or after a rejection, and reviewed only while submitted', () => {
    expect(['pending', 'submitted', 'approved', 'rejected'].filter((status) => canSubmit({ status }))).toEqual(['pending', 'rejected']);
    expect(['pending', 'submitted', 'approved', 'rejected'].filter((status) => canReview({ status }))).toEqual(['submitted']);
  });
});
