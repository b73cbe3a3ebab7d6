/**
 * The public face of candidate profiles (routes and other modules import from here). The work lives in
 * one file per concern: profile.ts, photo-and-resume.ts, candidate-skills.ts, experiences.ts, score.ts,
 * and after-change.ts (search document and score recompute after every change).
 */
export { profileFacts } from './profile-rows.ts';
export {
  addCandidateSkill,
  deleteCandidateSkill,
  findCandidateSkill,
  listCandidateSkills,
  moveCandidateSkillsOnMerge,
  updateCandidateSkill,
} from './candidate-skills.ts';
export { addEducation, addJob, deleteEducation, deleteJob, listExperiences, updateEducation, updateJob } from './experiences.ts';
export {
  afterProfileChange,
  candidateSearchDocumentUpdate,
  facetQuery,
  loadScoreInputs,
  refreshSearchDocument,
} from './after-change.ts';
export { candidateVisibility, getScore, getScoreHistory } from './score.ts';
export { createProfile, getProfile, updateProfile } from './profile.ts';
export {
  deletePhoto,
  deleteResume,
  findResume,
  getPhoto,
  getResume,
  resumeSuggestions,
  setPhoto,
  setResume,
} from './photo-and-resume.ts';
export { intakeResume } from './resume-text.ts';
export { areaPositionCount, skillHolderCount } from './queries.ts';
export { cleanFileName, contentDisposition } from './upload.ts';

// for the administration module's candidate pages (their answer declares these parts as this module does)
export { hasCandidateProfile, listCandidatesForAdmin } from './admin-queries.ts';
export { candidateProfileAnswer, candidateSkillAnswer, experiencesAnswer, scoreHistoryAnswer } from './schema.ts';

// account deletion (the account module calls it in its transaction)
export { forgetCandidateProfile } from './forget.ts';
// for "Download my data" (modules/data-export)
export { exportCandidateProfile } from './personal-data.ts';
