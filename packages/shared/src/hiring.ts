import { required } from '@talentmatch/shared/required';

/**
 * The hiring pipeline (product.md, "Hiring statuses"): one row per job ↔ candidate pair, its status,
 * the transition table with who may make each move, and the message template each move posts.
 * Used by the server (rules, 409s) and the web (which buttons to offer).
 */

export const HIRING_STATUSES = [
  'Invited',
  'Applied',
  'InvitationAccepted',
  'InvitationRejected',
  'ApplicationAccepted',
  'ApplicationRejected',
  'Withdrawn',
  'Hired',
] as const;
export type HiringStatus = (typeof HIRING_STATUSES)[number];

export const HIRING_STATUS_LABELS: Record<HiringStatus, string> = {
  Invited: 'Invited',
  Applied: 'Applied',
  InvitationAccepted: 'Invitation accepted',
  InvitationRejected: 'Invitation declined',
  ApplicationAccepted: 'Accepted',
  ApplicationRejected: 'Rejected',
  Withdrawn: 'Withdrawn',
  Hired: 'Hired',
};

/** The seven message template types of the specification (§3), and the hire's (docs/applications-and-messaging.md). */
export const MESSAGE_TEMPLATE_TYPES = [
  'CandidateApplying',
  'AcceptInvitation',
  'RejectInvitation',
  'InviteCandidate',
  'AcceptApplication',
  'RejectApplication',
  'CandidateWithdraw',
  'HireCandidate',
] as const;
export type MessageTemplateType = (typeof MESSAGE_TEMPLATE_TYPES)[number];

/** §3: the candidate set and the employer set. */
export const CANDIDATE_TEMPLATE_TYPES: readonly MessageTemplateType[] = [
  'CandidateApplying',
  'RejectInvitation',
  'AcceptInvitation',
  'CandidateWithdraw',
];
export const EMPLOYER_TEMPLATE_TYPES: readonly MessageTemplateType[] = [
  'InviteCandidate',
  'AcceptApplication',
  'RejectApplication',
  'HireCandidate',
];

export const MESSAGE_TEMPLATE_LABELS: Record<MessageTemplateType, string> = {
  CandidateApplying: 'Candidate applies',
  AcceptInvitation: 'Candidate accepts an invitation',
  RejectInvitation: 'Candidate declines an invitation',
  InviteCandidate: 'Employer invites a candidate',
  AcceptApplication: 'Employer accepts an application',
  RejectApplication: 'Employer rejects an application',
  CandidateWithdraw: 'Candidate withdraws',
  HireCandidate: 'Employer hires a candidate',
};

export type HiringActor = 'candidate' | 'employer';

/** One allowed move: from a status (null = no row yet) to a status, by whom, posting which template. */
export interface HiringTransition {
  from: HiringStatus | null;
  to: HiringStatus;
  by: HiringActor;
  template: MessageTemplateType | null;
}

/**
 * The whole table. Anything not listed is refused with 409.
 * Decided beyond product.md's table (docs/applications-and-messaging.md): an employer may still
 * reject after shortlisting or after an accepted invitation (an interview that did not work out).
 */
export const HIRING_TRANSITIONS: readonly HiringTransition[] = [
  { from: null, to: 'Invited', by: 'employer', template: 'InviteCandidate' },
  { from: null, to: 'Applied', by: 'candidate', template: 'CandidateApplying' },
  { from: 'Invited', to: 'InvitationAccepted', by: 'candidate', template: 'AcceptInvitation' },
  { from: 'Invited', to: 'InvitationRejected', by: 'candidate', template: 'RejectInvitation' },
  { from: 'Applied', to: 'ApplicationAccepted', by: 'employer', template: 'AcceptApplication' },
  { from: 'Applied', to: 'ApplicationRejected', by: 'employer', template: 'RejectApplication' },
  { from: 'ApplicationAccepted', to: 'ApplicationRejected', by: 'employer', template: 'RejectApplication' },
  { from: 'InvitationAccepted', to: 'ApplicationRejected', by: 'employer', template: 'RejectApplication' },
  { from: 'Applied', to: 'Withdrawn', by: 'candidate', template: 'CandidateWithdraw' },
  { from: 'InvitationAccepted', to: 'Withdrawn', by: 'candidate', template: 'CandidateWithdraw' },
  { from: 'ApplicationAccepted', to: 'Withdrawn', by: 'candidate', template: 'CandidateWithdraw' },
  { from: 'ApplicationAccepted', to: 'Hired', by: 'employer', template: 'HireCandidate' },
  { from: 'InvitationAccepted', to: 'Hired', by: 'employer', template: 'HireCandidate' },
];

export function findTransition(from: HiringStatus | null, to: HiringStatus, by: HiringActor): HiringTransition | null {
  return HIRING_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by === by) ?? null;
}

/** The moves a side may make from a status (the buttons a page offers). */
export function nextStatuses(from: HiringStatus, by: HiringActor): HiringStatus[] {
  return HIRING_TRANSITIONS.filter((t) => t.from === from && t.by === by).map((t) => t.to);
}

export const TERMINAL_STATUSES: readonly HiringStatus[] = ['InvitationRejected', 'ApplicationRejected', 'Withdrawn', 'Hired'];

export const HIRING_MESSAGES = {
  jobNotFound: 'This job does not exist.',
  jobNotOpen: 'This job is not open for applications.',
  applicationNotFound: 'This application does not exist.',
  candidateNotFound: 'This candidate does not exist or is not visible.',
  noProfile: 'Create your profile before you apply.',
  noCompany: 'Register your company first.',
  alreadyApplied: 'You have already applied to this job.',
  alreadyInvited: 'You were invited to this job: accept the invitation instead of applying.',
  alreadyInPipeline: 'This candidate is already in the pipeline of this job.',
  noResume: 'Your profile has no resume to attach.',
  notOwnJob: 'You can only invite candidates to your own company’s jobs.',
  applied: 'Your application has been sent.',
  invited: 'The invitation has been sent.',
  statusChanged: 'The status has been updated.',
  templateUnknownPlaceholder: 'Unknown placeholder',
  templateSaved: 'The template has been saved.',
  candidateDeleted: 'This candidate deleted their account: the application is closed.',
} as const;

