import { namedRead } from '../../platform/db/named-read.ts';
import { benefits, companyBenefits } from './tables.ts';

/** The benefit catalogue as other modules read it (a job's page). */
export const benefitsAs = namedRead(benefits, {
  id: benefits.id,
  name: benefits.name,
  description: benefits.description,
  icon: benefits.icon,
  sortOrder: benefits.sortOrder,
  isActive: benefits.isActive,
});
/** Which benefits a company offers. */
export const companyBenefitsAs = namedRead(companyBenefits, { companyId: companyBenefits.companyId, benefitId: companyBenefits.benefitId });
