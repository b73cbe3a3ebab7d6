import { definePolicy } from '../../platform/auth/authorize.ts';

export const { can } = definePolicy({
  /** A candidate changes and deletes only their own alerts (another's answers 404: nothing says it exists). */
  change: (actor, alert: { userId: string | null }) => alert.userId !== null && alert.userId === actor.userId,
});
