import type { Actor } from '../../platform/auth/actor.ts';
import { describe, expect, it } from 'vitest';
import { can, candidateMayStart, employerMayStart, senderSide, type EmployerStart } from './policy.ts';

const conversation = { candidateId: 'cand-1', companyId: 'co-1' };
const candidate: Actor = { userId: 'cand-1', roles: ['Candidate'], companyId: null };
const otherCandidate: Actor = { userId: 'cand-2', roles: ['Candidate'], companyId: null };
const employer: Actor = { userId: 'emp-1', roles: ['Employer'], companyId: 'co-1' };
const manager: Actor = { userId: 'emp-2', roles: ['Employer', 'AccountManager'], companyId: 'co-1' };
const otherEmployer: Actor = { userId: 'emp-3', roles: ['Employer'], companyId: 'co-2' };
const employerWithoutCompany: Actor = { userId: 'emp-4', roles: ['Employer'], companyId: null };
const admin: Actor = { userId: 'adm-1', roles: ['Administrator'], companyId: null };

describe('read and post', () => {
  const access = (viewer: Actor) => [can(viewer, 'read', conversation), can(viewer, 'post', conversation)];
  it('makes the candidate and every employer of the company participants', () => {
    for (const viewer of [candidate, employer, manager]) expect(access(viewer)).toEqual([true, true]);
  });

  it('lets administrators read as moderators, unless they take part themselves', () => {
    expect(access(admin)).toEqual([true, false]);
    expect(access({ ...admin, roles: ['Administrator', 'Employer'], companyId: 'co-1' })).toEqual([true, true]);
  });

  it('keeps everyone else out', () => {
    for (const viewer of [otherCandidate, otherEmployer, employerWithoutCompany, { userId: 'cand-1', roles: [], companyId: null }]) {
      expect(access(viewer)).toEqual([false, false]);
    }
  });
});

describe('senderSide', () => {
  it('is the employer side for an employer of a company, the candidate side otherwise', () => {
    expect(senderSide(employer)).toBe('employer');
    expect(senderSide(candidate)).toBe('candidate');
  });
});

describe('employerMayStart', () => {
  const visible: EmployerStart['candidate'] = { roles: ['Candidate'], deleted: false, visibility: 'visible' };
  const start = (overrides: Partial<EmployerStart> = {}): EmployerStart => ({
    candidate: visible,
    job: undefined,
    conversationExists: false,
    ...overrides,
  });

  it('lets an employer write to a visible candidate, about one of its company’s jobs or none', () => {
    expect(employerMayStart(employer, start())).toBe('ok');
    expect(employerMayStart(employer, start({ job: { companyId: 'co-1' } }))).toBe('ok');
  });

  it('refuses an employer without a company', () => {
    expect(employerMayStart(employerWithoutCompany, start())).toBe('noCompany');
  });

  it('refuses candidates it cannot see: unknown, departed, not a candidate, hidden, without a profile', () => {
    expect(employerMayStart(employer, start({ candidate: null }))).toBe('candidateNotFound');
    expect(employerMayStart(employer, start({ candidate: { ...visible, deleted: true } }))).toBe('candidateNotFound');
    expect(employerMayStart(employer, start({ candidate: { ...visible, roles: ['Employer'] } }))).toBe('candidateNotFound');
    expect(employerMayStart(employer, start({ candidate: { ...visible, visibility: 'hidden' } }))).toBe('candidateNotFound');
    expect(employerMayStart(employer, start({ candidate: { ...visible, visibility: null } }))).toBe('candidateNotFound');
  });

  it('goes on in a conversation that exists, even with a hidden candidate, but never with a departed one', () => {
    expect(employerMayStart(employer, start({ candidate: { ...visible, visibility: 'hidden' }, conversationExists: true }))).toBe('ok');
    expect(employerMayStart(employer, start({ candidate: { ...visible, deleted: true }, conversationExists: true }))).toBe(
      'candidateNotFound',
    );
  });

  it('refuses a job that does not exist or is another company’s', () => {
    expect(employerMayStart(employer, start({ job: null }))).toBe('jobNotFound');
    expect(employerMayStart(employer, start({ job: { companyId: 'co-2' } }))).toBe('jobNotFound');
  });
});

describe('candidateMayStart', () => {
  const openJob = { companyId: 'co-1', open: true };

  it('lets a candidate write about one of the company’s open jobs', () => {
    expect(candidateMayStart('co-1', { companyExists: true, job: openJob, conversationExists: false })).toBe('ok');
  });

  it('lets a candidate reply in a conversation that exists, with or without a job', () => {
    expect(candidateMayStart('co-1', { companyExists: true, job: undefined, conversationExists: true })).toBe('ok');
    expect(candidateMayStart('co-1', { companyExists: true, job: { ...openJob, open: false }, conversationExists: true })).toBe('ok');
  });

  it('asks the candidate to apply otherwise: no job, a job not open, another company’s, none at all', () => {
    for (const job of [undefined, null, { ...openJob, open: false }, { companyId: 'co-2', open: true }]) {
      expect(candidateMayStart('co-1', { companyExists: true, job, conversationExists: false })).toBe('candidateMustApply');
    }
  });

  it('tells a company that does not exist', () => {
    expect(candidateMayStart('co-9', { companyExists: false, job: undefined, conversationExists: false })).toBe('companyNotFound');
  });
});
