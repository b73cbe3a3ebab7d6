import { describe, expect, it } from 'vitest';
import { canCloseJob, canEditJob, canViewJob } from './policy.ts';

const job = { companyId: 'c1' };
const employer = { roles: ['Employer' as const], companyId: 'c1' };
const otherEmployer = { roles: ['Employer' as const], companyId: 'c2' };
const admin = { roles: ['Administrator' as const], companyId: null };
const candidate = { roles: ['Candidate' as const], companyId: null };

describe('canViewJob', () => {
  it("lets the company's employers and administrators read a job", () => {
    expect(canViewJob(employer, job)).toBe(true);
    expect(canViewJob(admin, job)).toBe(true);
  });
  it('keeps other companies, candidates and employers without a company out', () => {
    expect(canViewJob(otherEmployer, job)).toBe(false);
    expect(canViewJob(candidate, job)).toBe(false);
    expect(canViewJob({ roles: ['Employer'], companyId: null }, job)).toBe(false);
    expect(canViewJob(employer, null)).toBe(false);
  });
});

describe('canEditJob', () => {
  it("lets only the company's employers edit", () => {
    expect(canEditJob(employer, job)).toBe(true);
    expect(canEditJob(otherEmployer, job)).toBe(false);
    expect(canEditJob(admin, job)).toBe(false);
    expect(canEditJob(candidate, job)).toBe(false);
  });
});

describe('canCloseJob', () => {
  it('lets the company and administrators close', () => {
    expect(canCloseJob(employer, job)).toBe(true);
    expect(canCloseJob(admin, job)).toBe(true);
    expect(canCloseJob(otherEmployer, job)).toBe(false);
    expect(canCloseJob(candidate, null)).toBe(false);
  });
});
