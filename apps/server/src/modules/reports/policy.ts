import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';

export const { can, authorize } = definePolicy(
  {
    /** Reports show figures about every user and company: administrators only. */
    read: (actor) => isAdmin(actor),
  },
  { read: 'Reports are for administrators.' },
);
