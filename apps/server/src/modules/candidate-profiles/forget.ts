import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.ts';
import { forgetFileRows } from '../../platform/stored-files.ts';
import { candidateProfiles, candidateSkills, educationExperiences, jobExperiences } from './tables.ts';

/**
 * Account deletion (docs/security.md): the profile keeps its row (applications and conversations point
 * at the person) but loses every personal field, is hidden from employers and out of the full-text
 * index; skills and experiences go. Returns the storage keys of the photo and resume, to delete after
 * the caller's transaction commits.
 */
export async function forgetCandidateProfile(tx: Tx, userId: string): Promise<string[]> {
  const [profile] = await tx
    .select({ photoFileId: candidateProfiles.photoFileId, resumeFileId: candidateProfiles.resumeFileId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .for('update');
  if (!profile) return [];
  await tx
    .update(candidateProfiles)
    .set({
      headline: '',
      summary: '',
      city: '',
      region: '',
      country: '',
      visibility: 'hidden',
      yearsOptionId: null,
      educationOptionId: null,
      photoFileId: null,
      resumeFileId: null,
      resumeFileName: null,
      resumeText: '',
      resumeUploadedAt: null,
      score: 0,
      searchDocument: null,
      updatedAt: new Date(),
    })
    .where(eq(candidateProfiles.userId, userId));
  await tx.delete(candidateSkills).where(eq(candidateSkills.userId, userId));
  await tx.delete(jobExperiences).where(eq(jobExperiences.userId, userId));
  await tx.delete(educationExperiences).where(eq(educationExperiences.userId, userId));
  return forgetFileRows(tx, [profile.photoFileId, profile.resumeFileId]);
}
