import type { TeamMember, TeamView } from '@talentmatch/shared/companies';
import { ApiError } from '../../../lib/http-client.ts';

/** What the viewer may do to one member row: never to themselves, only when they manage the team. */
export function memberActions(team: Pick<TeamView, 'canManage' | 'viewerId'>, member: Pick<TeamMember, 'id' | 'isAccountManager'>) {
  const allowed = team.canManage && member.id !== team.viewerId;
  return { canRemove: allowed && !member.isAccountManager, canMakeAccountManager: allowed && !member.isAccountManager };
}

export function seatsLabel(seats: TeamView['seats']): string {
  return `${seats.used} of ${seats.limit} seat${seats.limit === 1 ? '' : 's'} used`;
}

export function seatsFull(seats: TeamView['seats']): boolean {
  return seats.used >= seats.limit;
}

/**
 * The server's reason for refusing an invitation that is not about the address itself (409: the
 * plan's seat limit, a member already, an invitation pending), to show above the form. Field errors
 * (400) go next to the field instead.
 */
export function inviteRefusal(error: unknown): { message: string; planLimit: boolean } | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.problem?.detail) return null;
  return { message: error.problem.detail, planLimit: Boolean(error.fieldErrors.seats) };
}

export function accountManagerOf(team: Pick<TeamView, 'members'>): TeamMember | undefined {
  return team.members.find((m) => m.isAccountManager);
}
