import { getTableName, type SQL, sql } from 'drizzle-orm';
import { namedRead } from '../../platform/db/named-read.ts';
import { candidateProfiles, candidateSkills, jobExperiences, educationExperiences } from './tables.ts';

/** Candidate profiles as other modules read them (search, matching, conversations): everything but the resume's text. */
export const candidateProfilesAs = namedRead(candidateProfiles, {
  userId: candidateProfiles.userId,
  headline: candidateProfiles.headline,
  summary: candidateProfiles.summary,
  city: candidateProfiles.city,
  region: candidateProfiles.region,
  country: candidateProfiles.country,
  remotePreference: candidateProfiles.remotePreference,
  willingToRelocate: candidateProfiles.willingToRelocate,
  availability: candidateProfiles.availability,
  yearsOptionId: candidateProfiles.yearsOptionId,
  educationOptionId: candidateProfiles.educationOptionId,
  visibility: candidateProfiles.visibility,
  photoFileId: candidateProfiles.photoFileId,
  resumeFileId: candidateProfiles.resumeFileId,
  resumeFileName: candidateProfiles.resumeFileName,
  resumeUploadedAt: candidateProfiles.resumeUploadedAt,
  score: candidateProfiles.score,
  searchDocument: candidateProfiles.searchDocument,
  createdAt: candidateProfiles.createdAt,
  updatedAt: candidateProfiles.updatedAt,
});
/** The skills candidates hold, with level and years. */
export const candidateSkillsAs = namedRead(candidateSkills, {
  id: candidateSkills.id,
  userId: candidateSkills.userId,
  skillId: candidateSkills.skillId,
  level: candidateSkills.level,
  years: candidateSkills.years,
});
/** Candidates' positions. */
export const jobExperiencesAs = namedRead(jobExperiences, {
  id: jobExperiences.id,
  userId: jobExperiences.userId,
  title: jobExperiences.title,
  company: jobExperiences.company,
  experienceAreaId: jobExperiences.experienceAreaId,
  location: jobExperiences.location,
  startDate: jobExperiences.startDate,
  endDate: jobExperiences.endDate,
  isCurrent: jobExperiences.isCurrent,
  description: jobExperiences.description,
});
/** Candidates' education entries. */
export const educationExperiencesAs = namedRead(educationExperiences, {
  id: educationExperiences.id,
  userId: educationExperiences.userId,
  institution: educationExperiences.institution,
  degreeOptionId: educationExperiences.degreeOptionId,
  educationOptionId: educationExperiences.educationOptionId,
  fieldOfStudy: educationExperiences.fieldOfStudy,
  startDate: educationExperiences.startDate,
  endDate: educationExperiences.endDate,
  isCurrent: educationExperiences.isCurrent,
  description: educationExperiences.description,
});
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
