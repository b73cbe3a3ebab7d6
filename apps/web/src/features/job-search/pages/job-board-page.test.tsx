import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestsTo, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { JobBoardPage } from './job-board-page.tsx';

/** Every job search the page asked for, as its query string. */
const searches = () => requestsTo('/api/job-board/jobs').map((request) => new URL(request.url).searchParams);

beforeEach(() =>
  server.use(
    http.get('/api/job-board/jobs', () => HttpResponse.json({ items: [], totalRecords: 0, page: 1, pageSize: 10 })),
    http.get('/api/job-board/recommended', () => HttpResponse.json({ items: [] })),
  ),
);
afterEach(() => cleanup());

describe('<JobBoardPage>', () => {
  it('searches as soon as a choice changes (Remote, employment type), and typed words on Search', async () => {
    renderRoute('/candidate/jobs', { path: '/candidate/jobs', element: <JobBoardPage /> });
    await waitFor(() => expect(searches()).toHaveLength(1));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
    await waitFor(() => expect(searches().at(-1)?.get('remote')).toBe('true'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Employment type' }), { target: { value: 'full_time' } });
    await waitFor(() => expect(searches().at(-1)?.get('employmentType')).toBe('full_time'));
    expect(searches().at(-1)?.get('remote')).toBe('true');
    const asked = searches().length;
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'analyst' } });
    expect(searches()).toHaveLength(asked);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches().at(-1)?.get('q')).toBe('analyst'));
  });
});
