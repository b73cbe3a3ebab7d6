import type { HiringStatusCounts, JobCandidate, JobCandidateList } from '@talentmatch/shared/hiring';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../../../test/render-route.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobCandidatesPage } from './job-candidates-page.tsx';

const JOB = { id: '5b0b6f3e-3c59-4d7e-9a55-0d3c4f2c1a01', title: 'Senior Data Analyst', status: 'open', positions: 2 };

const counts = (patch: Partial<HiringStatusCounts>): HiringStatusCounts => {
  const base: HiringStatusCounts = {
    all: 0,
    Invited: 0,
    Applied: 0,
    InvitationAccepted: 0,
    InvitationRejected: 0,
    ApplicationAccepted: 0,
    ApplicationRejected: 0,
    Withdrawn: 0,
    Hired: 0,
  };
  const merged = { ...base, ...patch };
  return { ...merged, all: Object.entries(merged).reduce((sum, [k, v]) => (k === 'all' ? sum : sum + v), 0) };
};

const candidate = (n: number, status: JobCandidate['status'], nextStatuses: JobCandidate['nextStatuses']): JobCandidate => ({
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
  nextStatuses,
});

let answer: (status: string) => JobCandidateList;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  return new Response(JSON.stringify(answer(url.searchParams.get('status') ?? 'all')), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
});

const renderAt = (path: string) => renderRoute(path, { path: '/employer/jobs/status/:id/:hiringStatus?', element: <JobCandidatesPage /> });

const consoleWarn = console.warn;
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // jsdom lays nothing out, so recharts reports a 0×0 chart
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) consoleWarn(...args);
  });
  const pipeline = counts({ Invited: 1, Applied: 2, ApplicationAccepted: 1, Hired: 1 });
  const rows = [
    candidate(1, 'Applied', ['ApplicationAccepted', 'ApplicationRejected']),
    candidate(2, 'Applied', ['ApplicationAccepted', 'ApplicationRejected']),
    candidate(3, 'ApplicationAccepted', ['ApplicationRejected', 'Hired']),
  ];
  answer = (status) => {
    const items = status === 'all' ? rows : rows.filter((r) => r.status === status);
    return { job: JOB, items, totalRecords: items.length, page: 1, pageSize: 20, counts: pipeline };
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('<JobCandidatesPage>', () => {
  it('shows a tab per status with its count and selects the one in the URL', async () => {
    renderAt(`/employer/jobs/status/${JOB.id}/Applied`);
    const tabs = await screen.findByRole('tablist', { name: 'Hiring status' });
    const names = within(tabs)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(names).toEqual([
      'All (5)',
      'Invited (1)',
      'Applied (2)',
      'Invitation accepted (0)',
      'Invitation declined (0)',
      'Accepted (1)',
      'Rejected (0)',
      'Withdrawn (0)',
      'Hired (1)',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Applied (2)' }).getAttribute('aria-selected')).toBe('true');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/api/jobs/${JOB.id}/candidates?status=Applied`);
    const table = screen.getByRole('table', { name: `Candidates for ${JOB.title}` });
    expect(within(table).getAllByRole('link', { name: /^Candidate\d Example$/ })).toHaveLength(2);
    expect(screen.getByText('Candidates: Senior Data Analyst')).toBeTruthy();
  });

  it('changes the URL and the list when another tab is chosen', async () => {
    const router = renderAt(`/employer/jobs/status/${JOB.id}`);
    const tabs = await screen.findByRole('tablist', { name: 'Hiring status' });
    expect(within(tabs).getByRole('tab', { name: 'All (5)' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Accepted (1)' }));
    expect(router.location.pathname).toBe(`/employer/jobs/status/${JOB.id}/ApplicationAccepted`);
    await waitFor(() => expect(screen.queryByText('Candidate1 Example')).toBeNull());
    expect(screen.getByRole('button', { name: 'Mark hired: Candidate3 Example' })).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('status=ApplicationAccepted');
  });

  it('offers the employer moves of each row and a bulk bar for the selection', async () => {
    renderAt(`/employer/jobs/status/${JOB.id}`);
    expect(await screen.findByRole('button', { name: 'Accept: Candidate1 Example' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject: Candidate1 Example' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message Candidate1 Example' }).getAttribute('href')).toBe('/employer/messages?c=conv-1');
    expect(screen.queryByRole('button', { name: 'Accept selected' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Candidate1 Example' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Candidate2 Example' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept selected' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject selected' })).toBeTruthy();
  });

  it('says when a hire fills the last position and offers to tell the others', async () => {
    renderAt(`/employer/jobs/status/${JOB.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark hired: Candidate3 Example' }));
    expect((await screen.findByTestId('hire-fills-job')).textContent).toContain('This fills the last open position');
    // Applied 2 + ApplicationAccepted 1, less the candidate being hired
    expect(screen.getByLabelText(/Also let the 2 other candidates in progress know/)).toBeTruthy();
  });

  it('says how to get candidates when the job has none', async () => {
    answer = () => ({ job: JOB, items: [], totalRecords: 0, page: 1, pageSize: 20, counts: counts({}) });
    renderAt(`/employer/jobs/status/${JOB.id}`);
    const empty = await screen.findByTestId('no-candidates');
    expect(empty.textContent).toContain('No candidates yet. Invite candidates from Candidates search.');
    expect(within(empty).getByRole('link', { name: 'Candidates search' }).getAttribute('href')).toBe(
      `/employer/candidates?jobId=${JOB.id}`,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
