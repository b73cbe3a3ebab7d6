import { readFragment } from '../../platform/db/read-fragment.ts';
import { experienceAreas } from './tables.ts';
// Raw-SQL reads of this module's tables by other modules (platform/db/read-fragment.ts).
/** The experience areas, for another module's raw SQL: ``join ${experienceAreasAs('x')} on …``. */
export const experienceAreasAs = readFragment(experienceAreas);
