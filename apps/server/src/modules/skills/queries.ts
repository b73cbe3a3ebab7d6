import { readFragment } from '../../platform/db/read-fragment.ts';
import { skills } from './tables.ts';
// Raw-SQL reads of this module's tables by other modules (platform/db/read-fragment.ts).
/** The skill catalogue, for another module's raw SQL: ``join ${skillsAs('x')} on …``. */
export const skillsAs = readFragment(skills);
