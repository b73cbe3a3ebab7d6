import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  educationLimitReached,
  jobLimitReached,
  PROFILE_MESSAGES,
  type CandidateExperiences,
  type CandidateProfile,
  type CandidateProfileInput,
  type CandidateSkill,
  type CandidateSkillUpdateBody,
  type EducationExperience,
  type EducationExperienceInput,
  type JobExperience,
  type JobExperienceInput,
  type ResumeInfo,
  type SuggestedSkill,
} from '@talentmatch/shared/candidate-profile';
import type { CandidateScore, ScoreHistory } from '@talentmatch/shared/score';
import type { Db } from '../../platform/db/index.ts';
import { files, users } from '../../platform/db/schema.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { DocumentType, ImageType } from '../../platform/file-type.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { computeScore, type ScoreInputs } from '../candidate-score/components.ts';
import { recordScore, scoreHistory } from '../candidate-score/service.ts';
import { dropdownOptions } from '../dropdowns/tables.ts';
import { requireUsableOption } from '../dropdowns/service.ts';
import { experienceAreas } from '../experience-areas/tables.ts';
import { requireUsableArea } from '../experience-areas/service.ts';
import { messageForScore } from '../score-messages/service.ts';
import { requireOfferedSkill, skillsInText } from '../skills/service.ts';
import { skills } from '../skills/tables.ts';
import { candidateProfiles, candidateSkills, educationExperiences, jobExperiences } from './tables.ts';

