import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';
import { can as canCompany } from '../companies/policy.ts';

export const { authorize } = definePolicy(
  {
    /** The account manager registers and removes the company's endpoints and reads their delivery log; administrators too (support). */
    manage: (actor, companyId: string) => isAdmin(actor) || canCompany(actor, 'lead', { id: companyId }),
  },
  { manage: 'Only the company’s account manager can manage its webhooks.' },
);
