import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';
import { API_KEY_MESSAGES } from '@talentmatch/shared/api-keys';
import { can as canCompany } from '../companies/policy.ts';

export const { authorize } = definePolicy(
  {
    /** The account manager creates the company's keys. */
    create: (actor, companyId: string) => canCompany(actor, 'lead', { id: companyId }),
    /** The account manager lists and revokes the company's keys; an administrator those of every company. */
    manage: (actor, companyId: string) => isAdmin(actor) || canCompany(actor, 'lead', { id: companyId }),
  },
  { create: API_KEY_MESSAGES.notAccountManager, manage: API_KEY_MESSAGES.notAccountManager },
);