/** The database or an open transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
type ProfileRow = typeof candidateProfiles.$inferSelect;

export interface ExperienceLimits {
  maxJobExperiences: number;
  maxEducationExperiences: number;
}

const yearsOption = alias(dropdownOptions, 'years_option');
const educationOption = alias(dropdownOptions, 'education_option');
const degreeOption = alias(dropdownOptions, 'degree_option');
const educationLevel = alias(dropdownOptions, 'education_level');

const optionRef = (o: { id: string | null; label: string | null; isActive: boolean | null } | null) =>
  o?.id ? { id: o.id, label: o.label ?? '', isActive: o.isActive ?? false } : null;

// ---------------------------------------------------------------------------------------------
// After every change: the search document and the score, in the caller's transaction.

/** Rebuilds the full-text document from the profile, skills, experience titles and areas and the resume. */
export async function refreshSearchDocument(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    update candidate_profiles p set search_document =
      setweight(to_tsvector('english', p.headline), 'A') ||
      setweight(to_tsvector('english', coalesce((
        select string_agg(s.name, ' ') from candidate_skills cs join skills s on s.id = cs.skill_id where cs.user_id = p.user_id), '')), 'A') ||
      setweight(to_tsvector('english', coalesce((
        select string_agg(je.title || ' ' || ea.name, ' ') from job_experiences je
        join experience_areas ea on ea.id = je.experience_area_id where je.user_id = p.user_id), '')), 'B') ||
      setweight(to_tsvector('english', p.summary), 'C') ||
      setweight(to_tsvector('english', p.resume_text), 'D')
    where p.user_id = ${userId}`);
}

export async function loadScoreInputs(tx: Tx, userId: string, today = new Date().toISOString().slice(0, 10)): Promise<ScoreInputs> {
  const [row] = await tx
    .select({ profile: candidateProfiles, phoneNumber: users.phoneNumber, educationRank: educationLevel.value })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .leftJoin(educationLevel, eq(educationLevel.id, candidateProfiles.educationOptionId))
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  if (!row) return { profile: null, skills: [], jobs: [], education: [], trainingCompleted: null, feedbackRatings: null, today };
  const [skillRows, jobRows, educationRows] = await Promise.all([
    tx.select({ level: candidateSkills.level, years: candidateSkills.years }).from(candidateSkills).where(eq(candidateSkills.userId, userId)),
    tx
      .select({
        title: jobExperiences.title,
        startDate: jobExperiences.startDate,
        endDate: jobExperiences.endDate,
        isCurrent: jobExperiences.isCurrent,
        description: jobExperiences.description,
      })
      .from(jobExperiences)
      .where(eq(jobExperiences.userId, userId)),
    tx
      .select({ educationRank: educationOption.value })
      .from(educationExperiences)
      .leftJoin(educationOption, eq(educationOption.id, educationExperiences.educationOptionId))
      .where(eq(educationExperiences.userId, userId)),
  ]);
  const p = row.profile;
  return {
    profile: {
      phoneNumber: row.phoneNumber,
      headline: p.headline,
      summary: p.summary,
      city: p.city,
      country: p.country,
      hasPhoto: Boolean(p.photoFileId),
      hasResume: Boolean(p.resumeFileId),
      educationLevelRank: row.educationRank,
    },
    skills: skillRows,
    jobs: jobRows,
    education: educationRows,
    // Career Advice and employer feedback have not launched: their components read 0 and say so.
    trainingCompleted: null,
    feedbackRatings: null,
    today,
  };
}

/** Recomputes the score after a change of its inputs and writes the history row (same transaction). */
export async function afterProfileChange(tx: Tx, userId: string, reason: string): Promise<number> {
  await refreshSearchDocument(tx, userId);
  const result = computeScore(await loadScoreInputs(tx, userId));
  await tx.update(candidateProfiles).set({ score: result.score }).where(eq(candidateProfiles.userId, userId));
  await recordScore(tx, userId, result, reason);
  return result.score;
}

/** For catalogue changes that touch many candidates (a skill merge). */
export async function recomputeScoresFor(tx: Tx, userIds: string[], reason: string): Promise<void> {
  for (const userId of userIds) await afterProfileChange(tx, userId, reason);
}

// ---------------------------------------------------------------------------------------------
// Profile

async function profileRow(tx: Tx, userId: string, options: { lock?: boolean } = {}): Promise<ProfileRow | null> {
  const query = tx.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The profile row, locked for the rest of the transaction, or 409 "Create your profile first." */
async function requireProfileForUpdate(tx: Tx, userId: string): Promise<ProfileRow> {
  const row = await profileRow(tx, userId, { lock: true });
  if (!row) throw new ConflictError(PROFILE_MESSAGES.createFirst);
  return row;
}

export async function getProfile(db: Tx, userId: string): Promise<CandidateProfile> {
  const [row] = await db
    .select({
      p: candidateProfiles,
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNumber: users.phoneNumber },
      years: { id: yearsOption.id, label: yearsOption.label, isActive: yearsOption.isActive },
      education: { id: educationLevel.id, label: educationLevel.label, isActive: educationLevel.isActive },
      resume: { contentType: files.contentType, size: files.size },
    })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .leftJoin(yearsOption, eq(yearsOption.id, candidateProfiles.yearsOptionId))
    .leftJoin(educationLevel, eq(educationLevel.id, candidateProfiles.educationOptionId))
    .leftJoin(files, eq(files.id, candidateProfiles.resumeFileId))
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  if (!row) throw new NotFoundError(PROFILE_MESSAGES.notCreated);
  const p = row.p;
  return {
    userId: p.userId,
    ...row.user,
    headline: p.headline,
    summary: p.summary,
    city: p.city,
    region: p.region,
    country: p.country,
    remotePreference: p.remotePreference as CandidateProfile['remotePreference'],
    willingToRelocate: p.willingToRelocate,
    availability: p.availability as CandidateProfile['availability'],
    yearsOption: optionRef(row.years),
    educationOption: optionRef(row.education),
    visibility: p.visibility,
    hasPhoto: Boolean(p.photoFileId),
    resume: presentResume(p, row.resume),
    score: p.score,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function presentResume(p: ProfileRow, file: { contentType: string | null; size: number | null } | null): ResumeInfo | null {
  if (!p.resumeFileId || !file?.contentType) return null;
  return {
    fileName: p.resumeFileName ?? 'resume',
    contentType: file.contentType,
    size: file.size ?? 0,
    uploadedAt: (p.resumeUploadedAt ?? p.updatedAt).toISOString(),
    textLength: p.resumeText.length,
  };
}

async function checkProfileOptions(tx: Tx, input: CandidateProfileInput, current: ProfileRow | null) {
  if (input.yearsOptionId) await requireUsableOption(tx, 'yearsOptionId', 'years', input.yearsOptionId, current?.yearsOptionId);
  if (input.educationOptionId) await requireUsableOption(tx, 'educationOptionId', 'education', input.educationOptionId, current?.educationOptionId);
}

export async function createProfile(db: Db, userId: string, input: CandidateProfileInput): Promise<CandidateProfile> {
  await db.transaction(async (tx) => {
    if (await profileRow(tx, userId)) throw new ConflictError(PROFILE_MESSAGES.alreadyCreated);
    await checkProfileOptions(tx, input, null);
    const inserted = await tx.insert(candidateProfiles).values({ userId, ...input }).onConflictDoNothing().returning({ userId: candidateProfiles.userId });
    if (inserted.length === 0) throw new ConflictError(PROFILE_MESSAGES.alreadyCreated);
    await afterProfileChange(tx, userId, 'profile-created');
  });
  return getProfile(db, userId);
}

export async function updateProfile(db: Db, userId: string, input: CandidateProfileInput): Promise<CandidateProfile> {
  await db.transaction(async (tx) => {
    const current = await profileRow(tx, userId, { lock: true });
    if (!current) throw new NotFoundError(PROFILE_MESSAGES.notCreated);
    await checkProfileOptions(tx, input, current);
    await tx.update(candidateProfiles).set({ ...input, updatedAt: new Date() }).where(eq(candidateProfiles.userId, userId));
    await afterProfileChange(tx, userId, 'profile-updated');
  });
  return getProfile(db, userId);
}

// ---------------------------------------------------------------------------------------------
// Files: photo and resume. The bytes go to storage first; the rows change in one transaction; the
// replaced file is removed from storage after the commit.

interface FileDeps {
  db: Db;
  storage: FileStorage;
}

async function storeFile(deps: FileDeps, tx: Tx, kind: 'candidate-photo' | 'resume', data: Buffer, contentType: string) {
  const id = randomUUID();
  const storageKey = `${kind === 'resume' ? 'resumes' : 'photos'}/${id}`;
  await deps.storage.put(storageKey, data);
  await tx.insert(files).values({ id, kind, contentType, size: data.length, storageKey });
  return id;
}

async function dropFile(deps: FileDeps, fileId: string | null) {
  if (!fileId) return;
  const [row] = await deps.db.delete(files).where(eq(files.id, fileId)).returning({ storageKey: files.storageKey });
  if (row) await deps.storage.delete(row.storageKey);
}

export async function setPhoto(deps: FileDeps, userId: string, photo: { data: Buffer; contentType: ImageType }): Promise<CandidateProfile> {
  let previous: string | null = null;
  await deps.db.transaction(async (tx) => {
    const current = await requireProfileForUpdate(tx, userId);
    previous = current.photoFileId;
    const fileId = await storeFile(deps, tx, 'candidate-photo', photo.data, photo.contentType);
    await tx.update(candidateProfiles).set({ photoFileId: fileId, updatedAt: new Date() }).where(eq(candidateProfiles.userId, userId));
    await afterProfileChange(tx, userId, 'photo-uploaded');
  });
  await dropFile(deps, previous);
  return getProfile(deps.db, userId);
}

export async function deletePhoto(deps: FileDeps, userId: string): Promise<CandidateProfile> {
  let previous: string | null = null;
  await deps.db.transaction(async (tx) => {
    const current = await requireProfileForUpdate(tx, userId);
    if (!current.photoFileId) throw new NotFoundError(PROFILE_MESSAGES.noPhoto);
    previous = current.photoFileId;
    await tx.update(candidateProfiles).set({ photoFileId: null, updatedAt: new Date() }).where(eq(candidateProfiles.userId, userId));
    await afterProfileChange(tx, userId, 'photo-deleted');
  });
  await dropFile(deps, previous);
  return getProfile(deps.db, userId);
}

async function readFile(deps: FileDeps, fileId: string | null) {
  if (!fileId) return null;
  const [row] = await deps.db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!row) return null;
  const data = await deps.storage.get(row.storageKey);
  return data ? { data, contentType: row.contentType } : null;
}

export async function getPhoto(deps: FileDeps, userId: string) {
  const p = await profileRow(deps.db, userId);
  return readFile(deps, p?.photoFileId ?? null);
}

export async function suggestedSkills(tx: Tx, userId: string, text: string): Promise<SuggestedSkill[]> {
  const found = await skillsInText(tx, text);
  if (found.length === 0) return [];
  const held = await tx.select({ skillId: candidateSkills.skillId }).from(candidateSkills).where(eq(candidateSkills.userId, userId));
  const heldIds = new Set(held.map((h) => h.skillId));
  return found.filter((s) => !heldIds.has(s.id)).slice(0, 30);
}

export async function setResume(
  deps: FileDeps,
  userId: string,
  resume: { data: Buffer; contentType: DocumentType; fileName: string; text: string },
): Promise<{ resume: ResumeInfo; suggestedSkills: SuggestedSkill[] }> {
  let previous: string | null = null;
  await deps.db.transaction(async (tx) => {
    const current = await requireProfileForUpdate(tx, userId);
    previous = current.resumeFileId;
    const fileId = await storeFile(deps, tx, 'resume', resume.data, resume.contentType);
    await tx
      .update(candidateProfiles)
      .set({ resumeFileId: fileId, resumeFileName: resume.fileName, resumeText: resume.text, resumeUploadedAt: new Date(), updatedAt: new Date() })
      .where(eq(candidateProfiles.userId, userId));
    await afterProfileChange(tx, userId, 'resume-uploaded');
  });
  await dropFile(deps, previous);
  const profile = await getProfile(deps.db, userId);
  return { resume: profile.resume!, suggestedSkills: await suggestedSkills(deps.db, userId, resume.text) };
}

export async function deleteResume(deps: FileDeps, userId: string): Promise<void> {
  let previous: string | null = null;
  await deps.db.transaction(async (tx) => {
    const current = await requireProfileForUpdate(tx, userId);
    if (!current.resumeFileId) throw new NotFoundError(PROFILE_MESSAGES.noResume);
    previous = current.resumeFileId;
    await tx
      .update(candidateProfiles)
      .set({ resumeFileId: null, resumeFileName: null, resumeText: '', resumeUploadedAt: null, updatedAt: new Date() })
      .where(eq(candidateProfiles.userId, userId));
    await afterProfileChange(tx, userId, 'resume-deleted');
  });
  await dropFile(deps, previous);
}

export async function getResume(deps: FileDeps, userId: string) {
  const p = await profileRow(deps.db, userId);
  const file = await readFile(deps, p?.resumeFileId ?? null);
  if (!p || !file) throw new NotFoundError(PROFILE_MESSAGES.noResume);
  return { ...file, fileName: p.resumeFileName ?? 'resume' };
}

export async function resumeSuggestions(db: Db, userId: string): Promise<{ suggestedSkills: SuggestedSkill[] }> {
  const p = await profileRow(db, userId);
  return { suggestedSkills: p ? await suggestedSkills(db, userId, p.resumeText) : [] };
}

// ---------------------------------------------------------------------------------------------
// Skills

const candidateSkillColumns = {
  id: candidateSkills.id,
  userId: candidateSkills.userId,
  skillId: candidateSkills.skillId,
  name: skills.name,
  category: skills.category,
  isActive: skills.isActive,
  level: candidateSkills.level,
  years: candidateSkills.years,
};

export async function listCandidateSkills(db: Tx, userId: string): Promise<CandidateSkill[]> {
  const rows = await db
    .select(candidateSkillColumns)
    .from(candidateSkills)
    .innerJoin(skills, eq(skills.id, candidateSkills.skillId))
    .where(eq(candidateSkills.userId, userId))
    .orderBy(desc(candidateSkills.level), asc(skills.name));
  return rows.map(({ userId: _u, ...rest }) => rest);
}

export async function findCandidateSkill(db: Tx, id: string) {
  const [row] = await db
    .select({ ...candidateSkillColumns, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(candidateSkills)
    .innerJoin(skills, eq(skills.id, candidateSkills.skillId))
    .innerJoin(users, eq(users.id, candidateSkills.userId))
    .where(eq(candidateSkills.id, id))
    .limit(1);
  return row ?? null;
}

export async function addCandidateSkill(db: Db, userId: string, input: { skillId: string; level: number; years: number }): Promise<CandidateSkill> {
  const id = await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    await requireOfferedSkill(tx, input.skillId);
    const [existing] = await tx
      .select({ id: candidateSkills.id })
      .from(candidateSkills)
      .where(and(eq(candidateSkills.userId, userId), eq(candidateSkills.skillId, input.skillId)))
      .limit(1);
    if (existing) throw new BadRequestError(PROFILE_MESSAGES.duplicateSkill, { skillId: [PROFILE_MESSAGES.duplicateSkill] });
    const [row] = await tx.insert(candidateSkills).values({ userId, ...input }).returning({ id: candidateSkills.id });
    await afterProfileChange(tx, userId, 'skill-added');
    return row.id;
  });
  return (await listCandidateSkills(db, userId)).find((s) => s.id === id)!;
}

export async function updateCandidateSkill(db: Db, ownerId: string, id: string, input: CandidateSkillUpdateBody): Promise<CandidateSkill> {
  await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, ownerId);
    const updated = await tx
      .update(candidateSkills)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(candidateSkills.id, id), eq(candidateSkills.userId, ownerId)))
      .returning({ id: candidateSkills.id });
    if (updated.length === 0) throw new NotFoundError('This skill is not on the profile.');
    await afterProfileChange(tx, ownerId, 'skill-updated');
  });
  return (await listCandidateSkills(db, ownerId)).find((s) => s.id === id)!;
}

export async function deleteCandidateSkill(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    const deleted = await tx
      .delete(candidateSkills)
      .where(and(eq(candidateSkills.id, id), eq(candidateSkills.userId, userId)))
      .returning({ id: candidateSkills.id });
    if (deleted.length === 0) throw new NotFoundError('This skill is not on the profile.');
    await afterProfileChange(tx, userId, 'skill-removed');
  });
}

// ---------------------------------------------------------------------------------------------
// Experiences

async function listJobs(db: Tx, userId: string): Promise<JobExperience[]> {
  const rows = await db
    .select({ job: jobExperiences, area: { id: experienceAreas.id, label: experienceAreas.name, isActive: experienceAreas.isActive } })
    .from(jobExperiences)
    .innerJoin(experienceAreas, eq(experienceAreas.id, jobExperiences.experienceAreaId))
    .where(eq(jobExperiences.userId, userId))
    .orderBy(desc(jobExperiences.isCurrent), desc(jobExperiences.startDate));
  return rows.map(({ job, area }) => ({
    id: job.id,
    title: job.title,
    company: job.company,
    experienceArea: area,
    location: job.location,
    startDate: job.startDate,
    endDate: job.endDate,
    isCurrent: job.isCurrent,
    description: job.description,
  }));
}

async function listEducation(db: Tx, userId: string): Promise<EducationExperience[]> {
  const rows = await db
    .select({
      e: educationExperiences,
      degree: { id: degreeOption.id, label: degreeOption.label, isActive: degreeOption.isActive },
      education: { id: educationOption.id, label: educationOption.label, isActive: educationOption.isActive },
    })
    .from(educationExperiences)
    .innerJoin(degreeOption, eq(degreeOption.id, educationExperiences.degreeOptionId))
    .innerJoin(educationOption, eq(educationOption.id, educationExperiences.educationOptionId))
    .where(eq(educationExperiences.userId, userId))
    .orderBy(desc(educationExperiences.isCurrent), desc(educationExperiences.startDate));
  return rows.map(({ e, degree, education }) => ({
    id: e.id,
    institution: e.institution,
    degree,
    education,
    fieldOfStudy: e.fieldOfStudy,
    startDate: e.startDate,
    endDate: e.endDate,
    isCurrent: e.isCurrent,
    description: e.description,
  }));
}

export async function listExperiences(db: Db, userId: string, limits: ExperienceLimits): Promise<CandidateExperiences> {
  const [jobs, education] = await Promise.all([listJobs(db, userId), listEducation(db, userId)]);
  return { jobs, education, limits };
}

export async function addJob(db: Db, userId: string, input: JobExperienceInput, limits: ExperienceLimits): Promise<JobExperience> {
  const id = await db.transaction(async (tx) => {
    // the profile row lock serialises concurrent adds, so the limit holds under load
    await requireProfileForUpdate(tx, userId);
    const [{ n }] = await tx.select({ n: count() }).from(jobExperiences).where(eq(jobExperiences.userId, userId));
    if (n >= limits.maxJobExperiences) {
      const msg = jobLimitReached(limits.maxJobExperiences);
      throw new BadRequestError(msg, { jobs: [msg] });
    }
    await requireUsableArea(tx, input.experienceAreaId);
    const [row] = await tx.insert(jobExperiences).values({ userId, ...input }).returning({ id: jobExperiences.id });
    await afterProfileChange(tx, userId, 'job-added');
    return row.id;
  });
  return (await listJobs(db, userId)).find((j) => j.id === id)!;
}

export async function updateJob(db: Db, userId: string, id: string, input: JobExperienceInput): Promise<JobExperience> {
  await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    const [current] = await tx.select().from(jobExperiences).where(and(eq(jobExperiences.id, id), eq(jobExperiences.userId, userId))).limit(1);
    if (!current) throw new NotFoundError('This job experience does not exist.');
    await requireUsableArea(tx, input.experienceAreaId, current.experienceAreaId);
    await tx.update(jobExperiences).set(input).where(eq(jobExperiences.id, id));
    await afterProfileChange(tx, userId, 'job-updated');
  });
  return (await listJobs(db, userId)).find((j) => j.id === id)!;
}

export async function deleteJob(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    const deleted = await tx.delete(jobExperiences).where(and(eq(jobExperiences.id, id), eq(jobExperiences.userId, userId))).returning({ id: jobExperiences.id });
    if (deleted.length === 0) throw new NotFoundError('This job experience does not exist.');
    await afterProfileChange(tx, userId, 'job-removed');
  });
}

export async function addEducation(db: Db, userId: string, input: EducationExperienceInput, limits: ExperienceLimits): Promise<EducationExperience> {
  const id = await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    const [{ n }] = await tx.select({ n: count() }).from(educationExperiences).where(eq(educationExperiences.userId, userId));
    if (n >= limits.maxEducationExperiences) {
      const msg = educationLimitReached(limits.maxEducationExperiences);
      throw new BadRequestError(msg, { education: [msg] });
    }
    await requireUsableOption(tx, 'degreeOptionId', 'degree', input.degreeOptionId);
    await requireUsableOption(tx, 'educationOptionId', 'education', input.educationOptionId);
    const [row] = await tx.insert(educationExperiences).values({ userId, ...input }).returning({ id: educationExperiences.id });
    await afterProfileChange(tx, userId, 'education-added');
    return row.id;
  });
  return (await listEducation(db, userId)).find((e) => e.id === id)!;
}

export async function updateEducation(db: Db, userId: string, id: string, input: EducationExperienceInput): Promise<EducationExperience> {
  await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    const [current] = await tx
      .select()
      .from(educationExperiences)
      .where(and(eq(educationExperiences.id, id), eq(educationExperiences.userId, userId)))
      .limit(1);
    if (!current) throw new NotFoundError('This education entry does not exist.');
    await requireUsableOption(tx, 'degreeOptionId', 'degree', input.degreeOptionId, current.degreeOptionId);
    await requireUsableOption(tx, 'educationOptionId', 'education', input.educationOptionId, current.educationOptionId);
    await tx.update(educationExperiences).set(input).where(eq(educationExperiences.id, id));
    await afterProfileChange(tx, userId, 'education-updated');
  });
  return (await listEducation(db, userId)).find((e) => e.id === id)!;
}

export async function deleteEducation(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    const deleted = await tx
      .delete(educationExperiences)
      .where(and(eq(educationExperiences.id, id), eq(educationExperiences.userId, userId)))
      .returning({ id: educationExperiences.id });
    if (deleted.length === 0) throw new NotFoundError('This education entry does not exist.');
    await afterProfileChange(tx, userId, 'education-removed');
  });
}

// ---------------------------------------------------------------------------------------------
// Score

export async function getScore(db: Db, userId: string): Promise<CandidateScore> {
  const inputs = await loadScoreInputs(db, userId);
  const result = computeScore(inputs);
  const p = inputs.profile ? await profileRow(db, userId) : null;
  return {
    score: result.score,
    components: result.components.map(({ actions: _a, ...c }) => c),
    message: await messageForScore(db, result.score),
    actions: result.actions,
    checklist: result.checklist,
    updatedAt: p ? p.updatedAt.toISOString() : null,
  };
}

/** The candidate's history for someone allowed to see it; null when there is no profile. */
export async function getScoreHistory(db: Db, userId: string): Promise<ScoreHistory | null> {
  const [row] = await db
    .select({ headline: candidateProfiles.headline, score: candidateProfiles.score, firstName: users.firstName, lastName: users.lastName })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  if (!row) return null;
  return {
    candidate: { id: userId, firstName: row.firstName, lastName: row.lastName, headline: row.headline },
    score: row.score,
    history: await scoreHistory(db, userId),
  };
}

export async function candidateVisibility(db: Tx, userId: string) {
  const [row] = await db
    .select({ visibility: candidateProfiles.visibility, deletedAt: users.deletedAt })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  return row && !row.deletedAt ? { visibility: row.visibility } : null;
}

export async function countProfiles(db: Db, userIds: string[]) {
  if (userIds.length === 0) return 0;
  const [{ n }] = await db.select({ n: count() }).from(candidateProfiles).where(inArray(candidateProfiles.userId, userIds));
  return n;
}
