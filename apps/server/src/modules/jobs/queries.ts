import { readFragment } from '../../platform/db/read-fragment.ts';
import { jobs, jobSkills, jobBenefits } from './tables.ts';
// Raw-SQL reads of this module's tables by other modules (platform/db/read-fragment.ts).
/** Jobs, for another module's raw SQL: ``join ${jobsAs('x')} on …``. */
export const jobsAs = readFragment(jobs);
/** The skills jobs ask for, for another module's raw SQL: ``join ${jobSkillsAs('x')} on …``. */
export const jobSkillsAs = readFragment(jobSkills);
/** The benefits a job offers, for another module's raw SQL: ``join ${jobBenefitsAs('x')} on …``. */
export const jobBenefitsAs = readFragment(jobBenefits);
