import type { Actor } from '../../platform/auth/actor.ts';
import { describe, expect, it } from 'vitest';
import { can } from './policy.ts';

const job = { companyId: 'c1' };
const employer: Actor = { userId: 'e1', roles: ['Employer'], companyId: 'c1' };
const otherEmployer: Actor = { userId: 'e2', roles: ['Employer'], companyId: 'c2' };
const admin: Actor = { userId: 'a', roles: ['Administrator'], companyId: null };
const candidate: Actor = { userId: 'c', roles: ['Candidate'], companyId: null };

describe('view', () => {
  it("lets the company's employers and administrators read a job", () => {
    expect(can(employer, 'view', job)).toBe(true);
    expect(can(admin, 'view', job)).toBe(true);
  });
  it('keeps other companies, candidates and employers without a company out', () => {
    expect(can(otherEmployer, 'view', job)).toBe(false);
    expect(can(candidate, 'view', job)).toBe(false);
    expect(can({ ...employer, companyId: null }, 'view', job)).toBe(false);
  });
});

describe('edit', () => {
  it("lets only the company's employers edit", () => {
    expect(can(employer, 'edit', job)).toBe(true);
    expect(can(otherEmployer, 'edit', job)).toBe(false);
    expect(can(admin, 'edit', job)).toBe(false);
    expect(can(candidate, 'edit', job)).toBe(false);
  });
});

describe('close', () => {
  it('lets the company and administrators close', () => {
    expect(can(employer, 'close', job)).toBe(true);
    expect(can(admin, 'close', job)).toBe(true);
    expect(can(otherEmployer, 'close', job)).toBe(false);
    expect(can(candidate, 'close', job)).toBe(false);
  });
});
