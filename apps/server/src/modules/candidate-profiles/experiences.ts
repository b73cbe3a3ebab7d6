import { required } from '@talentmatch/shared/required';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  educationLimitReached,
  jobLimitReached,
  type CandidateExperiences,
  type EducationExperience,
  type JobExperience,
} from '@talentmatch/shared/candidate-profile';
import type { EducationExperienceInput, JobExperienceInput } from '@talentmatch/shared/candidate-profile-requests';
import type { Db, Tx } from '../../platform/db/index.ts';
export type { Tx } from '../../platform/db/index.ts';
import { BadRequestError, NotFoundError } from '../../platform/errors.ts';
import { requireUsableOption } from '../dropdowns/service.ts';
import { areaCatalogue } from '../experience-areas/service.ts';
import { requireUsableArea } from '../experience-areas/service.ts';
import { educationExperiences, jobExperiences } from './tables.ts';
import type { ProfileScoring } from './after-change.ts';
import { degreeOption, educationOption, type ExperienceLimits } from './profile-rows.ts';
import { requireProfileForUpdate } from './profile.ts';

// ---------------------------------------------------------------------------------------------
// Experiences

export async function listJobs(db: Tx, userId: string): Promise<JobExperience[]> {
  const rows = await db
    .select({ job: jobExperiences, area: { id: areaCatalogue.id, label: areaCatalogue.name, isActive: areaCatalogue.isActive } })
    .from(jobExperiences)
    .innerJoin(areaCatalogue, eq(areaCatalogue.id, jobExperiences.experienceAreaId))
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

export async function listEducation(db: Tx, userId: string): Promise<EducationExperience[]> {
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

export async function addJob(
  scoring: ProfileScoring,
  db: Db,
  userId: string,
  input: JobExperienceInput,
  limits: ExperienceLimits,
): Promise<JobExperience> {
  const id = await db.transaction(async (tx) => {
    // the profile row lock serialises concurrent adds, so the limit holds under load
    await requireProfileForUpdate(tx, userId);
    const [{ n }] = await tx.select({ n: count() }).from(jobExperiences).where(eq(jobExperiences.userId, userId));
    if (n >= limits.maxJobExperiences) {
      const msg = jobLimitReached(limits.maxJobExperiences);
      throw new BadRequestError(msg, { jobs: [msg] });
    }
    await requireUsableArea(tx, input.experienceAreaId);
    const [row] = await tx
      .insert(jobExperiences)
      .values({ userId, ...input })
      .returning({ id: jobExperiences.id });
    await scoring.afterProfileChange(tx, userId, 'job-added');
    return row.id;
  });
  return required((await listJobs(db, userId)).find((j) => j.id === id));
}

export async function updateJob(
  scoring: ProfileScoring,
  db: Db,
  userId: string,
  id: string,
  input: JobExperienceInput,
): Promise<JobExperience> {
  await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    const [current] = await tx
      .select()
      .from(jobExperiences)
      .where(and(eq(jobExperiences.id, id), eq(jobExperiences.userId, userId)))
      .limit(1);
    if (!current) throw new NotFoundError('This job experience does not exist.');
    await requireUsableArea(tx, input.experienceAreaId, current.experienceAreaId);
    await tx.update(jobExperiences).set(input).where(eq(jobExperiences.id, id));
    await scoring.afterProfileChange(tx, userId, 'job-updated');
  });
  return required((await listJobs(db, userId)).find((j) => j.id === id));
}

export async function deleteJob(scoring: ProfileScoring, db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    const deleted = await tx
      .delete(jobExperiences)
      .where(and(eq(jobExperiences.id, id), eq(jobExperiences.userId, userId)))
      .returning({ id: jobExperiences.id });
    if (deleted.length === 0) throw new NotFoundError('This job experience does not exist.');
    await scoring.afterProfileChange(tx, userId, 'job-removed');
  });
}

export async function addEducation(
  scoring: ProfileScoring,
  db: Db,
  userId: string,
  input: EducationExperienceInput,
  limits: ExperienceLimits,
): Promise<EducationExperience> {
  const id = await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    const [{ n }] = await tx.select({ n: count() }).from(educationExperiences).where(eq(educationExperiences.userId, userId));
    if (n >= limits.maxEducationExperiences) {
      const msg = educationLimitReached(limits.maxEducationExperiences);
      throw new BadRequestError(msg, { education: [msg] });
    }
    await requireUsableOption(tx, 'degreeOptionId', 'degree', input.degreeOptionId);
    await requireUsableOption(tx, 'educationOptionId', 'education', input.educationOptionId);
    const [row] = await tx
      .insert(educationExperiences)
      .values({ userId, ...input })
      .returning({ id: educationExperiences.id });
    await scoring.afterProfileChange(tx, userId, 'education-added');
    return row.id;
  });
  return required((await listEducation(db, userId)).find((e) => e.id === id));
}

export async function updateEducation(
  scoring: ProfileScoring,
  db: Db,
  userId: string,
  id: string,
  input: EducationExperienceInput,
): Promise<EducationExperience> {
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
    await scoring.afterProfileChange(tx, userId, 'education-updated');
  });
  return required((await listEducation(db, userId)).find((e) => e.id === id));
}

export async function deleteEducation(scoring: ProfileScoring, db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    const deleted = await tx
      .delete(educationExperiences)
      .where(and(eq(educationExperiences.id, id), eq(educationExperiences.userId, userId)))
      .returning({ id: educationExperiences.id });
    if (deleted.length === 0) throw new NotFoundError('This education entry does not exist.');
    await scoring.afterProfileChange(tx, userId, 'education-removed');
  });
}
