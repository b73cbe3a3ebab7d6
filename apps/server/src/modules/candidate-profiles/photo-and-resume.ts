import { required } from '@talentmatch/shared/required';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PROFILE_MESSAGES, type CandidateProfile, type ResumeInfo, type SuggestedSkill } from '@talentmatch/shared/candidate-profile';
import type { Db, Tx } from '../../platform/db/index.ts';
export type { Tx } from '../../platform/db/index.ts';
import { files } from '../../platform/db/schema.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { documentFileName, type DocumentType, type ImageType } from '../../platform/file-type.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { skillsInText } from '../skills/service.ts';
import { candidateProfiles, candidateSkills, jobExperiences } from './tables.ts';
import { proposedYears } from './skill-years.ts';
import type { ProfileScoring } from './after-change.ts';
import { getProfile, profileRow, requireProfileForUpdate } from './profile.ts';

// ---------------------------------------------------------------------------------------------
// Files: photo and resume. The bytes go to storage first; the rows change in one transaction; the
// replaced file is removed from storage after the commit.

export interface FileDeps {
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

export async function setPhoto(
  scoring: ProfileScoring,
  deps: FileDeps,
  userId: string,
  photo: { data: Buffer; contentType: ImageType },
): Promise<CandidateProfile> {
  let previous: string | null = null;
  await deps.db.transaction(async (tx) => {
    const current = await requireProfileForUpdate(tx, userId);
    previous = current.photoFileId;
    const fileId = await storeFile(deps, tx, 'candidate-photo', photo.data, photo.contentType);
    await tx.update(candidateProfiles).set({ photoFileId: fileId, updatedAt: new Date() }).where(eq(candidateProfiles.userId, userId));
    await scoring.afterProfileChange(tx, userId, 'photo-uploaded');
  });
  await dropFile(deps, previous);
  return getProfile(deps.db, userId);
}

export async function deletePhoto(scoring: ProfileScoring, deps: FileDeps, userId: string): Promise<CandidateProfile> {
  let previous: string | null = null;
  await deps.db.transaction(async (tx) => {
    const current = await requireProfileForUpdate(tx, userId);
    if (!current.photoFileId) throw new NotFoundError(PROFILE_MESSAGES.noPhoto);
    previous = current.photoFileId;
    await tx.update(candidateProfiles).set({ photoFileId: null, updatedAt: new Date() }).where(eq(candidateProfiles.userId, userId));
    await scoring.afterProfileChange(tx, userId, 'photo-deleted');
  });
  await dropFile(deps, previous);
  return getProfile(deps.db, userId);
}

async function readFile(deps: { db: Tx; storage: FileStorage }, fileId: string | null) {
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

async function suggestedSkills(tx: Tx, userId: string, text: string): Promise<SuggestedSkill[]> {
  const found = await skillsInText(tx, text);
  if (found.length === 0) return [];
  const held = await tx.select({ skillId: candidateSkills.skillId }).from(candidateSkills).where(eq(candidateSkills.userId, userId));
  const heldIds = new Set(held.map((h) => h.skillId));
  const positions = await tx
    .select({
      title: jobExperiences.title,
      description: jobExperiences.description,
      startDate: jobExperiences.startDate,
      endDate: jobExperiences.endDate,
    })
    .from(jobExperiences)
    .where(eq(jobExperiences.userId, userId));
  const today = new Date().toISOString().slice(0, 10);
  return found
    .filter((s) => !heldIds.has(s.id))
    .slice(0, 30)
    .map((s) => ({ ...s, years: proposedYears(text, positions, s.name, today) }));
}

export async function setResume(
  scoring: ProfileScoring,
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
      .set({
        resumeFileId: fileId,
        resumeFileName: resume.fileName,
        resumeText: resume.text,
        resumeUploadedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(candidateProfiles.userId, userId));
    await scoring.afterProfileChange(tx, userId, 'resume-uploaded');
  });
  await dropFile(deps, previous);
  const profile = await getProfile(deps.db, userId);
  return { resume: required(profile.resume), suggestedSkills: await suggestedSkills(deps.db, userId, resume.text) };
}

export async function deleteResume(scoring: ProfileScoring, deps: FileDeps, userId: string): Promise<void> {
  let previous: string | null = null;
  await deps.db.transaction(async (tx) => {
    const current = await requireProfileForUpdate(tx, userId);
    if (!current.resumeFileId) throw new NotFoundError(PROFILE_MESSAGES.noResume);
    previous = current.resumeFileId;
    await tx
      .update(candidateProfiles)
      .set({ resumeFileId: null, resumeFileName: null, resumeText: '', resumeUploadedAt: null, updatedAt: new Date() })
      .where(eq(candidateProfiles.userId, userId));
    await scoring.afterProfileChange(tx, userId, 'resume-deleted');
  });
  await dropFile(deps, previous);
}

/** The profile resume's bytes, stored type and uploaded name, or null without one. */
export async function findResume(deps: { db: Tx; storage: FileStorage }, userId: string) {
  const p = await profileRow(deps.db, userId);
  const file = await readFile(deps, p?.resumeFileId ?? null);
  return p && file ? { ...file, fileName: p.resumeFileName ?? 'resume' } : null;
}

export async function getResume(deps: FileDeps, userId: string) {
  const resume = await findResume(deps, userId);
  if (!resume) throw new NotFoundError(PROFILE_MESSAGES.noResume);
  // named by the type its bytes showed, whatever name it was uploaded under (older uploads included)
  return { ...resume, fileName: documentFileName(resume.fileName, resume.contentType) };
}

export async function resumeSuggestions(db: Db, userId: string): Promise<{ suggestedSkills: SuggestedSkill[] }> {
  const p = await profileRow(db, userId);
  return { suggestedSkills: p ? await suggestedSkills(db, userId, p.resumeText) : [] };
}
