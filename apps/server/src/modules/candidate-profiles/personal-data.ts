import { eq } from 'drizzle-orm';
import type { CandidateExperiences, CandidateProfile, CandidateSkill } from '@talentmatch/shared/candidate-profile';
import type { Db } from '../../platform/db/index.ts';
import { files } from '../../platform/db/schema.ts';
import { extensionFor, type PersonalDataPart, type PersonalFile } from '../../platform/personal-data.ts';
import { listCandidateSkills } from './candidate-skills.ts';
import { listEducation, listJobs } from './experiences.ts';
import { getProfile, profileRow } from './profile.ts';
import { cleanFileName } from './upload.ts';

export interface CandidateProfileExport {
  profile: (CandidateProfile & { resumeText: string }) | null;
  skills: CandidateSkill[];
  experiences: Pick<CandidateExperiences, 'jobs' | 'education'>;
}

/** A candidate's profile, skills and experiences, with the photo and resume files, for "Download my data". */
export async function exportCandidateProfile(db: Db, userId: string): Promise<PersonalDataPart<CandidateProfileExport>> {
  const row = await profileRow(db, userId);
  const [skills, jobs, education] = await Promise.all([listCandidateSkills(db, userId), listJobs(db, userId), listEducation(db, userId)]);
  const out: PersonalFile[] = [];
  if (row) {
    const stored = async (fileId: string | null) => {
      if (!fileId) return null;
      const [file] = await db.select({ contentType: files.contentType }).from(files).where(eq(files.id, fileId)).limit(1);
      return file ?? null;
    };
    const photo = await stored(row.photoFileId);
    if (row.photoFileId && photo) out.push({ fileId: row.photoFileId, path: `profile/photo${extensionFor(photo.contentType)}` });
    const resume = await stored(row.resumeFileId);
    if (row.resumeFileId && resume) {
      const name = row.resumeFileName ? cleanFileName(row.resumeFileName) : `resume${extensionFor(resume.contentType)}`;
      out.push({ fileId: row.resumeFileId, path: `profile/${name}` });
    }
  }
  return {
    data: {
      profile: row ? { ...(await getProfile(db, userId)), resumeText: row.resumeText } : null,
      skills,
      experiences: { jobs, education },
    },
    files: out,
  };
}
