/** The public face of this feature: what other features may import. */
export { FIRST_JOB_CANDIDATES_PAGE, useJobCandidates } from './api/get-job-candidates.ts';
export { CandidateCountsLink } from './components/candidate-counts.tsx';
export { INVITE_ERROR, useInviteCandidate } from './api/invite-candidate.ts';
export { hiringErrorText } from './components/hiring-error.ts';
export { JobStandingPanel } from './components/job-standing-panel.tsx';
export { usePipelineActivity } from './api/get-pipeline-activity.ts';
