import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import type { Visibility } from '@talentmatch/shared/candidate-profile';
import { canViewCandidate } from '../candidate-profiles/policy.ts';

/**
 * Who may do what with a conversation (docs/applications-and-messaging.md). The participants are the
 * candidate and every employer of the conversation's company; administrators read everything (audited)
 * but never post or mark read; anyone else is told the conversation does not exist.
 */
export interface ConversationParties {
  candidateId: string;
  companyId: string;
}

/** participant: reads, posts, marks read. moderator: an administrator reading someone else's conversation. none: 404. */
export type ConversationAccess = 'participant' | 'moderator' | 'none';

/** An employer of a registered company speaks for its hiring team (the same rule as `participatesIn` in posting.ts). */
export const speaksForCompany = (viewer: Actor) => viewer.roles.includes('Employer') && viewer.companyId !== null;

export function conversationAccess(viewer: Actor, conversation: ConversationParties | null): ConversationAccess {
  if (!conversation) return 'none';
  const participant = speaksForCompany(viewer)
    ? viewer.companyId === conversation.companyId
    : viewer.roles.includes('Candidate') && viewer.userId === conversation.candidateId;
  if (participant) return 'participant';
  return isAdmin(viewer) ? 'moderator' : 'none';
}

/** The side a participant writes from. */
export function senderSide(viewer: Actor): 'candidate' | 'employer' {
  return speaksForCompany(viewer) ? 'employer' : 'candidate';
}

// ---------------------------------------------------------------------------------------------
// Starting a conversation ("Who may start one")

/** Why a start is refused (each maps to one MESSAGING_MESSAGES text), or 'ok'. */
export type StartDecision = 'ok' | 'noCompany' | 'candidateNotFound' | 'companyNotFound' | 'jobNotFound' | 'candidateMustApply';

export interface EmployerStart {
  /** null: no such user */
  candidate: { roles: readonly string[]; deleted: boolean; visibility: Visibility | null } | null;
  /** the job asked about: undefined when none was, null when it does not exist */
  job: { companyId: string } | null | undefined;
  conversationExists: boolean;
}

/**
 * An employer writes to any candidate it can see (a visible profile), optionally about one of its
 * company's jobs. A conversation that exists already (the candidate applied, say) may always go on.
 */
export function employerMayStart(employer: Actor, start: EmployerStart): StartDecision {
  if (!speaksForCompany(employer)) return 'noCompany';
  const { candidate, job } = start;
  if (!candidate || candidate.deleted || !candidate.roles.includes('Candidate')) return 'candidateNotFound';
  if (job !== undefined && job?.companyId !== employer.companyId) return 'jobNotFound';
  if (start.conversationExists) return 'ok';
  const visible = candidate.visibility
    ? canViewCandidate({ roles: [...employer.roles], companyId: employer.companyId }, { visibility: candidate.visibility })
    : false;
  return visible ? 'ok' : 'candidateNotFound';
}

export interface CandidateStart {
  companyExists: boolean;
  /** the job asked about: undefined when none was, null when it does not exist */
  job: { companyId: string; open: boolean } | null | undefined;
  conversationExists: boolean;
}

/** A candidate writes to a company only about one of its open jobs, or replies in a conversation that exists. */
export function candidateMayStart(companyId: string, start: CandidateStart): StartDecision {
  if (!start.companyExists) return 'companyNotFound';
  if (start.conversationExists) return 'ok';
  return start.job && start.job.companyId === companyId && start.job.open ? 'ok' : 'candidateMustApply';
}
