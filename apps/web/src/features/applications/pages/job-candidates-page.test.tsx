import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http } from 'msw';
import { pipeline, pipelineCounts, pipelineJob as JOB, requests, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { JobCandidatesPage } from './job-candidates-page.tsx';

const renderAt = (path: string) => renderRoute(path, { path: '/employer/jobs/status/:id/:hiringStatus?', element: <JobCandidatesPage /> });

const candidateLists = () => requests.filter((r) => new URL(r.url).pathname === `/api/jobs/${JOB.id}/candidates`).map((r) => r.url);

const consoleWarn = console.warn;
beforeEach(() => {
  // jsdom lays nothing out, so recharts reports a 0×0 chart
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) consoleWarn(...args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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
    expect(candidateLists()[0]).toContain(`/api/jobs/${JOB.id}/candidates?status=Applied`);
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
    expect(candidateLists().at(-1)).toContain('status=ApplicationAccepted');
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

  it('shows the application of a candidate who deleted their account as closed: no moves, no message', async () => {
    const row = pipeline.rows[2];
    Object.assign(row, {
      candidateDeleted: true,
      nextStatuses: [],
      candidate: { ...row.candidate, firstName: 'Deleted user', lastName: '' },
    });
    renderAt(`/employer/jobs/status/${JOB.id}/ApplicationAccepted`);
    expect(await screen.findByText('Closed: account deleted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Mark hired/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Message / })).toBeNull();
  });

  it('says when a hire fills the last position and offers to tell the others', async () => {
    renderAt(`/employer/jobs/status/${JOB.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark hired: Candidate3 Example' }));
    expect((await screen.findByTestId('hire-fills-job')).textContent).toContain('This fills the last open position');
    // Applied 2 + ApplicationAccepted 1, less the candidate being hired
    expect(screen.getByLabelText(/Also let the 2 other candidates in progress know/)).toBeTruthy();
  });

  it('refreshes the list and the counts after a hiring move', async () => {
    renderAt(`/employer/jobs/status/${JOB.id}`);
    const tabs = await screen.findByRole('tablist', { name: 'Hiring status' });
    expect(within(tabs).getByRole('tab', { name: 'Accepted (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept: Candidate1 Example' }));
    // the row now offers the moves of an accepted candidate, and the tabs count it there
    expect(await screen.findByRole('button', { name: 'Mark hired: Candidate1 Example' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Accepted (2)' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Applied (1)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept: Candidate1 Example' })).toBeNull();
  });

  it('says how to get candidates when the job has none', async () => {
    server.use(
      http.get('/api/jobs/:id/candidates', () =>
        HttpResponse.json({ job: JOB, items: [], totalRecords: 0, page: 1, pageSize: 20, counts: pipelineCounts([]) }),
      ),
    );
    renderAt(`/employer/jobs/status/${JOB.id}`);
    const empty = await screen.findByTestId('no-candidates');
    expect(empty.textContent).toContain('No candidates yet. Invite candidates from Candidates search.');
    expect(within(empty).getByRole('link', { name: 'Candidates search' }).getAttribute('href')).toBe(
      `/employer/candidates?jobId=${JOB.id}`,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
