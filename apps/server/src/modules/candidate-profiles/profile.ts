import { eq } from 'drizzle-orm';
import { PROFILE_MESSAGES, type CandidateProfile, type ResumeInfo } from '@talentmatch/shared/candidate-profile';
import type { CandidateProfileInput } from '@talentmatch/shared/candidate-profile-requests';
import type { Db, Tx } from '../../platform/db/index.ts';
export type { Tx } from '../../platform/db/index.ts';
import { files } from '../../platform/db/schema.ts';
import { userDirectory } from '../users/queries.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { requireUsableOption } from '../dropdowns/service.ts';
import { candidateProfiles } from './tables.ts';
import type { ProfileScoring } from './after-change.ts';
import { educationLevel, optionRef, type ProfileRow, yearsOption } from './profile-rows.ts';

// ---------------------------------------------------------------------------------------------
// Profile

export async function profileRow(tx: Tx, userId: string, options: { lock?: boolean } = {}): Promise<ProfileRow | null> {
  const query = tx.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The profile row, locked for the rest of the transaction, or 409 "Create your profile first." */
export async function requireProfileForUpdate(tx: Tx, userId: string): Promise<ProfileRow> {
  const row = await profileRow(tx, userId, { lock: true });
  if (!row) throw new ConflictError(PROFILE_MESSAGES.createFirst);
  return row;
}

export async function getProfile(db: Tx, userId: string): Promise<CandidateProfile> {
  const [row] = await db
    .select({
      p: candidateProfiles,
      user: {
        firstName: userDirectory.firstName,
        lastName: userDirectory.lastName,
        email: userDirectory.email,
        phoneNumber: userDirectory.phoneNumber,
      },
      years: { id: yearsOption.id, label: yearsOption.label, isActive: yearsOption.isActive },
      education: { id: educationLevel.id, label: educationLevel.label, isActive: educationLevel.isActive },
      resume: { contentType: files.contentType, size: files.size },
    })
    .from(candidateProfiles)
    .innerJoin(userDirectory, eq(userDirectory.id, candidateProfiles.userId))
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
  if (input.educationOptionId)
    await requireUsableOption(tx, 'educationOptionId', 'education', input.educationOptionId, current?.educationOptionId);
}

export async function createProfile(
  scoring: ProfileScoring,
  db: Db,
  userId: string,
  input: CandidateProfileInput,
): Promise<CandidateProfile> {
  await db.transaction(async (tx) => {
    if (await profileRow(tx, userId)) throw new ConflictError(PROFILE_MESSAGES.alreadyCreated);
    await checkProfileOptions(tx, input, null);
    const inserted = await tx
      .insert(candidateProfiles)
      .values({ userId, ...input })
      .onConflictDoNothing()
      .returning({ userId: candidateProfiles.userId });
    if (inserted.length === 0) throw new ConflictError(PROFILE_MESSAGES.alreadyCreated);
    await scoring.afterProfileChange(tx, userId, 'profile-created');
  });
  return getProfile(db, userId);
}

export async function updateProfile(
  scoring: ProfileScoring,
  db: Db,
  userId: string,
  input: CandidateProfileInput,
): Promise<CandidateProfile> {
  await db.transaction(async (tx) => {
    const current = await profileRow(tx, userId, { lock: true });
    if (!current) throw new NotFoundError(PROFILE_MESSAGES.notCreated);
    await checkProfileOptions(tx, input, current);
    await tx
      .update(candidateProfiles)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(candidateProfiles.userId, userId));
    await scoring.afterProfileChange(tx, userId, 'profile-updated');
  });
  return getProfile(db, userId);
}
