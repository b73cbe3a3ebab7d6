import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';

export const { can } = definePolicy({
  /** Administrators keep the list and see inactive areas; everyone else sees what is offered. */
  seeInactive: (actor) => isAdmin(actor),
});
