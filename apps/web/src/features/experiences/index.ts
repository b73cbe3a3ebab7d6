/** The public face of this feature: what other features may import. */
export { useDeleteExperience, useExperiences } from './api/candidate-experiences.ts';
export { EducationForm } from './components/education-form.tsx';
export { JobForm } from './components/job-form.tsx';
export { useExperienceAreas } from './api/experience-areas.ts';
