import { describe, expect, it } from 'vitest';
import { hasRole, homePathFor, rolesOf } from './roles.ts';

describe('role claim', () => {
  it('reads one string or a list', () => {
    expect(rolesOf('Candidate')).toEqual(['Candidate']);
    expect(rolesOf(['Employer', 'AccountManager'])).toEqual(['Employer', 'AccountManager']);
    expect(rolesOf(undefined)).toEqual([]);
    expect(hasRole(['Employer', 'AccountManager'], 'AccountManager')).toBe(true);
    expect(hasRole('Employer', 'AccountManager')).toBe(false);
  });

  it('sends each role to its area from /home', () => {
    expect(homePathFor('Administrator')).toBe('/admin/dashboard');
    expect(homePathFor(['Employer', 'AccountManager'])).toBe('/employer/dashboard');
    expect(homePathFor('Candidate')).toBe('/candidate/dashboard');
    expect(homePathFor(undefined)).toBe('/welcome');
  });
});
