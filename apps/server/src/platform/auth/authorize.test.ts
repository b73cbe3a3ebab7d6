import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../errors.ts';
import type { Actor } from './actor.ts';
import { definePolicy } from './authorize.ts';

const member: Actor = { userId: 'u1', roles: ['Employer'], companyId: 'c1' };
const { can, authorize } = definePolicy(
  {
    edit: (actor, job: { companyId: string }) => actor.companyId === job.companyId,
    delete: (actor, job: { ownerId: string }) => (actor.userId === job.ownerId ? true : 'Only its owner deletes a job.'),
    read: () => false,
  },
  { edit: 'Only the company edits its jobs.' },
);

const refusal = (act: () => void) => {
  try {
    act();
  } catch (error) {
    return error;
  }
  return null;
};

describe('definePolicy', () => {
  it('can answers the rule', () => {
    expect(can(member, 'edit', { companyId: 'c1' })).toBe(true);
    expect(can(member, 'edit', { companyId: 'c2' })).toBe(false);
    expect(can(member, 'delete', { ownerId: 'u2' })).toBe(false);
  });

  it('authorize passes silently, or throws the 403 with the action’s text, the rule’s reason or the generic text', () => {
    expect(refusal(() => authorize(member, 'edit', { companyId: 'c1' }))).toBeNull();
    const denied = [
      refusal(() => authorize(member, 'edit', { companyId: 'c2' })),
      refusal(() => authorize(member, 'delete', { ownerId: 'u2' })),
      refusal(() => authorize(member, 'read')),
    ];
    for (const error of denied) expect(error).toBeInstanceOf(ForbiddenError);
    expect(denied.map((error) => (error as ForbiddenError).detail)).toEqual([
      'Only the company edits its jobs.',
      'Only its owner deletes a job.',
      new ForbiddenError().detail,
    ]);
  });
});
