import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';
import { COMPANY_MESSAGES } from '@talentmatch/shared/companies';

type CompanySubject = { id: string };

/** An employer belongs to the company; administrators belong to none but see every company. */
const isMemberOf = (actor: Actor, company: CompanySubject) =>
  actor.companyId === company.id && (actor.roles.includes('Employer') || actor.roles.includes('AccountManager'));

const isAccountManagerOf = (actor: Actor, company: CompanySubject) => isMemberOf(actor, company) && actor.roles.includes('AccountManager');

export const { can, authorize } = definePolicy(
  {
    /** Only an employer without a company may register one (the route gate checks the role, this the state). */
    register: (actor) => actor.roles.includes('Employer') && actor.companyId === null,
    /** Members read their own company; another company's employer gets a 404 (its existence is not confirmed). */
    view: (actor, company: CompanySubject) => isAdmin(actor) || isMemberOf(actor, company),
    /** The account manager edits the profile and manages the team; administrators may too (support). */
    edit: (actor, company: CompanySubject) => isAdmin(actor) || isAccountManagerOf(actor, company),
    /** The nonprofit flag unlocks cheaper plans, so only an administrator (after verification) sets it. */
    setNonprofit: (actor) => isAdmin(actor),
    /** Speak for the company: one of its employers (its account manager included). */
    represent: isMemberOf,
    /** Act as the company's account manager (administrators do not). */
    lead: isAccountManagerOf,
  },
  { edit: COMPANY_MESSAGES.notAccountManager },
);
