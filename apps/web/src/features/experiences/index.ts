/** The public face of this feature: what other features may import. */
export { useExperiences } from './api/candidate-experiences.ts';
export { useExperienceAreas } from './api/experience-areas.ts';
