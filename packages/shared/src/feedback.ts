/**
 * Employer feedback on a candidate (product.md "Feedback and surveys"): a hire (or an accepted
 * application left without a decision) opens a pending task for the job's company; an employer gives
 * the feedback; an administrator approves it (then it counts toward the candidate's score) or rejects
 * it with a reason the employer sees, edits and resubmits.
 */

export const FEEDBACK_STATUSES = ['pending', 'submitted', 'approved', 'rejected'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  pending: 'Waiting for feedback',
  submitted: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Why the task was opened. */
type FeedbackReason = 'hired' | 'accepted' | 'interview';

export const FEEDBACK_CRITERIA = ['skillsAsClaimed', 'communication', 'professionalism', 'reliability'] as const;
export type FeedbackCriterion = (typeof FEEDBACK_CRITERIA)[number];

export const FEEDBACK_CRITERIA_LABELS: Record<FeedbackCriterion, string> = {
  skillsAsClaimed: 'Skills as claimed',
  communication: 'Communication',
  professionalism: 'Professionalism',
  reliability: 'Reliability',
};

/** Days after an acceptance without a decision before a task opens, and after a task opens before the one reminder. */
export const FEEDBACK_ACCEPTED_DAYS = 14;
export const FEEDBACK_REMINDER_DAYS = 7;

export const FEEDBACK_MESSAGES = {
  notFound: 'This feedback does not exist.',
  noTask: 'There is no hire or accepted application of this candidate for this job to give feedback on.',
  otherCompany: 'You can only give feedback on candidates of your own company’s jobs.',
  alreadyGiven: 'Feedback for this hire has already been given.',
  otherInterviewer: 'This interview feedback is another interviewer’s to give.',
  notAwaitingReview: 'Only feedback waiting for review can be approved or rejected.',
  submitted: 'Thank you. Your feedback has been sent for review.',
  approved: 'The feedback has been approved.',
  rejected: 'The feedback has been rejected and the employer told why.',
  visibility: 'Once an administrator approves it, the candidate sees this feedback together with your company’s name.',
  fetchError: 'An error occurred while fetching the feedback.',
  saveError: 'An error occurred while saving the feedback.',
  reviewError: 'An error occurred while reviewing the feedback.',
} as const;

export interface FeedbackRatings {
  overall: number;
  skillsAsClaimed: number;
  communication: number;
  professionalism: number;
  reliability: number;
  wouldHireAgain: boolean;
  comment: string;
}

/** One task or feedback as the employer and the administrator see it. */
export interface Feedback {
  id: string;
  status: FeedbackStatus;
  reason: FeedbackReason;
  candidate: { id: string; firstName: string; lastName: string };
  job: { id: string; title: string };
  company: { id: string; name: string };
  /** an interview's task (reason 'interview'): the interview and the interviewer it is for */
  interviewId: string | null;
  interviewerId: string | null;
  /** null while pending */
  ratings: FeedbackRatings | null;
  submittedBy: { id: string; firstName: string; lastName: string } | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  rejectionReason: string | null;
  createdAt: string;
}

export interface FeedbackList {
  items: Feedback[];
  totalRecords: number;
}

/** What the candidate sees: approved feedback with the company's name. */
interface CandidateFeedbackItem {
  id: string;
  companyName: string;
  jobTitle: string;
  ratings: FeedbackRatings;
  approvedAt: string;
}

/** What another employer sees: the average and the count, never the comments. */
export interface FeedbackSummary {
  average: number | null;
  count: number;
}

export interface CandidateFeedbackView {
  summary: FeedbackSummary;
  items: CandidateFeedbackItem[];
}

export interface AdminCandidateFeedback {
  candidate: { id: string; firstName: string; lastName: string; email: string };
  summary: FeedbackSummary;
  items: Feedback[];
}
