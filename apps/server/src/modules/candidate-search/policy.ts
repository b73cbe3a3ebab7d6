import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';

export const { authorize } = definePolicy(
  {
    /** Searching candidates: administrators, and employers once their company is registered. */
    search: (actor) => isAdmin(actor) || actor.companyId !== null,
  },
  { search: 'Register your company before searching candidates.' },
);
