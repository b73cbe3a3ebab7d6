import type { Actor } from '../../platform/auth/actor.ts';
import { isCompanyEmployer } from '../applications/policy.ts';

/**
 * Who may do what with interviews: the company's hiring team (every employer of the company) proposes,
 * reads, reschedules and cancels them; the candidate of the application reads, picks a slot, asks for
 * other times, reschedules and cancels. Nobody else sees them (administrators included).
 */
export interface InterviewSubject {
  candidateId: string;
  companyId: string;
}

const isInterviewCandidate = (viewer: Actor, subject: InterviewSubject): boolean =>
  viewer.roles.includes('Candidate') && viewer.userId === subject.candidateId;

export function canProposeInterview(viewer: Actor, subject: InterviewSubject | null): boolean {
  return subject !== null && isCompanyEmployer(viewer, subject);
}

/** Reading, rescheduling and cancelling: either party. */
export function isInterviewParty(viewer: Actor, subject: InterviewSubject | null): boolean {
  return subject !== null && (isInterviewCandidate(viewer, subject) || isCompanyEmployer(viewer, subject));
}

/** Picking a slot or asking for other times: the candidate only. */
export function canAnswerInterview(viewer: Actor, subject: InterviewSubject | null): boolean {
  return subject !== null && isInterviewCandidate(viewer, subject);
}
