import { type CandidateDetail, MATCH_COMPONENT_LABELS, MATCH_WEIGHTS, type MatchComponentKey } from '@talentmatch/shared/matching';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('for a job: offers to propose an interview while the application is open, even before the first one', async () => {
    const JOB = '33333333-3333-4333-8333-333333333333';
    const asked: string[] = [];
    answerWith(detail({}));
    server.use(
      http.get('/api/interviews', () => HttpResponse.json([])),
      http.get(`/api/jobs/${JOB}/candidates`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('candidateId') ?? '');
        return HttpResponse.json({
          job: { id: JOB, title: 'Analyst', status: 'open', positions: 1 },
          items: [
            {
              applicationId: 'app-1',
              status: 'Applied',
              origin: 'application',
              candidate: { id: 'user-1', firstName: 'Ana', lastName: 'Lopez', headline: '', city: '', country: '', score: 71 },
              match: null,
              conversationId: 'c1',
              updatedAt: '2026-01-01T00:00:00.000Z',
              nextStatuses: [],
              candidateDeleted: false,
            },
          ],
          totalRecords: 1,
          page: 1,
          pageSize: 1,
          counts: {},
        });
      }),
    );
    renderRoute(`/employer/candidates/user-1/${JOB}`, { path: '/employer/candidates/:id/:jobId', element: <CandidateDetailPage /> });
    await screen.findByRole('button', { name: 'Propose interview to Ana Lopez' });
    expect(screen.getByText(/No interview yet/)).toBeTruthy();
    expect(asked).toEqual(['user-1']);
  });

  it('for a job the candidate is not in the pipeline of: no interviews section', async () => {
    const JOB = '44444444-4444-4444-8444-444444444444';
    let answered = false;
    answerWith(detail({}));
    server.use(
      http.get('/api/interviews', () => HttpResponse.json([])),
      http.get(`/api/jobs/${JOB}/candidates`, () => {
        answered = true;
        return HttpResponse.json({
          job: { id: JOB, title: 'Analyst', status: 'open', positions: 1 },
          items: [],
          totalRecords: 0,
          page: 1,
          pageSize: 1,
          counts: {},
        });
      }),
    );
    renderRoute(`/employer/candidates/user-1/${JOB}`, { path: '/employer/candidates/:id/:jobId', element: <CandidateDetailPage /> });
    await screen.findByText('AL');
    await waitFor(() => expect(answered).toBe(true));
    expect(screen.queryByRole('region', { name: 'Interviews' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Propose interview/ })).toBeNull();
  });
});
