import { type CandidateDetail, MATCH_COMPONENT_LABELS, MATCH_WEIGHTS, type MatchComponentKey } from '@talentmatch/shared/matching';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { CandidateDetailPage } from './candidate-detail-page.tsx';

const detail = (extra: Partial<CandidateDetail>): CandidateDetail => ({
  id: 'user-1',
  firstName: 'Ana',
  lastName: 'Lopez',
  headline: 'Data analyst',
  city: 'Austin',
  region: 'Texas',
  country: 'United States',
  remotePreference: 'remote',
  score: 71,
  skills: [],
  match: null,
  breakdown: null,
  summary: '',
  willingToRelocate: false,
  availability: 'immediately',
  yearsOption: null,
  educationOption: null,
  hasPhoto: false,
  photoToken: null,
  jobs: [
    {
      id: 'j1',
      title: 'Analyst',
      company: 'Quill Labs',
      area: 'Data',
      location: '',
      startDate: '2021-03-01',
      endDate: null,
      isCurrent: true,
      description: '',
    },
  ],
  education: [],
  resume: null,
  trainingCompleted: 0,
  ...extra,
});

afterEach(() => cleanup());

const answerWith = (answer: CandidateDetail) =>
  server.use(
    http.get('/api/candidates/user-1', () => HttpResponse.json(answer)),
    http.get('/api/candidates/user-1/feedback-summary', () => HttpResponse.json({ average: null, count: 0 })),
  );

const renderPage = () => renderRoute('/employer/candidates/user-1', { path: '/employer/candidates/:id', element: <CandidateDetailPage /> });

describe('<CandidateDetailPage>', () => {
  it('shows the photo through the avatar route of the client config, and positions with formatted dates', async () => {
    answerWith(detail({ hasPhoto: true, photoToken: 'sig.ned' }));
    renderPage();
    const photo = await screen.findByRole('img', { name: 'Photo of Ana Lopez' });
    expect(photo.getAttribute('src')).toBe('/api/avatars/user-1?token=sig.ned');
    const day = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(2021, 2, 1));
    expect(screen.getByText(`${day} – present · Data`)).toBeTruthy();
  });

  it('shows initials when there is no photo', async () => {
    answerWith(detail({}));
    renderPage();
    await screen.findByText('AL');
    expect(screen.queryByRole('img', { name: /Photo of/ })).toBeNull();
  });

  it('explains the match: required skills held and missing, nice to have, points, and how matches are scored', async () => {
    const component = (key: MatchComponentKey, points: number, explanation: string) => ({
      component: key,
      label: MATCH_COMPONENT_LABELS[key],
      points,
      max: MATCH_WEIGHTS[key],
      explanation,
    });
    answerWith(
      detail({
        match: 61,
        breakdown: {
          total: 61,
          label: 'good',
          summary: '2 of 3 required: missing Node.js',
          required: { held: ['TypeScript', 'React'], missing: ['Node.js'] },
          niceToHave: { held: ['PostgreSQL'], total: 2 },
          components: [
            component('required', 33.3, '2 of 3 required: missing Node.js.'),
            component('depth', 4.8, 'TypeScript level 4, 4 years.'),
          ],
        },
      }),
    );
    renderPage();
    expect((await screen.findByTestId('match-required')).textContent).toBe('2 of 3 required: missing Node.js');
    expect(screen.getByTestId('match-total').textContent).toBe('61% · Good match');
    expect(screen.getByText('Nice to have held: PostgreSQL (1 of 2)')).toBeTruthy();
    expect(screen.getByText('33.3 / 50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'How matches are scored' }));
    expect(screen.getByTestId('how-matches-are-scored').textContent).toContain('Required skills come first');
  });
});
