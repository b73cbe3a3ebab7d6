import { getTableName, type SQL, sql } from 'drizzle-orm';
import { readFragment } from '../../platform/db/read-fragment.ts';
import { candidateProfiles, candidateSkills, jobExperiences, educationExperiences } from './tables.ts';
// Raw-SQL reads of this module's tables by other modules (platform/db/read-fragment.ts).
/** Candidate profiles, for another module's raw SQL: ``join ${candidateProfilesAs('x')} on …``. */
export const candidateProfilesAs = readFragment(candidateProfiles);
/** The skills candidates hold, for another module's raw SQL: ``join ${candidateSkillsAs('x')} on …``. */
export const candidateSkillsAs = readFragment(candidateSkills);
/** Candidates' positions, for another module's raw SQL: ``join ${jobExperiencesAs('x')} on …``. */
export const jobExperiencesAs = readFragment(jobExperiences);
/** Candidates' education entries, for another module's raw SQL: ``join ${educationExperiencesAs('x')} on …``. */
export const educationExperiencesAs = readFragment(educationExperiences);
/**
 * The profiles table itself under `alias`, for a block sample (`tablesample`, which needs a table, not a subquery) in
 * candidate search's estimated totals, and its name for the planner's row count.
 */
export const candidateProfilesSample = (alias: string) => sql`${candidateProfiles} ${sql.raw(alias)}`;
export const CANDIDATE_PROFILES_TABLE = getTableName(candidateProfiles);

/** How many candidates hold the skill `skillId` (a correlated subquery for the skill catalogue's lists). */
export const skillHolderCount = (skillId: SQL) =>
  sql<number>`(select count(*)::int from candidate_skills cs where cs.skill_id = ${skillId})`;
/** How many positions are in the area `areaId` (a correlated subquery for the area catalogue's lists). */
export const areaPositionCount = (areaId: SQL) =>
  sql<number>`(select count(*)::int from job_experiences je where je.experience_area_id = ${areaId})`;
