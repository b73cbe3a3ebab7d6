import type { Actor } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';
import { can as canPipeline } from '../applications/policy.ts';

/**
 * Who may do what with interviews: the company's hiring team (every employer of the company) proposes,
 * reads, reschedules and cancels them; the candidate of the application reads, picks a slot, asks for
 * other times, reschedules and cancels. Nobody else sees them (administrators included).
 */
interface InterviewSubject {
  candidateId: string;
  companyId: string;
}

const isInterviewCandidate = (actor: Actor, subject: InterviewSubject): boolean =>
  actor.roles.includes('Candidate') && actor.userId === subject.candidateId;

export const { can } = definePolicy({
  propose: (actor, subject: InterviewSubject) => canPipeline(actor, 'manageJob', subject),
  /** Reading, rescheduling and cancelling: either party. */
  attend: (actor, subject: InterviewSubject) => isInterviewCandidate(actor, subject) || canPipeline(actor, 'manageJob', subject),
  /** Picking a slot or asking for other times: the candidate only. */
  answer: (actor, subject: InterviewSubject) => isInterviewCandidate(actor, subject),
});
