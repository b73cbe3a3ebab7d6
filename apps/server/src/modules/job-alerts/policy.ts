import type { Actor } from '../../platform/auth/actor.ts';

/** A candidate changes and deletes only their own alerts (another's answers 404: nothing says it exists). */
export function canChangeAlert(actor: Pick<Actor, 'userId'>, alert: { userId: string | null }): boolean {
  return alert.userId !== null && alert.userId === actor.userId;
}
