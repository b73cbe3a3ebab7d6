import type { Role } from '@talentmatch/shared/roles';
import type { Visibility } from '@talentmatch/shared/candidate-profile';

/**
 * Who may see a candidate (score history now; profile and resume with the candidate search later):
 * administrators always; employers of a registered company only while the candidate is visible.
 */
export function canViewCandidate(
  viewer: { roles: readonly Role[]; companyId: string | null },
  candidate: { visibility: Visibility } | null,
): boolean {
  if (!candidate) return false;
  if (viewer.roles.includes('Administrator')) return true;
  return viewer.roles.includes('Employer') && viewer.companyId !== null && candidate.visibility === 'visible';
}

/** A candidate edits only their own profile; an administrator may correct a candidate's skill (candidate/skills/update/{id}). */
export function canEditCandidateSkill(editor: { userId: string; roles: Role[] }, skill: { userId: string }): boolean {
  return editor.roles.includes('Administrator') || editor.userId === skill.userId;
}
