/**
 * The public face of candidate profiles (routes and other modules import from here). The work lives in
 * one file per concern: profile.ts, photo-and-resume.ts, candidate-skills.ts, experiences.ts, score.ts,
 * and after-change.ts (search document and score recompute after every change).
 */
export { profileFacts } from './profile-rows.ts';
import type { ScoreInputReaders } from '../candidate-score/service.ts';
import { bindDeps } from '../../platform/bind-deps.ts';
import { createProfileScoring } from './after-change.ts';
import { addCandidateSkill, deleteCandidateSkill, moveCandidateSkillsOnMerge, updateCandidateSkill } from './candidate-skills.ts';
import { addEducation, addJob, deleteEducation, deleteJob, updateEducation, updateJob } from './experiences.ts';
import { deletePhoto, deleteResume, setPhoto, setResume } from './photo-and-resume.ts';
import { createProfile, updateProfile } from './profile.ts';
import { getScore } from './score.ts';

export { findCandidateSkill, listCandidateSkills } from './candidate-skills.ts';
export { listExperiences } from './experiences.ts';
export { candidateSearchDocumentUpdate, facetQuery, refreshSearchDocument } from './after-change.ts';
export { candidateVisibility, getScoreHistory } from './score.ts';
export { getProfile } from './profile.ts';
export { findResume, getPhoto, getResume, resumeSuggestions } from './photo-and-resume.ts';

/**
 * Everything that changes a profile recomputes its score, whose inputs include what training and feedback own (they
 * import this module, so their readers are passed in): the writes and the score, built once by the composition root.
 */
export function createCandidateProfiles(scoreInputs: ScoreInputReaders) {
  const scoring = createProfileScoring(scoreInputs);
  return {
    ...scoring,
    ...bindDeps(scoring, {
      createProfile,
      updateProfile,
      setPhoto,
      deletePhoto,
      setResume,
      deleteResume,
      addCandidateSkill,
      updateCandidateSkill,
      deleteCandidateSkill,
      moveCandidateSkillsOnMerge,
      addJob,
      updateJob,
      deleteJob,
      addEducation,
      updateEducation,
      deleteEducation,
      getScore,
    }),
  };
}
export type CandidateProfiles = ReturnType<typeof createCandidateProfiles>;
export { intakeResume } from './resume-text.ts';
export { cleanFileName, contentDisposition } from './upload.ts';

// for the administration module's candidate pages (their answer declares these parts as this module does)
export { hasCandidateProfile, listCandidatesForAdmin } from './admin-queries.ts';
export { candidateProfileAnswer, candidateSkillAnswer, experiencesAnswer, scoreHistoryAnswer } from './schema.ts';

// account deletion (the account module calls it in its transaction)
export { forgetCandidateProfile } from './forget.ts';
// for "Download my data" (modules/data-export)
export { exportCandidateProfile } from './personal-data.ts';
