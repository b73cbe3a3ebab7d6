import type { SelfUser } from '@talentmatch/shared/auth-schemas';
import type { CandidateProfile, ResumeInfo, ResumeUploadResult, SuggestedSkill } from '@talentmatch/shared/candidate-profile';
import type { CandidateCard, CandidateSearchResult } from '@talentmatch/shared/matching';
import {
  type HiringStatus,
  type HiringStatusCounts,
  HIRING_STATUSES,
  type HiringStepResult,
  type JobCandidate,
  type JobCandidateList,
  type MessageTemplate,
  nextStatuses,
} from '@talentmatch/shared/hiring';
import type { OutboxEmail } from '@talentmatch/shared/outbox';
import type { CandidateScore } from '@talentmatch/shared/score';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one set of API answers the web tests share (Mock Service Worker): the app's own HTTP client runs unchanged
 * and meets these handlers instead of the network. A test changes an answer with `server.use(…)` (reset after each
 * test by test/setup.ts) and reads what the app asked in `requests`.
 */

/** Every request of the current test, in order. */
export const requests: Request[] = [];
export const requestedPaths = () => requests.map((request) => new URL(request.url).pathname);
export const requestsTo = (pathname: string, method = 'GET') =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);

/** A problem-details answer, as the server sends one. */
export const problem = (status: number, detail?: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json(
    { type: 'about:blank', title: 'Error', status, ...(detail === undefined ? {} : { detail }), ...extra },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

// ---------------------------------------------------------------------------------------------
// Fixtures

export const self: SelfUser = {
  id: 'user-1',
  email: 'priya@example.com',
  firstName: 'Priya',
  lastName: 'Raman',
  phoneNumber: '',
  uniqueId: 'u-1',
  emailVerified: true,
  roles: ['Candidate'],
  companyId: null,
  companyName: null,
  termsAccepted: true,
  isImpersonating: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
};

export const candidateProfile = { userId: self.id, firstName: self.firstName, lastName: self.lastName, resume: null } as CandidateProfile;
/** The candidate's resume, once uploaded in the test. */
const profileState: { resume: ResumeInfo | null } = { resume: null };
export const resumeSuggestions: SuggestedSkill[] = [{ id: 'skill-sql', name: 'SQL', category: 'Data', years: 6 }];

export const candidateScore: CandidateScore = {
  score: 59,
  components: [
    { key: 'profile', label: 'Profile', points: 14, max: 20, status: 'ok', explanation: 'Headline, summary and photo.' },
    { key: 'skills', label: 'Skills', points: 9, max: 20, status: 'ok', explanation: 'Three skills with levels.' },
  ],
  message: null,
  actions: [{ component: 'skills', text: 'Add two more skills', gain: 6, path: '/candidate/profile/update' }],
  checklist: [{ key: 'photo', label: 'Add a photo', done: false, path: '/candidate/profile/update' }],
  updatedAt: '2026-11-20T10:00:00Z',
};

export const skillSql = { id: 'skill-sql', name: 'SQL', category: 'Data', status: 'active' };
export const yearsOptions = [
  { id: 'years-1', label: '1–2 years' },
  { id: 'years-3', label: '3–5 years' },
];

export const candidateCard = (n: number): CandidateCard => ({
  id: `user-${n}`,
  firstName: `Candidate${n}`,
  lastName: 'Example',
  headline: 'Data analyst',
  city: 'Austin',
  region: 'Texas',
  country: 'United States',
  remotePreference: 'remote',
  score: 60 + n,
  skills: [{ id: skillSql.id, name: skillSql.name, level: 4, years: 5 }],
  match: null,
  breakdown: null,
});

export const candidateSearchResult = (items: CandidateCard[], totalRecords = items.length): CandidateSearchResult => ({
  items,
  totalRecords,
  page: 1,
  pageSize: 10,
  job: null,
});

export const loggedEmail: OutboxEmail = {
  id: 'm1',
  to: 'nina@example.test',
  subject: 'Reset your password',
  status: 'logged',
  attempts: 0,
  error: null,
  createdAt: '2026-11-23T10:00:00Z',
  updatedAt: '2026-11-23T10:00:00Z',
  sentAt: null,
};

// ---------------------------------------------------------------------------------------------
// A job's pipeline that remembers the moves made on it, so a page that moves a candidate reads the list again.

export const pipelineJob = { id: '5b0b6f3e-3c59-4d7e-9a55-0d3c4f2c1a01', title: 'Senior Data Analyst', status: 'open', positions: 2 };

const pipelineRow = (n: number, status: HiringStatus): JobCandidate => ({
  applicationId: `app-${n}`,
  status,
  origin: status === 'Invited' ? 'invitation' : 'application',
  candidate: {
    id: `user-${n}`,
    firstName: `Candidate${n}`,
    lastName: 'Example',
    headline: 'Analyst',
    city: 'Austin',
    country: 'United States',
    score: 60 + n,
  },
  match: 70 + n,
  conversationId: `conv-${n}`,
  updatedAt: '2026-06-05T10:00:00Z',
  nextStatuses: nextStatuses(status, 'employer'),
  candidateDeleted: false,
});

/** Applied ×2, Accepted, Invited, Hired: the pipeline every test starts from. */
const startingPipeline = (): JobCandidate[] => [
  pipelineRow(1, 'Applied'),
  pipelineRow(2, 'Applied'),
  pipelineRow(3, 'ApplicationAccepted'),
  pipelineRow(4, 'Invited'),
  pipelineRow(5, 'Hired'),
];
export const pipeline = { rows: startingPipeline() };

export function pipelineCounts(rows: JobCandidate[]): HiringStatusCounts {
  const counts = Object.fromEntries(HIRING_STATUSES.map((status) => [status, 0])) as Record<HiringStatus, number>;
  for (const row of rows) counts[row.status] += 1;
  return { ...counts, all: rows.length };
}

// ---------------------------------------------------------------------------------------------

export const handlers = [
  http.get('/api/user/me/', () => HttpResponse.json(self)),
  http.post('/api/account/email/verification', () => HttpResponse.json({ message: 'sent' })),
  http.get('/api/candidate/profile', () => HttpResponse.json({ ...candidateProfile, resume: profileState.resume })),
  http.post('/api/candidate/profile/resume', async ({ request }) => {
    const file = (await request.formData()).get('resume') as File;
    profileState.resume = {
      fileName: 'resume.pdf',
      contentType: file.type,
      size: file.size,
      uploadedAt: '2026-11-20T10:00:00Z',
      textLength: 400,
    };
    return HttpResponse.json({ resume: profileState.resume, suggestedSkills: resumeSuggestions } satisfies ResumeUploadResult, {
      status: 201,
    });
  }),
  http.get('/api/candidate/profile/resume/suggestions', () =>
    HttpResponse.json({ suggestedSkills: profileState.resume ? resumeSuggestions : [] }),
  ),
  http.get('/api/config', () => HttpResponse.json({ uploadLimits: { logoBytes: 2_000_000, resumeBytes: 5_000_000 } })),
  http.get('/api/candidate/score', () => HttpResponse.json(candidateScore)),
  http.get('/api/account/time-zone', () => HttpResponse.json({ timeZone: 'Europe/Berlin' })),
  http.get('/api/interviews/mine', () => HttpResponse.json([])),
  http.get('/api/interviews', () => HttpResponse.json([])),
  http.get('/api/applications/:id/interviews', () => HttpResponse.json([])),
  http.get('/api/candidate/feedback', () => HttpResponse.json({ summary: { average: null, count: 0 }, items: [] })),
  http.get('/api/skills', () => HttpResponse.json({ items: [skillSql], totalRecords: 1, page: 1, pageSize: 500 })),
  http.get('/api/options/:kind', ({ params }) => HttpResponse.json(params.kind === 'years' ? yearsOptions : [])),
  http.get('/api/experience-areas', () => HttpResponse.json([])),
  http.get('/api/candidates/ranking-jobs', () => HttpResponse.json([])),
  http.get('/api/candidates', () => HttpResponse.json(candidateSearchResult([candidateCard(1), candidateCard(2)]))),
  http.get('/api/jobs/:id/candidates', ({ params, request }) => {
    if (params.id !== pipelineJob.id) return problem(404, 'This job does not exist or belongs to another company.');
    const status = new URL(request.url).searchParams.get('status') ?? 'all';
    const items = status === 'all' ? pipeline.rows : pipeline.rows.filter((row) => row.status === status);
    return HttpResponse.json({
      job: pipelineJob,
      items,
      totalRecords: items.length,
      page: 1,
      pageSize: 20,
      counts: pipelineCounts(pipeline.rows),
    } satisfies JobCandidateList);
  }),
  http.post('/api/applications/:id/status', async ({ params, request }) => {
    const row = pipeline.rows.find((r) => r.applicationId === params.id);
    const { status } = (await request.json()) as { status: HiringStatus };
    if (!row) return problem(404, 'This application does not exist.');
    if (!row.nextStatuses.includes(status)) return problem(409, 'Someone else moved this candidate first.');
    Object.assign(row, { status, nextStatuses: nextStatuses(status, 'employer') });
    return HttpResponse.json({
      id: row.applicationId,
      status,
      origin: row.origin,
      job: { id: pipelineJob.id, title: pipelineJob.title, status: 'open', companyId: 'company-1', companyName: 'Northwind' },
      candidate: { id: row.candidate.id, firstName: row.candidate.firstName, lastName: row.candidate.lastName, headline: '' },
      conversationId: row.conversationId,
      createdAt: row.updatedAt,
      updatedAt: row.updatedAt,
      history: [],
      nextStatuses: row.nextStatuses,
      candidateDeleted: false,
      jobFilled: false,
      remainingRejected: 0,
    } satisfies HiringStepResult);
  }),
  http.get('/api/admin/emails', () =>
    HttpResponse.json({ items: [loggedEmail], totalRecords: 1, counts: { pending: 0, sending: 0, sent: 0, failed: 0, logged: 1 } }),
  ),
  http.get('/api/admin/emails/:id', ({ params }) =>
    params.id === loggedEmail.id
      ? HttpResponse.json({ ...loggedEmail, text: 'Follow http://localhost/reset-password?code=abc' })
      : problem(404, 'This email does not exist.'),
  ),
  // the notification centre: nothing unread unless a test says otherwise
  http.get('/api/notifications/unread-count', () => HttpResponse.json({ count: 0 })),
  http.get('/api/notifications', () => HttpResponse.json({ items: [], total: 0, unread: 0 })),
  http.post('/api/notifications/read', () => HttpResponse.json({ unread: 0 })),
  http.put('/api/message/template', async ({ request }) =>
    HttpResponse.json({ set: 'employer', ...((await request.json()) as Partial<MessageTemplate>), updatedAt: '2026-06-05T09:00:00Z' }),
  ),
];

export const server = setupServer(...handlers);
server.events.on('request:start', ({ request }) => {
  requests.push(request.clone());
});

/** Back to the shared answers and a fresh pipeline (after each test). */
export function resetApi(): void {
  server.resetHandlers();
  requests.length = 0;
  pipeline.rows = startingPipeline();
  profileState.resume = null;
}