/** The 409 text of a refused move. */
export function refusedHiringMessage(from: HiringStatus, to: HiringStatus): string {
  if (from === to) return `This candidate is already ${HIRING_STATUS_LABELS[from].toLowerCase()}.`;
  if (TERMINAL_STATUSES.includes(from)) {
    return `This application is ${HIRING_STATUS_LABELS[from].toLowerCase()}; its status cannot change any more.`;
  }
  return `An application that is ${HIRING_STATUS_LABELS[from].toLowerCase()} cannot become ${HIRING_STATUS_LABELS[to].toLowerCase()}.`;
}

// ---------------------------------------------------------------------------------------------
// Message templates: placeholders, safe rendering (plain text; values are never markup).

export const TEMPLATE_PLACEHOLDERS = [
  { name: 'candidateFirstName', description: 'The candidate’s first name', sample: 'Priya' },
  { name: 'candidateName', description: 'The candidate’s full name', sample: 'Priya Raman' },
  { name: 'jobTitle', description: 'The job’s title', sample: 'Senior Data Analyst' },
  { name: 'companyName', description: 'The company’s name', sample: 'Northwind Analytics' },
  { name: 'employerName', description: 'The employer who acted (or who posted the job)', sample: 'Elena Marsh' },
] as const;
type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number]['name'];
export type TemplateValues = Record<TemplatePlaceholder, string>;

export const TEMPLATE_SAMPLE_VALUES = Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((p) => [p.name, p.sample])) as TemplateValues;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The placeholder names a text uses that are not allowed (empty when all are fine). */
export function unknownPlaceholders(text: string): string[] {
  const allowed = new Set<string>(TEMPLATE_PLACEHOLDERS.map((p) => p.name));
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => required(m[1])).filter((name) => !allowed.has(name)))];
}

/** Fills the placeholders. The result is plain text: callers render it as text or escape it for HTML. */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? values[name as TemplatePlaceholder] : whole));
}

export interface MessageTemplate {
  type: MessageTemplateType;
  /** candidate or employer set (§3) */
  set: HiringActor;
  subject: string;
  body: string;
  updatedAt: string;
}

/** GET api/message/template */
export interface MessageTemplateList {
  templates: MessageTemplate[];
  placeholders: Array<{ name: string; description: string; sample: string }>;
}

// ---------------------------------------------------------------------------------------------
// Answers

export interface HiringHistoryEntry {
  from: HiringStatus | null;
  to: HiringStatus;
  at: string;
  by: { id: string | null; name: string; side: HiringActor };
}

export interface Application {
  id: string;
  status: HiringStatus;
  origin: 'application' | 'invitation';
  job: { id: string; title: string; status: string; companyId: string; companyName: string };
  candidate: { id: string; firstName: string; lastName: string; headline: string };
  /** the job's conversation between the candidate and the company */
  conversationId: string;
  createdAt: string;
  updatedAt: string;
  history: HiringHistoryEntry[];
  /** the moves the caller may make now (none once the candidate deleted their account) */
  nextStatuses: HiringStatus[];
  /** the candidate deleted their account: the application is closed, nothing moves and nobody answers */
  candidateDeleted: boolean;
}

/** The answer to a status change: the application, and what a hire did to its job. */
export interface HiringStepResult extends Application {
  /** true when this hire reached the job's positions and the job became filled */
  jobFilled: boolean;
  /** candidates told by the rejection message in the same step */
  remainingRejected: number;
}

/** Statuses still in progress when a job is filled (the employer may reject them in one step). */
export const IN_PROGRESS_STATUSES: readonly HiringStatus[] = ['Invited', 'Applied', 'InvitationAccepted', 'ApplicationAccepted'];

/** One move in a company's pipeline, for the employer dashboard's recent activity. */
export interface PipelineActivity {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  candidate: { id: string; name: string };
  from: HiringStatus | null;
  to: HiringStatus;
  side: HiringActor;
  at: string;
}

export interface ApplicationList {
  items: Application[];
  totalRecords: number;
  page: number;
  pageSize: number;
}

/** One candidate of a job as the employer's status page lists them. */
export interface JobCandidate {
  applicationId: string;
  status: HiringStatus;
  origin: 'application' | 'invitation';
  candidate: { id: string; firstName: string; lastName: string; headline: string; city: string; country: string; score: number };
  /** the match total against this job (null when the candidate has no profile data to match) */
  match: number | null;
  conversationId: string;
  updatedAt: string;
  nextStatuses: HiringStatus[];
  /** the candidate deleted their account: the application is closed (no moves, no messages) */
  candidateDeleted: boolean;
}

export type HiringStatusCounts = Record<HiringStatus | 'all', number>;

export interface JobCandidateList {
  job: { id: string; title: string; status: string; positions: number };
  items: JobCandidate[];
  totalRecords: number;
  page: number;
  pageSize: number;
  counts: HiringStatusCounts;
}

export interface BulkHiringResult {
  updated: Application[];
  refused: Array<{ applicationId: string; message: string }>;
}

/** On the candidate's job page: where the candidate stands with this job (null: not in the pipeline). */
export interface MyJobStanding {
  applicationId: string;
  status: HiringStatus;
  conversationId: string;
  nextStatuses: HiringStatus[];
}
