import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';
import { HIRING_MESSAGES, nextStatuses, type HiringActor, type HiringStatus } from '@talentmatch/shared/hiring';

/**
 * Who may do what in the hiring pipeline. The candidate acts on their own applications, the
 * company's employers (the whole hiring team) on the applications to the company's jobs, and
 * administrators only read.
 */
/** An application with the company of its job. */
interface PipelineSubject {
  candidateId: string;
  companyId: string;
}

/** The side a user acts on, from their role (null: neither a candidate nor an employer). */
export function hiringSide(actor: Pick<Actor, 'roles'>): HiringActor | null {
  if (actor.roles.includes('Candidate')) return 'candidate';
  if (actor.roles.includes('Employer')) return 'employer';
  return null;
}

const isOwnCandidate = (actor: Actor, subject: PipelineSubject) =>
  actor.roles.includes('Candidate') && actor.userId === subject.candidateId;

/** An employer of the company (not merely any employer). */
const isCompanyEmployer = (actor: Actor, company: { companyId: string }) =>
  actor.roles.includes('Employer') && actor.companyId !== null && actor.companyId === company.companyId;

export const { can, authorize } = definePolicy(
  {
    read: (actor, application: PipelineSubject) =>
      isAdmin(actor) || isOwnCandidate(actor, application) || isCompanyEmployer(actor, application),
    /** Moving an application: the candidate on their side, the company's employers on theirs. */
    move: (actor, application: PipelineSubject) => {
      const side = hiringSide(actor);
      return (side === 'candidate' && isOwnCandidate(actor, application)) || (side === 'employer' && isCompanyEmployer(actor, application));
    },
    /** Inviting a candidate to a job, reading its candidates, proposing interviews: the job's company's employers. */
    manageJob: (actor, job: { companyId: string }) => isCompanyEmployer(actor, job),
  },
  { manageJob: HIRING_MESSAGES.notOwnJob },
);

/** The moves the actor may make now (none for a reader who cannot move it). */
export function movesFor(actor: Actor, application: PipelineSubject & { status: HiringStatus }): HiringStatus[] {
  const side = hiringSide(actor);
  return side && can(actor, 'move', application) ? nextStatuses(application.status, side) : [];
}
