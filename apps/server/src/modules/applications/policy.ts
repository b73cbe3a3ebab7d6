import type { Actor } from '../../platform/auth/actor.ts';
import { nextStatuses, type HiringActor, type HiringStatus } from '@talentmatch/shared/hiring';

/**
 * Who may do what in the hiring pipeline. The candidate acts on their own applications, the
 * company's employers (the whole hiring team) on the applications to the company's jobs, and
 * administrators only read.
 */
/** An application with the company of its job. */
export interface PipelineSubject {
  candidateId: string;
  companyId: string;
}

/** The side a user acts on, from their role (null: neither a candidate nor an employer). */
export function hiringSide(viewer: Pick<Actor, 'roles'>): HiringActor | null {
  if (viewer.roles.includes('Candidate')) return 'candidate';
  if (viewer.roles.includes('Employer')) return 'employer';
  return null;
}

const isOwnCandidate = (viewer: Actor, subject: PipelineSubject) =>
  viewer.roles.includes('Candidate') && viewer.userId === subject.candidateId;

/** An employer of the company (not merely any employer). */
export function isCompanyEmployer(viewer: Actor, company: { companyId: string }): boolean {
  return viewer.roles.includes('Employer') && viewer.companyId !== null && viewer.companyId === company.companyId;
}

export function canReadApplication(viewer: Actor, subject: PipelineSubject | null): boolean {
  if (!subject) return false;
  return viewer.roles.includes('Administrator') || isOwnCandidate(viewer, subject) || isCompanyEmployer(viewer, subject);
}

/** Moving an application: the candidate on their side, the company's employers on theirs. */
export function canMoveApplication(viewer: Actor, subject: PipelineSubject | null): boolean {
  if (!subject) return false;
  const side = hiringSide(viewer);
  return (side === 'candidate' && isOwnCandidate(viewer, subject)) || (side === 'employer' && isCompanyEmployer(viewer, subject));
}

/** Inviting a candidate to a job and reading its candidates: the job's company's employers. */
export function canManageJobPipeline(viewer: Actor, job: { companyId: string } | null): boolean {
  return job !== null && isCompanyEmployer(viewer, job);
}

/** The moves the viewer may make now (none for a reader who cannot move it). */
export function movesFor(viewer: Actor, subject: PipelineSubject & { status: HiringStatus }): HiringStatus[] {
  const side = hiringSide(viewer);
  return side && canMoveApplication(viewer, subject) ? nextStatuses(subject.status, side) : [];
}
