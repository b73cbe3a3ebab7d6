import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http-client.ts';
import { accountManagerOf, inviteRefusal, memberActions, seatsFull, seatsLabel } from './team-rules.ts';

describe('team rules', () => {
  it('offers remove and hand-over to the manager for other members only', () => {
    const team = { canManage: true, viewerId: 'me' };
    expect(memberActions(team, { id: 'me', isAccountManager: true })).toEqual({ canRemove: false, canMakeAccountManager: false });
    expect(memberActions(team, { id: 'you', isAccountManager: false })).toEqual({ canRemove: true, canMakeAccountManager: true });
    expect(memberActions({ canManage: false, viewerId: 'me' }, { id: 'you', isAccountManager: false })).toEqual({
      canRemove: false,
      canMakeAccountManager: false,
    });
  });

  it('labels and checks seats', () => {
    expect(seatsLabel({ used: 3, limit: 3 })).toBe('3 of 3 seats used');
    expect(seatsLabel({ used: 0, limit: 1 })).toBe('0 of 1 seat used');
    expect(seatsFull({ used: 3, limit: 3 })).toBe(true);
    expect(seatsFull({ used: 2, limit: 3 })).toBe(false);
  });

  it('reads a 409 refusal and tells the plan limit apart', () => {
    const limit = new ApiError('x', 'http', {
      status: 409,
      problem: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Your trial allows 3 hiring-team seats.' },
      fieldErrors: { seats: ['Limit of 3 reached.'] },
    });
    expect(inviteRefusal(limit)).toEqual({ message: 'Your trial allows 3 hiring-team seats.', planLimit: true });
    const member = new ApiError('x', 'http', {
      status: 409,
      problem: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Already on the team.' },
    });
    expect(inviteRefusal(member)).toEqual({ message: 'Already on the team.', planLimit: false });
    expect(inviteRefusal(new ApiError('x', 'http', { status: 400 }))).toBeNull();
    expect(inviteRefusal(new Error('boom'))).toBeNull();
  });

  it('finds the account manager', () => {
    const a = { id: 'a', isAccountManager: false } as never;
    const b = { id: 'b', isAccountManager: true } as never;
    expect(accountManagerOf({ members: [a, b] })?.id).toBe('b');
  });
});
