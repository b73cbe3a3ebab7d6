import type { CandidateScore } from '@talentmatch/shared/score';
import { cleanup, screen } from '@testing-library/react';
import { renderRoute } from '../../../../test/render-route.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CandidateScoreDashboardPage } from './candidate-score-dashboard-page.tsx';

const SCORE: CandidateScore = {
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

/** A failed call (the HTTP client logs a server error to the console; the tests keep it quiet). */
const problem = (status: number, detail: string) =>
  Response.json({ status, title: 'Error', detail }, { status, headers: { 'Content-Type': 'application/problem+json' } });

/** The answer per API path; the test sets the profile's and the score's. */
let answers: Record<string, () => Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const { pathname } = new URL(String(input), 'http://localhost');
  const answer = answers[pathname];
  if (!answer) throw new Error(`unexpected call ${pathname}`);
  return answer();
});

const renderDashboard = () =>
  renderRoute('/candidate/dashboard', { path: '/candidate/dashboard', element: <CandidateScoreDashboardPage /> });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  answers = {
    '/api/user/me/': () => Response.json({ id: 'user-1', firstName: 'Maya', lastName: 'Chen', email: 'maya@example.com' }),
    '/api/candidate/profile': () => Response.json({ userId: 'user-1', firstName: 'Maya', lastName: 'Chen' }),
    '/api/candidate/score': () => Response.json(SCORE),
    '/api/candidate/feedback': () => Response.json({ summary: { average: null, count: 0 }, items: [] }),
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  vi.restoreAllMocks();
});

describe('<CandidateScoreDashboardPage>', () => {
  it('shows the score, what would raise it and how it is made', async () => {
    renderDashboard();
    expect((await screen.findByTestId('candidate-score')).textContent).toBe('59');
    expect(await screen.findByText('Hello, Maya')).toBeTruthy();
    expect(screen.getByTestId('score-actions').textContent).toContain('Add two more skills');
    expect(screen.getByTestId('score-actions').textContent).toContain('+6');
    expect(screen.getByLabelText('Skills: 9 of 20')).toBeTruthy();
    expect(screen.queryByText('Start with your profile')).toBeNull();
  });

  it('shows the range’s message and its written next steps beside the computed actions', async () => {
    const message = {
      minScore: 50,
      maxScore: 69,
      title: 'Good start',
      message: 'Employers can find you.',
      nextSteps: 'Ask a former manager for feedback.',
    };
    answers['/api/candidate/score'] = () => Response.json({ ...SCORE, message });
    renderDashboard();
    expect(await screen.findByText('Good start')).toBeTruthy();
    expect(screen.getByTestId('score-next-steps').textContent).toBe('Next steps: Ask a former manager for feedback.');
    expect(screen.getByTestId('score-actions').textContent).toContain('Add two more skills');
  });

  it('asks a candidate without a profile to start one, under the score', async () => {
    answers['/api/candidate/profile'] = () => problem(404, 'Candidate profile not found.');
    renderDashboard();
    expect(await screen.findByText('Start with your profile')).toBeTruthy();
    expect(screen.getByTestId('candidate-score').textContent).toBe('59');
  });

  it('still draws the score when the profile cannot be read', async () => {
    answers['/api/candidate/profile'] = () => problem(500, 'The database did not answer.');
    renderDashboard();
    expect((await screen.findByTestId('candidate-score')).textContent).toBe('59');
    expect(screen.getByText('Start with your profile')).toBeTruthy();
  });

  it('says why when the score cannot be read', async () => {
    answers['/api/candidate/score'] = () => problem(500, 'The score could not be computed.');
    renderDashboard();
    // a server error's detail is not shown to users; the call's own message is
    expect(await screen.findByText('An error occurred while fetching your score.')).toBeTruthy();
    expect(screen.queryByTestId('candidate-score')).toBeNull();
  });
});
