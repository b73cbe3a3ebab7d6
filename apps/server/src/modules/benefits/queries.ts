import { readFragment } from '../../platform/db/read-fragment.ts';
import { benefits, companyBenefits } from './tables.ts';
// Raw-SQL reads of this module's tables by other modules (platform/db/read-fragment.ts).
/** The benefit catalogue, for another module's raw SQL: ``join ${benefitsAs('x')} on …``. */
export const benefitsAs = readFragment(benefits);
/** The benefits a company offers, for another module's raw SQL: ``join ${companyBenefitsAs('x')} on …``. */
export const companyBenefitsAs = readFragment(companyBenefits);
