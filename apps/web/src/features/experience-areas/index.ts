/** The public face of this feature: what other features may import. */
export { useExperienceAreas } from './api/experience-areas.ts';
