import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';
import type { Visibility } from '@talentmatch/shared/candidate-profile';

export const { can } = definePolicy({
  /**
   * See a candidate (profile, resume, score history): administrators always; employers of a registered company only
   * while the candidate is visible. A candidate that does not exist (null) is seen by nobody.
   */
  view: (actor, candidate: { visibility: Visibility } | null) => {
    if (!candidate) return false;
    if (isAdmin(actor)) return true;
    return actor.roles.includes('Employer') && actor.companyId !== null && candidate.visibility === 'visible';
  },
});
