import { describe, expect, it } from 'vitest';
import { makeToken } from '../../test/tokens.ts';
import { decodeToken } from './token-store.ts';
import { decideAccess, needsCompanyFirst } from './guard-rules.ts';
import type { AccessTokenClaims } from '@talentmatch/shared/access-token';

function session(claims: Partial<AccessTokenClaims> | null, options: { expired?: boolean; refresh?: boolean } = {}) {
  const full = claims ? decodeToken(makeToken(claims)) : null;
  const roles = full ? (Array.isArray(full.role) ? full.role : [full.role]) : [];
  return {
    loggedIn: options.refresh ?? Boolean(claims),
    claims: full,
    roles,
    accessExpired: options.expired ?? !claims,
  };
}

const admin = { requiresAuth: true, roles: ['Administrator'] } as const;

describe('route guard (§5)', () => {
  it('lets anyone open a public route', () => {
    expect(decideAccess({ pathname: '/register' }, undefined, session(null))).toEqual({ kind: 'allow' });
  });

  it('sends a visitor who is not logged in to login with a redirect', () => {
    expect(decideAccess({ pathname: '/admin/jobs', search: '?page=2' }, admin, session(null))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fadmin%2Fjobs%3Fpage%3D2',
    });
  });

  it('sends a user with an expired token and no refresh token to login with a redirect', () => {
    const s = session({ role: 'Administrator' }, { expired: true, refresh: false });
    expect(decideAccess({ pathname: '/admin/jobs' }, admin, s)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fadmin%2Fjobs' });
  });

  it('refreshes first when the token is expired and a refresh token exists', () => {
    const s = session({ role: 'Administrator' }, { expired: true, refresh: true });
    expect(decideAccess({ pathname: '/admin/jobs' }, admin, s)).toEqual({ kind: 'refresh' });
  });

  it('sends a logged-in user with the wrong role to /', () => {
    expect(decideAccess({ pathname: '/admin/dashboard' }, admin, session({ role: 'Candidate' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('allows a user holding one of the allowed roles (role claim as a list)', () => {
    const access = { requiresAuth: true, roles: ['Administrator', 'Candidate'] } as const;
    expect(decideAccess({ pathname: '/candidate/training/view' }, access, session({ role: ['Administrator'] }))).toEqual({
      kind: 'allow',
    });
    expect(
      decideAccess(
        { pathname: '/employer/jobs' },
        { requiresAuth: true, roles: ['Employer'] },
        session({ role: ['Employer', 'AccountManager'] }),
      ),
    ).toEqual({ kind: 'allow' });
  });

  it('does not check AccountManager: an Employer passes a route listing Employer and AccountManager', () => {
    const access = { requiresAuth: true, roles: ['Employer', 'AccountManager', 'Administrator'] } as const;
    expect(decideAccess({ pathname: '/subscription/add-payment' }, access, session({ role: 'Employer' }))).toEqual({ kind: 'allow' });
    expect(decideAccess({ pathname: '/subscription/add-payment' }, access, session({ role: 'AccountManager' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a user who has not accepted the terms to /termsofuse', () => {
    expect(
      decideAccess(
        { pathname: '/candidate/dashboard' },
        { requiresAuth: true, roles: ['Candidate'] },
        session({ role: 'Candidate', terms: 0 }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/termsofuse?redirect=%2Fcandidate%2Fdashboard',
    });
  });

  it('lets a user who has not accepted the terms open /logout and /subscription/create', () => {
    const s = session({ role: 'Employer', terms: 0 });
    expect(decideAccess({ pathname: '/logout' }, { requiresAuth: true }, s)).toEqual({ kind: 'allow' });
    expect(decideAccess({ pathname: '/subscription/create' }, { requiresAuth: true, roles: ['Employer', 'Administrator'] }, s)).toEqual({
      kind: 'allow',
    });
    expect(decideAccess({ pathname: '/termsofuse' }, { requiresAuth: true }, s)).toEqual({ kind: 'allow' });
  });
});

describe('the half-registered employer', () => {
  const noCompany = session({ sub: 'u1', role: 'Employer', companyId: null, terms: 1 });
  it('leads every employer and subscription page to the company step', () => {
    expect(needsCompanyFirst('/employer/jobs', noCompany)).toBe(true);
    expect(needsCompanyFirst('/employer/dashboard', noCompany)).toBe(true);
    expect(needsCompanyFirst('/subscription/create', noCompany)).toBe(true);
    expect(needsCompanyFirst('/welcome', noCompany)).toBe(false);
  });
  it('leaves employers of a company, administrators and expired sessions alone', () => {
    expect(needsCompanyFirst('/employer/jobs', session({ sub: 'u2', role: 'Employer', companyId: 'c1', terms: 1 }))).toBe(false);
    expect(needsCompanyFirst('/subscription/create', session({ sub: 'u3', role: 'Administrator', companyId: null, terms: 1 }))).toBe(false);
    expect(
      needsCompanyFirst('/employer/jobs', session({ sub: 'u1', role: 'Employer', companyId: null, terms: 1 }, { expired: true })),
    ).toBe(false);
  });
});
