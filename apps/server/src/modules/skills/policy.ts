import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';

export const { can } = definePolicy({
  /** Administrators manage the catalogue and see inactive skills; everyone else sees the live catalogue. */
  seeInactive: (actor) => isAdmin(actor),
});
