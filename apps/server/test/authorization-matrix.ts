/**
 * The authorization matrix: every API route, who may call it, and which fixture fills each id it takes.
 * `authorization-matrix.test.ts` walks the server's route table with it (docs/security.md, "The authorization
 * matrix"). A route that is not in this table fails the test: adding an endpoint means adding its line here.
 *
 * who     'public'     anyone, anonymous included
 *         'signed-in'  any signed-in user (acts on their own data)
 *         [groups]     signed-in users with one of these roles: candidate, employer (Employer role: account
 *                      managers and members), manager (AccountManager), admin; apikey: a company's API key
 *                      (Bearer tm_live_…, every scope), which is no signed-in user
 * params  path parameters → the fixture that fills them. Fixtures are always another actor's: side A's
 *         callers get side B's ids, side B's and the administrator get side A's (see FIXTURES).
 * query, body  the same, for ids passed in the query string or the JSON body ('$fixture' is replaced).
 * upload  the multipart field of a route that takes a file (a small PNG is sent).
 * refusedInBody  for a batch route that answers 200 and lists the ids it refused: what the answer must hold
 *         when every id is someone else's (nothing updated).
 * shared  set when a caller the route admits may read or act on another actor's id by design (a job on the
 *         board, a visible candidate for employers); the reason is the value. Those routes are checked for
 *         "no 5xx" only.
 */

export type Group = 'candidate' | 'employer' | 'manager' | 'admin' | 'apikey';
export type Who = 'public' | 'signed-in' | Group[];

/** Ids that belong to one side (a candidate and a company with its manager and member). */
export type SideFixture =
  | 'candidate'
  | 'company'
  | 'manager'
  | 'member'
  | 'job'
  | 'application'
  | 'conversation'
  | 'message'
  | 'attachment'
  | 'invitation'
  | 'candidateSkill'
  | 'jobExperience'
  | 'education'
  | 'feedback'
  | 'dataExport'
  | 'interview'
  | 'apiKey'
  | 'webhook';
/** Ids of shared catalogues, or a fresh id nobody owns (admin-only routes: the role gate decides). */
export type GlobalFixture =
  | 'skill'
  | 'area'
  | 'degree'
  | 'educationLevel'
  | 'survey'
  | 'trainingItem'
  | 'any'
  | 'role'
  | 'email'
  | 'termsVersion'
  | 'junkToken';
export type Fixture = SideFixture | GlobalFixture;

export interface MatrixEntry {
  who: Who;
  params?: Record<string, Fixture>;
  query?: Record<string, Fixture>;
  body?: Record<string, unknown>;
  /** a multipart upload of a small PNG in this field instead of a JSON body */
  upload?: string;
  /** a route that answers 2xx and reports each refused id inside the answer: what that answer must hold */
  refusedInBody?: Record<string, unknown>;
  shared?: string;
}

const CANDIDATE: Group[] = ['candidate'];
const EMPLOYER: Group[] = ['employer'];
const ADMIN: Group[] = ['admin'];
const EMPLOYER_OR_ADMIN: Group[] = ['employer', 'admin'];
const PARTY: Group[] = ['candidate', 'employer'];
const READER: Group[] = ['candidate', 'employer', 'admin'];
const MANAGER_OR_ADMIN: Group[] = ['manager', 'admin'];
const API_KEY: Group[] = ['apikey'];
const V1_JOB = { title: 'From the API', description: 'A job written by another company’s system.' };

