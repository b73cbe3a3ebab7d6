import { required } from '@talentmatch/shared/required';
import { describe, expect, it } from 'vitest';
import { HIRING_STATUSES, HIRING_TRANSITIONS, nextStatuses, type HiringActor, type HiringStatus } from '@talentmatch/shared/hiring';
import { ConflictError } from '../../platform/errors.ts';
import { requireTransition } from './pipeline.ts';

const SIDES: HiringActor[] = ['candidate', 'employer'];
type Move = [HiringStatus, HiringStatus, HiringActor];

// the moves of an existing application (the two from null are apply and invite: API tests)
const ALLOWED = HIRING_TRANSITIONS.filter((t) => t.from !== null).map((t) => [t.from, t.to, t.by, t.template] as const);
const allowed = new Set(ALLOWED.map(([from, to, by]) => `${from}→${to}/${by}`));
const REFUSED: Move[] = HIRING_STATUSES.flatMap((from) =>
  HIRING_STATUSES.flatMap((to) => SIDES.map((side) => [from, to, side] as Move)),
).filter(([from, to, side]) => !allowed.has(`${from}→${to}/${side}`));

function refusal(move: () => unknown): ConflictError {
  try {
    move();
  } catch (error) {
    if (error instanceof ConflictError) return error;
    throw error;
  }
  throw new Error('the move was not refused');
}

describe('hiring transitions', () => {
  it.each(ALLOWED)('allows %s → %s by the %s, posting %s', (from, to, side, template) => {
    expect(requireTransition(required(from), to, side)).toEqual({ from, to, by: side, template });
    expect(nextStatuses(required(from), side)).toContain(to);
  });

  it.each(REFUSED)('refuses %s → %s by the %s with a 409 and a clear message', (from, to, side) => {
    const conflict = refusal(() => requireTransition(from, to, side));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.detail).toMatch(/\.$/);
    if (from === to) expect(conflict.detail).toMatch(/^This candidate is already /);
    else if (['InvitationRejected', 'ApplicationRejected', 'Withdrawn', 'Hired'].includes(from))
      expect(conflict.detail).toContain('its status cannot change any more');
    else expect(conflict.detail).toMatch(/^An application that is .+ cannot become .+\.$/);
    expect(nextStatuses(from, side)).not.toContain(to);
  });

  it('covers every (from, to, side) of an existing application', () => {
    expect(ALLOWED.length + REFUSED.length).toBe(HIRING_STATUSES.length * HIRING_STATUSES.length * SIDES.length);
    expect(ALLOWED).toHaveLength(11);
  });

  it('posts a message for every move, the hire included', () => {
    for (const [, to, , template] of ALLOWED) {
      expect(template).not.toBeNull();
      if (to === 'Hired') expect(template).toBe('HireCandidate');
    }
  });
});
