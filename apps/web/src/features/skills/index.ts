/** The public face of this feature: what other features may import. */
export { useAddCandidateSkill, useCandidateSkills } from './api/candidate-skills.ts';
export { CandidateSkillList, LEVEL_CHOICES } from './components/candidate-skill-list.tsx';
export { SkillsFilter } from './components/skills-filter.tsx';