export const MATRIX: Record<string, MatrixEntry> = {
  // platform, configuration and sign-in
  'GET /api/health': { who: 'public' },
  'GET /api/config/client-app': { who: 'public' },
  'GET /api/config': { who: 'public' },
  'GET /api/siteConfiguration': { who: 'public' },
  'PUT /api/siteConfiguration': { who: ADMIN },
  'GET /api/siteConfiguration/terms': { who: 'public' },
  'GET /api/siteConfiguration/terms/me': { who: 'signed-in' },
  'GET /api/siteConfiguration/terms/:version': { who: ADMIN, params: { version: 'termsVersion' } },
  'POST /api/siteConfiguration/terms': { who: ADMIN },
  'POST /api/auth/login': { who: 'public' },
  'POST /api/auth/loginAAD': { who: 'public' },
  'GET /api/auth/directory-link': { who: 'signed-in' },
  'POST /api/auth/directory-link': { who: 'signed-in' },
  'DELETE /api/auth/directory-link': { who: 'signed-in' },
  'POST /api/auth/refresh': { who: 'public' },
  'GET /api/auth/refresh-token': { who: 'public' },
  'POST /api/auth/revoke': { who: 'public' },
  'POST /api/auth/register/candidate': { who: 'public' },
  'POST /api/auth/register/employer': { who: 'public' },
  'GET /api/auth/invitation/:id': { who: 'public', params: { id: 'invitation' }, shared: 'the invitation link is the credential' },
  'POST /api/auth/register/company': { who: 'public' },
  'POST /api/auth/register/termsaccept': { who: 'signed-in' },
  'POST /api/auth/register/termsdecline': { who: 'signed-in' },
  'GET /api/auth/captcha/challenge': { who: 'public' },
  'GET /api/auth/captcha': { who: 'public' },
  'POST /api/auth/forgot-password': { who: 'public' },
  'POST /api/auth/reset-password': { who: 'public' },
  'POST /api/acquisition/visits': { who: 'public' },
  'GET /api/email/unsubscribe': { who: 'public', query: { u: 'candidate' }, shared: 'refused without the signed token' },
  'GET /api/events': { who: 'signed-in' },
  // the notification centre: the caller's own notices only
  'GET /api/notifications': { who: 'signed-in' },
  'GET /api/notifications/unread-count': { who: 'signed-in' },
  'POST /api/notifications/read': { who: 'signed-in', body: { ids: ['00000000-0000-4000-8000-000000000000'] } },

  // the account
  'GET /api/account/profile': { who: 'signed-in' },
  'PUT /api/account/profile': { who: 'signed-in' },
  'POST /api/account/email/change': { who: 'signed-in' },
  'POST /api/account/email/verification': { who: 'signed-in' },
  // the one-time token in the body is the proof (the link may be opened signed out)
  'POST /api/account/email/confirm': { who: 'public' },
  'PUT /api/account/update-password': { who: 'signed-in' },
  'GET /api/account/notifications': { who: 'signed-in' },
  'PUT /api/account/notifications': { who: 'signed-in' },
  'GET /api/account/data-export': { who: 'signed-in' },
  'POST /api/account/data-export': { who: 'signed-in' },
  'GET /api/account/data-export/:id/download': { who: 'signed-in', params: { id: 'dataExport' } },
  'GET /api/user/me': { who: 'signed-in' },
  'DELETE /api/user/me': { who: 'signed-in' },
  'GET /api/user/exists/:email': { who: 'public', params: { email: 'email' } },
  'GET /api/user/me/sessions': { who: 'signed-in' },
  'DELETE /api/user/me/sessions': { who: 'signed-in' },
  'GET /api/user/me/support-access': { who: 'signed-in' },
  'GET /api/user/last-login': { who: 'signed-in' },

  // companies and hiring teams
  'GET /api/companies/:id/logo': { who: 'public', params: { id: 'company' }, shared: 'company logos are public' },
  'GET /api/companies/:id': { who: READER, params: { id: 'company' }, shared: 'a company profile is visible to signed-in users' },
  'PUT /api/companies/:id': {
    who: MANAGER_OR_ADMIN,
    params: { id: 'company' },
    body: { name: 'Taken Over Ltd', website: '', description: '', size: '11-50', industry: '', location: '' },
  },
  'PUT /api/companies/:id/logo': { who: MANAGER_OR_ADMIN, params: { id: 'company' }, upload: 'logo' },
  'DELETE /api/companies/:id/logo': { who: MANAGER_OR_ADMIN, params: { id: 'company' } },
  'GET /api/companies/:id/team': { who: EMPLOYER_OR_ADMIN, params: { id: 'company' } },
  'POST /api/companies/:id/invitations': { who: MANAGER_OR_ADMIN, params: { id: 'company' }, body: { email: 'intruder@example.test' } },
  'POST /api/companies/:id/invitations/:invitationId/resend': {
    who: MANAGER_OR_ADMIN,
    params: { id: 'company', invitationId: 'invitation' },
  },
  'DELETE /api/companies/:id/invitations/:invitationId': { who: MANAGER_OR_ADMIN, params: { id: 'company', invitationId: 'invitation' } },
  'DELETE /api/companies/:id/members/:userId': { who: MANAGER_OR_ADMIN, params: { id: 'company', userId: 'member' } },
  'PUT /api/companies/:id/account-manager': { who: MANAGER_OR_ADMIN, params: { id: 'company' }, body: { userId: '$member' } },
  'GET /api/admin/companies': { who: ADMIN },
  'GET /api/admin/companies/:id': { who: ADMIN, params: { id: 'company' } },
  'PUT /api/admin/companies/:id/nonprofit': { who: ADMIN, params: { id: 'company' } },
  'GET /api/companies/:id/api-keys': { who: MANAGER_OR_ADMIN, params: { id: 'company' } },
  'POST /api/companies/:id/api-keys': {
    who: MANAGER_OR_ADMIN,
    params: { id: 'company' },
    body: { name: 'Intruder', scopes: ['jobs:read'] },
  },
  'DELETE /api/companies/:id/api-keys/:keyId': { who: MANAGER_OR_ADMIN, params: { id: 'company', keyId: 'apiKey' } },
  'GET /api/companies/:id/webhooks': { who: MANAGER_OR_ADMIN, params: { id: 'company' } },
  'POST /api/companies/:id/webhooks': {
    who: MANAGER_OR_ADMIN,
    params: { id: 'company' },
    body: { url: 'https://hooks.example.test/in', events: ['job.published'] },
  },
  'DELETE /api/companies/:id/webhooks/:endpointId': { who: MANAGER_OR_ADMIN, params: { id: 'company', endpointId: 'webhook' } },
  'GET /api/companies/:id/webhooks/:endpointId/deliveries': { who: MANAGER_OR_ADMIN, params: { id: 'company', endpointId: 'webhook' } },
  'POST /api/companies/:id/webhooks/:endpointId/deliveries/:deliveryId/resend': {
    who: MANAGER_OR_ADMIN,
    params: { id: 'company', endpointId: 'webhook', deliveryId: 'any' },
  },
  'GET /api/admin/employers': { who: ADMIN },

  // catalogues
  'GET /api/benefits': { who: 'signed-in' },
  'PUT /api/benefits/order': { who: ADMIN },
  'GET /api/benefits/:id': { who: ADMIN, params: { id: 'any' } },
  'POST /api/benefits': { who: ADMIN },
  'PUT /api/benefits/:id': { who: ADMIN, params: { id: 'any' } },
  'DELETE /api/benefits/:id': { who: ADMIN, params: { id: 'any' } },
  'GET /api/skills': { who: 'signed-in' },
  'GET /api/skills/categories': { who: 'signed-in' },
  'GET /api/skills/:id': { who: 'signed-in', params: { id: 'skill' }, shared: 'the skills catalogue is shared' },
  'POST /api/skills': { who: ADMIN },
  'PUT /api/skills/:id': { who: ADMIN, params: { id: 'skill' } },
  'POST /api/skills/:id/merge': { who: ADMIN, params: { id: 'skill' } },
  'GET /api/experience-areas': { who: 'signed-in' },
  'GET /api/experience-areas/:id': { who: ADMIN, params: { id: 'any' } },
  'POST /api/experience-areas': { who: ADMIN },
  'PUT /api/experience-areas/:id': { who: ADMIN, params: { id: 'any' } },
  'GET /api/dropdown/dropdowns': { who: 'signed-in' },
  'GET /api/dropdown/all': { who: ADMIN },
  'POST /api/dropdown': { who: ADMIN },
  'PUT /api/dropdown/option': { who: ADMIN },
  'GET /api/options/degree': { who: 'signed-in' },
  'POST /api/dropdown/degree': { who: ADMIN },
  'PUT /api/dropdown/degree': { who: ADMIN },
  'GET /api/options/years': { who: 'signed-in' },
  'POST /api/dropdown/years': { who: ADMIN },
  'PUT /api/dropdown/years': { who: ADMIN },
  'GET /api/options/education': { who: 'signed-in' },
  'POST /api/dropdown/education': { who: ADMIN },
  'PUT /api/dropdown/education': { who: ADMIN },
  'GET /api/score-messages': { who: 'signed-in' },
  'PUT /api/score-messages': { who: ADMIN },
  'GET /api/message/template': { who: ADMIN },
  'PUT /api/message/template': { who: ADMIN },

  // the candidate's own profile
  'GET /api/candidate/profile': { who: CANDIDATE },
  'POST /api/candidate/profile': { who: CANDIDATE },
  'PUT /api/candidate/profile': { who: CANDIDATE },
  'POST /api/candidate/profile/photo': { who: CANDIDATE },
  'GET /api/candidate/profile/photo': { who: CANDIDATE },
  'DELETE /api/candidate/profile/photo': { who: CANDIDATE },
  'POST /api/candidate/profile/resume': { who: CANDIDATE },
  'GET /api/candidate/profile/resume': { who: CANDIDATE },
  'DELETE /api/candidate/profile/resume': { who: CANDIDATE },
  'GET /api/candidate/profile/resume/suggestions': { who: CANDIDATE },
  'GET /api/candidate/skills': { who: CANDIDATE },
  'POST /api/candidate/skills': { who: CANDIDATE },
  'PUT /api/candidate/skills/:id': { who: CANDIDATE, params: { id: 'candidateSkill' }, body: { level: 5, years: 9 } },
  'DELETE /api/candidate/skills/:id': { who: CANDIDATE, params: { id: 'candidateSkill' } },
  'GET /api/admin/candidate-skills/:id': { who: ADMIN, params: { id: 'candidate' } },
  'PUT /api/admin/candidate-skills/:id': { who: ADMIN, params: { id: 'candidateSkill' } },
  'GET /api/candidate/experiences': { who: CANDIDATE },
  'POST /api/candidate/experiences/jobs': { who: CANDIDATE },
  'PUT /api/candidate/experiences/jobs/:id': {
    who: CANDIDATE,
    params: { id: 'jobExperience' },
    body: {
      title: 'Rewritten',
      company: 'Elsewhere',
      experienceAreaId: '$area',
      location: '',
      startDate: '2020-01-01',
      endDate: null,
      isCurrent: true,
      description: '',
    },
  },
  'DELETE /api/candidate/experiences/jobs/:id': { who: CANDIDATE, params: { id: 'jobExperience' } },
  'POST /api/candidate/experiences/education': { who: CANDIDATE },
  'PUT /api/candidate/experiences/education/:id': {
    who: CANDIDATE,
    params: { id: 'education' },
    body: {
      institution: 'Rewritten',
      degreeOptionId: '$degree',
      educationOptionId: '$educationLevel',
      fieldOfStudy: '',
      startDate: '2010-01-01',
      endDate: null,
      isCurrent: true,
      description: '',
    },
  },
  'DELETE /api/candidate/experiences/education/:id': { who: CANDIDATE, params: { id: 'education' } },
  'GET /api/candidate/score': { who: CANDIDATE },
  'GET /api/candidate/score/history': { who: CANDIDATE },
  'GET /api/candidate/feedback': { who: CANDIDATE },

  // employers looking at candidates
  'GET /api/candidates': { who: EMPLOYER_OR_ADMIN },
  'GET /api/candidates/ranking-jobs': { who: EMPLOYER_OR_ADMIN },
  'GET /api/candidates/:id': { who: EMPLOYER_OR_ADMIN, params: { id: 'candidate' }, shared: 'employers browse visible candidates' },
  'GET /api/candidates/:id/resume': {
    who: 'public',
    params: { id: 'candidate' },
    query: { token: 'junkToken' },
    shared: 'opened by a signed link (the token is the credential), answered 404 without a valid one',
  },
  'GET /api/avatars/:id': {
    who: 'public',
    params: { id: 'candidate' },
    query: { token: 'junkToken' },
    shared: 'opened by a signed link (the token is the credential), answered 404 without a valid one',
  },
  'GET /api/candidates/:id/score/history': {
    who: EMPLOYER_OR_ADMIN,
    params: { id: 'candidate' },
    shared: 'employers see a visible candidate’s score history',
  },
  'GET /api/candidates/:id/feedback-summary': {
    who: EMPLOYER_OR_ADMIN,
    params: { id: 'candidate' },
    shared: 'any employer sees the average and count',
  },

  // jobs
  'GET /api/job-board/jobs': { who: CANDIDATE },
  // the public job board (no login): job postings and company profiles only
  'GET /api/public/jobs': { who: 'public' },
  'GET /api/public/jobs/:id': { who: 'public', params: { id: 'job' }, shared: 'public open jobs are for everyone' },
  'GET /api/public/companies/:slug/jobs': { who: 'public', params: { slug: 'company' }, shared: 'careers pages are public' },
  'POST /api/public/job-alerts': { who: 'public', body: { email: 'visitor@example.test', keywords: 'data', frequency: 'daily' } },
  'POST /api/public/job-alerts/confirm': { who: 'public', body: { token: 'not-a-real-confirmation-token' } },
  'POST /api/public/job-alerts/unsubscribe': { who: 'public', body: { token: 'not-a-real-unsubscribe-token' } },
  'GET /api/job-alerts': { who: CANDIDATE },
  'POST /api/job-alerts': { who: CANDIDATE, body: { keywords: 'data', frequency: 'daily' } },
  'PUT /api/job-alerts/:id': { who: CANDIDATE, params: { id: 'any' }, body: { keywords: 'data', frequency: 'weekly' } },
  'DELETE /api/job-alerts/:id': { who: CANDIDATE, params: { id: 'any' } },
  'GET /api/job-board/recommended': { who: CANDIDATE },
  'GET /api/job-board/jobs/:id': { who: CANDIDATE, params: { id: 'job' }, shared: 'open jobs are on the board for every candidate' },
  'GET /api/jobs': { who: EMPLOYER_OR_ADMIN },
  'POST /api/jobs': { who: EMPLOYER },
  'GET /api/jobs/:id': { who: EMPLOYER_OR_ADMIN, params: { id: 'job' } },
  'GET /api/jobs/:id/copy': { who: EMPLOYER, params: { id: 'job' } },
  'PUT /api/jobs/:id': {
    who: EMPLOYER,
    params: { id: 'job' },
    body: { title: 'Taken over', description: 'Rewritten by someone else.', employmentType: 'full_time', remote: 'onsite' },
  },
  'POST /api/jobs/:id/status': { who: EMPLOYER, params: { id: 'job' }, body: { status: 'closed' } },
  'GET /api/jobs/:id/candidates': { who: EMPLOYER_OR_ADMIN, params: { id: 'job' } },
  'GET /api/admin/jobs': { who: ADMIN },
  'GET /api/admin/jobs/:id': { who: ADMIN, params: { id: 'job' } },
  'POST /api/admin/jobs/:id/close': { who: ADMIN, params: { id: 'job' } },

  // subscriptions
  'GET /api/subscription/status': { who: 'signed-in' },
  'GET /api/subscription/trial-status': { who: 'signed-in' },
  'GET /api/subscription/plans': { who: 'public' },
  'GET /api/subscription/config': { who: 'public' },
  'GET /api/subscription': { who: EMPLOYER_OR_ADMIN },
  'GET /api/subscription/invoices': { who: EMPLOYER },
  'POST /api/subscription/checkout': { who: EMPLOYER_OR_ADMIN },
  'POST /api/subscription/portal': { who: EMPLOYER },
  'POST /api/subscription/webhook': { who: 'public' },
  'GET /api/subscription/demo/checkout/:id': { who: EMPLOYER_OR_ADMIN, params: { id: 'any' } },
  'POST /api/subscription/demo/checkout/:id/pay': { who: EMPLOYER_OR_ADMIN, params: { id: 'any' } },
  'GET /api/subscription/demo/portal': { who: EMPLOYER },
  'POST /api/subscription/demo/portal': { who: EMPLOYER_OR_ADMIN },

  // messaging
  'GET /api/message/unread-count/user': { who: READER },
  'GET /api/message/previews': { who: READER },
  'GET /api/message/job-previews/:jobId': {
    who: READER,
    params: { jobId: 'job' },
    shared: 'a candidate gets only their own conversations about the job (none for a stranger’s job)',
  },
  'GET /api/message/message-view': { who: READER, query: { conversationId: 'conversation' } },
  'GET /api/message/messages/:id': { who: READER, params: { id: 'conversation' } },
  'GET /api/message/conversation/:id': { who: READER, params: { id: 'conversation' } },
  'GET /api/message/conversation': {
    who: READER,
    query: { id: 'candidate', jobId: 'job' },
    shared: 'an employer may look up (and then start) a conversation with any visible candidate',
  },
  'GET /api/message/has-messaged': {
    who: READER,
    query: { id: 'candidate', jobId: 'job' },
    shared: 'answers a yes/no about the caller’s own company only',
  },
  'POST /api/message': { who: PARTY, body: { conversationId: '$conversation', body: 'Injected into someone else’s conversation' } },
  'POST /api/message/conversation': {
    who: PARTY,
    body: { id: '$candidate', jobId: '$job', body: 'Hello from another company' },
    shared: 'an employer may write to any visible candidate; the job must be their own',
  },
  'POST /api/message/empty-conversation': {
    who: PARTY,
    body: { id: '$candidate', jobId: '$job' },
    shared: 'an employer may open a conversation with any visible candidate; the job must be their own',
  },
  'PUT /api/message/mark-read/:messageId': { who: READER, params: { messageId: 'message' } },
  'PUT /api/message/mark-read/conversation/:id': { who: READER, params: { id: 'conversation' } },
  'GET /api/message/users-in-conversation/:id': { who: READER, params: { id: 'conversation' } },
  'GET /api/message/attachment/:fileId': { who: READER, params: { fileId: 'attachment' } },
  'POST /api/message/upload-profile-attachment': { who: CANDIDATE, query: { candidateId: 'candidate', attachmentId: 'attachment' } },

  // applications and the hiring pipeline
  'POST /api/application/:id': { who: CANDIDATE, params: { id: 'job' }, body: {}, shared: 'any candidate may apply to an open job' },
  'GET /api/applications/mine': { who: CANDIDATE },
  'POST /api/applications/invitations': {
    who: EMPLOYER,
    body: { candidateId: '$candidate', jobId: '$job' },
  },
  'GET /api/applications/activity': { who: EMPLOYER },
  'POST /api/applications/bulk-status': {
    who: EMPLOYER,
    body: { applicationIds: ['$application'], status: 'ApplicationRejected' },
    refusedInBody: { updated: [] },
  },
  'GET /api/applications/:id': { who: READER, params: { id: 'application' } },
  'POST /api/applications/:id/status': { who: PARTY, params: { id: 'application' }, body: { status: 'Withdrawn' } },

  // interviews (docs/applications-and-messaging.md, "Interviews")
  'POST /api/applications/:id/interviews': {
    who: EMPLOYER,
    params: { id: 'application' },
    body: { kind: 'video', durationMinutes: 45, interviewerIds: ['$member'], slots: [{ startsAt: '2099-01-05T10:00:00Z' }] },
  },
  'GET /api/applications/:id/interviews': { who: PARTY, params: { id: 'application' } },
  'GET /api/interviews': { who: EMPLOYER },
  'GET /api/interviews/mine': { who: CANDIDATE },
  'POST /api/interviews/conflicts': {
    who: EMPLOYER,
    body: { durationMinutes: 45, interviewerIds: ['$member'], slots: [{ startsAt: '2099-01-05T10:00:00Z' }] },
  },
  'GET /api/interviews/:id/calendar.ics': { who: PARTY, params: { id: 'interview' } },
  'GET /api/interviews/:id': { who: PARTY, params: { id: 'interview' } },
  'POST /api/interviews/:id/pick': {
    who: CANDIDATE,
    params: { id: 'interview' },
    body: { slotId: '00000000-0000-4000-8000-000000000000' },
  },
  'POST /api/interviews/:id/other-times': { who: CANDIDATE, params: { id: 'interview' }, body: { note: 'Mornings suit me.' } },
  'POST /api/interviews/:id/reschedule': { who: PARTY, params: { id: 'interview' }, body: { startsAt: '2099-01-06T10:00:00Z' } },
  'POST /api/interviews/:id/cancel': { who: PARTY, params: { id: 'interview' }, body: { reason: 'No longer needed.' } },
  'GET /api/account/time-zone': { who: 'signed-in' },
  'PUT /api/account/time-zone': { who: 'signed-in', body: { timeZone: 'Europe/Berlin' } },

  // training
  'GET /api/training': { who: 'signed-in' },
  'GET /api/training/items': { who: 'signed-in' },
  'GET /api/training/items/:id': { who: 'signed-in', params: { id: 'trainingItem' }, shared: 'the career-advice library is shared' },
  'POST /api/training/items/:id/time': { who: CANDIDATE, params: { id: 'trainingItem' }, shared: 'the library is shared' },
  'POST /api/training/items/:id/quiz': { who: CANDIDATE, params: { id: 'trainingItem' }, shared: 'the library is shared' },
  'POST /api/training/items/:id/complete': { who: CANDIDATE, params: { id: 'trainingItem' }, shared: 'the library is shared' },
  'GET /api/training/report': { who: CANDIDATE },
  'GET /api/training/report/csv': { who: CANDIDATE },
  'GET /api/admin/training': { who: ADMIN },
  'PUT /api/admin/training/order': { who: ADMIN },
  'POST /api/admin/training/bulk': { who: ADMIN },
  'GET /api/admin/training/:id': { who: ADMIN, params: { id: 'trainingItem' } },
  'POST /api/admin/training': { who: ADMIN },
  'PUT /api/admin/training/:id': { who: ADMIN, params: { id: 'trainingItem' } },

  // feedback and surveys
  'GET /api/feedback': { who: EMPLOYER },
  'GET /api/feedback/pending-count': { who: EMPLOYER },
  'GET /api/feedback/task': { who: EMPLOYER, query: { candidateId: 'candidate', jobId: 'job' } },
  'GET /api/feedback/:id': { who: EMPLOYER_OR_ADMIN, params: { id: 'feedback' } },
  'POST /api/feedback': {
    who: EMPLOYER,
    body: {
      candidateId: '$candidate',
      jobId: '$job',
      overall: 1,
      skillsAsClaimed: 1,
      communication: 1,
      professionalism: 1,
      reliability: 1,
      wouldHireAgain: false,
      comment: 'Written by another company',
    },
  },
  'GET /api/admin/feedback': { who: ADMIN },
  'POST /api/admin/feedback/:id/approve': { who: ADMIN, params: { id: 'feedback' } },
  'POST /api/admin/feedback/:id/reject': { who: ADMIN, params: { id: 'feedback' } },
  'GET /api/admin/candidates/:id/feedback': { who: ADMIN, params: { id: 'candidate' } },
  'GET /api/survey/answers/all': { who: ADMIN },
  'GET /api/survey/answers/:id/csv': { who: ADMIN, params: { id: 'survey' } },
  'GET /api/survey/answers/:id': { who: ADMIN, params: { id: 'survey' } },
  'GET /api/survey/:id': { who: 'signed-in', params: { id: 'survey' }, shared: 'a survey is addressed to a whole role' },
  'POST /api/survey': { who: 'signed-in' },
  'POST /api/survey/:id/skip': { who: 'signed-in', params: { id: 'survey' }, shared: 'a survey is addressed to a whole role' },
  'GET /api/admin/surveys': { who: ADMIN },
  'POST /api/admin/surveys': { who: ADMIN },
  'GET /api/admin/surveys/:id': { who: ADMIN, params: { id: 'survey' } },
  'PUT /api/admin/surveys/:id': { who: ADMIN, params: { id: 'survey' } },
  'POST /api/admin/surveys/:id/status': { who: ADMIN, params: { id: 'survey' } },
  'DELETE /api/admin/surveys/:id': { who: ADMIN, params: { id: 'any' } },

  // administration
  'GET /api/user/all': { who: ADMIN },
  'GET /api/user/filter': { who: ADMIN },
  'GET /api/user/role/:role': { who: ADMIN, params: { role: 'role' } },
  'GET /api/user/admin-dashboard-info': { who: ADMIN },
  'GET /api/user/stale-users': { who: ADMIN },
  'GET /api/user/:id': { who: ADMIN, params: { id: 'candidate' } },
  'GET /api/user/:id/sessions': { who: ADMIN, params: { id: 'manager' } },
  'DELETE /api/user/:id/sessions': { who: ADMIN, params: { id: 'any' } },
  'DELETE /api/user/:id/sessions/:sessionId': { who: ADMIN, params: { id: 'any', sessionId: 'any' } },
  'GET /api/user/:id/audit': { who: ADMIN, params: { id: 'candidate' } },
  'POST /api/user/:id/password-reset': { who: ADMIN, params: { id: 'any' } },
  'POST /api/user': { who: ADMIN },
  'PUT /api/user': { who: ADMIN },
  'POST /api/admin/make': { who: ADMIN },
  'POST /api/admin/revoke': { who: ADMIN },
  'GET /api/admin/candidates': { who: ADMIN },
  'GET /api/admin/candidates/:id': { who: ADMIN, params: { id: 'candidate' } },
  'GET /api/auth/impersonate/:id': { who: ADMIN, params: { id: 'any' } },
  'GET /api/auth/impersonation/stop': { who: 'signed-in' },
  'GET /api/admin/reports/business': { who: ADMIN },
  'GET /api/admin/reports/business/csv': { who: ADMIN },
  'GET /api/admin/reports/marketing': { who: ADMIN },
  'GET /api/admin/reports/marketing/csv': { who: ADMIN },
  'GET /api/admin/emails': { who: ADMIN },
  'GET /api/admin/emails/:id': { who: ADMIN, params: { id: 'any' } },
  'POST /api/admin/emails/:id/retry': { who: ADMIN, params: { id: 'any' } },
  'GET /api/email-templates': { who: ADMIN },
  'GET /api/email-templates/:id': { who: ADMIN, params: { id: 'any' } },
  'PUT /api/email-templates/:id': { who: ADMIN, params: { id: 'any' } },
  'POST /api/email-templates/:id/reset': { who: ADMIN, params: { id: 'any' } },
  'POST /api/email-templates/:id/preview': { who: ADMIN, params: { id: 'any' } },
  'POST /api/email-templates/:id/test': { who: ADMIN, params: { id: 'any' } },
  'POST /api/email-templates': { who: ADMIN },
  'DELETE /api/email-templates/:id': { who: ADMIN, params: { id: 'any' } },
  'GET /api/email-templates/:id/announcements': { who: ADMIN, params: { id: 'any' } },
  'POST /api/email-templates/:id/announcements': { who: ADMIN, params: { id: 'any' } },

  // the public API: a company's key acts as its company, with every scope here
  'GET /api/v1/jobs': { who: API_KEY },
  'POST /api/v1/jobs': { who: API_KEY, body: V1_JOB },
  'GET /api/v1/jobs/:id': { who: API_KEY, params: { id: 'job' } },
  'PUT /api/v1/jobs/:id': { who: API_KEY, params: { id: 'job' }, body: V1_JOB },
  'POST /api/v1/jobs/:id/publish': { who: API_KEY, params: { id: 'job' } },
  'POST /api/v1/jobs/:id/close': { who: API_KEY, params: { id: 'job' } },
  'GET /api/v1/jobs/:id/applications': { who: API_KEY, params: { id: 'job' } },
  'GET /api/v1/applications/:id': { who: API_KEY, params: { id: 'application' } },
  'POST /api/v1/applications/:id/status': { who: API_KEY, params: { id: 'application' }, body: { status: 'ApplicationAccepted' } },
  'GET /api/v1/candidates/:id': {
    who: API_KEY,
    params: { id: 'candidate' },
    shared:
      'by then each side’s candidate has applied to the other side’s job (POST /api/application/:id); a stranger is 404 in api-v1.test.ts',
  },
};
