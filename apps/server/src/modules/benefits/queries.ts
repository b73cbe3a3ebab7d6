import { namedRead } from '../../platform/db/named-read.ts';
import { benefits, companyBenefits } from './tables.ts';

/** What other modules may read of a benefit (a job's page shows the catalogue's entries). */
export const benefitFields = {
  id: benefits.id,
  name: benefits.name,
  description: benefits.description,
  icon: benefits.icon,
  sortOrder: benefits.sortOrder,
  isActive: benefits.isActive,
};
export const benefitsAs = namedRead(benefits, benefitFields);
/** Which benefits a company offers. */
export const companyBenefitsAs = namedRead(companyBenefits, { companyId: companyBenefits.companyId, benefitId: companyBenefits.benefitId });
