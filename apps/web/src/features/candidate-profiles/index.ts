/** The public face of this feature: what other features may import. */
export { useCandidateProfile } from './api/get-candidate-profile.ts';
