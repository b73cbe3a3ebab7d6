import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';
import type { Visibility } from '@talentmatch/shared/candidate-profile';
import { MESSAGING_MESSAGES } from '@talentmatch/shared/messaging';
import { can as canCandidate } from '../candidate-profiles/policy.ts';

/**
 * Who may do what with a conversation (docs/applications-and-messaging.md). The participants are the
 * candidate and every employer of the conversation's company; administrators read everything (audited)
 * but never post or mark read; anyone else is told the conversation does not exist.
 */
export interface ConversationParties {
  candidateId: string;
  companyId: string;
}

/** An employer of a registered company speaks for its hiring team (the same rule as `participatesIn` in posting.ts). */
const speaksForCompany = (viewer: Actor) => viewer.roles.includes('Employer') && viewer.companyId !== null;

const isParticipant = (viewer: Actor, conversation: ConversationParties) =>
  speaksForCompany(viewer)
    ? viewer.companyId === conversation.companyId
    : viewer.roles.includes('Candidate') && viewer.userId === conversation.candidateId;

export const { can, authorize } = definePolicy(
  {
    /** Participants read; an administrator reads someone else's conversation as its moderator. */
    read: (actor, conversation: ConversationParties) => isParticipant(actor, conversation) || isAdmin(actor),
    /** Posting and marking read: participants only (a moderator reads only). */
    post: (actor, conversation: ConversationParties) => isParticipant(actor, conversation),
    /** A job's previews: its company's employers, candidates (their own), administrators. */
    previewJob: (actor, job: { companyId: string }) => isAdmin(actor) || !speaksForCompany(actor) || actor.companyId === job.companyId,
    /** Keeping an attachment as one's profile resume: the candidate of the conversation, for themselves. */
    keepAttachment: (actor, candidateId: string) => candidateId === actor.userId,
  },
  { post: MESSAGING_MESSAGES.readOnly },
);

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
  const visible = candidate.visibility ? canCandidate(employer, 'view', { visibility: candidate.visibility }) : false;
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
