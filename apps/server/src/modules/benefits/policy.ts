import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';

export const { can } = definePolicy({
  /** Administrators keep the catalogue and see inactive benefits; everyone else sees what is offered. */
  manage: (actor) => isAdmin(actor),
});
