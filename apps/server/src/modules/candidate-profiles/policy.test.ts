import type { Actor } from '../../platform/auth/actor.ts';
import { describe, expect, it } from 'vitest';
import { can } from './policy.ts';

describe('view', () => {
  const employer: Actor = { userId: 'e', roles: ['Employer'], companyId: 'c1' };
  it('lets an employer of a company see a visible candidate only', () => {
    expect(can(employer, 'view', { visibility: 'visible' })).toBe(true);
    expect(can(employer, 'view', { visibility: 'hidden' })).toBe(false);
    expect(can(employer, 'view', null)).toBe(false);
    expect(can({ ...employer, companyId: null }, 'view', { visibility: 'visible' })).toBe(false);
  });
  it('lets an administrator see hidden candidates, and nobody else', () => {
    expect(can({ userId: 'a', roles: ['Administrator'], companyId: null }, 'view', { visibility: 'hidden' })).toBe(true);
    expect(can({ userId: 'c', roles: ['Candidate'], companyId: null }, 'view', { visibility: 'visible' })).toBe(false);
  });
});
