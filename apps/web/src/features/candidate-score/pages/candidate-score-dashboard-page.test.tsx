import { cleanup, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { candidateScore, problem, self, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { CandidateScoreDashboardPage } from './candidate-score-dashboard-page.tsx';

const renderDashboard = () =>
  renderRoute('/candidate/dashboard', { path: '/candidate/dashboard', element: <CandidateScoreDashboardPage /> });

// a failed call is logged to the console by the HTTP client; the tests keep it quiet
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('<CandidateScoreDashboardPage>', () => {
  it('shows the score, what would raise it and how it is made', async () => {
    renderDashboard();
    expect((await screen.findByTestId('candidate-score')).textContent).toBe('59');
    expect(await screen.findByText(`Hello, ${self.firstName}`)).toBeTruthy();
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
    server.use(http.get('/api/candidate/score', () => HttpResponse.json({ ...candidateScore, message })));
    renderDashboard();
    expect(await screen.findByText('Good start')).toBeTruthy();
    expect(screen.getByTestId('score-next-steps').textContent).toBe('Next steps: Ask a former manager for feedback.');
    expect(screen.getByTestId('score-actions').textContent).toContain('Add two more skills');
  });

  it('asks a candidate without a profile to start one, under the score', async () => {
    server.use(http.get('/api/candidate/profile', () => problem(404, 'Candidate profile not found.')));
    renderDashboard();
    expect(await screen.findByText('Start with your profile')).toBeTruthy();
    expect(screen.getByTestId('candidate-score').textContent).toBe('59');
  });

  it('still draws the score when the profile cannot be read', async () => {
    server.use(http.get('/api/candidate/profile', () => problem(500, 'The database did not answer.')));
    renderDashboard();
    expect((await screen.findByTestId('candidate-score')).textContent).toBe('59');
    expect(screen.getByText('Start with your profile')).toBeTruthy();
  });

  it('says why when the score cannot be read', async () => {
    server.use(http.get('/api/candidate/score', () => problem(500, 'The score could not be computed.')));
    renderDashboard();
    // a server error's detail is not shown to users; the call's own message is
    expect(await screen.findByText('An error occurred while fetching your score.')).toBeTruthy();
    expect(screen.queryByTestId('candidate-score')).toBeNull();
  });
});
