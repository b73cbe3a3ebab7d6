import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateCard as card, candidateSearchResult, problem, requests, requestsTo, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { CandidateSearchPage } from './candidate-search-page.tsx';

/** The searches the page made, by their query strings. */
const searches = () => requestsTo('/api/candidates').map((r) => new URL(r.url).searchParams);
const searchAnswers = (items: ReturnType<typeof card>[]) =>
  server.use(http.get('/api/candidates', () => HttpResponse.json(candidateSearchResult(items))));

const renderAt = (path: string) => renderRoute(path, { path: '/employer/candidates', element: <CandidateSearchPage /> });

afterEach(() => cleanup());

describe('<CandidateSearchPage>', () => {
  it('searches with the address’s filters and shows a card per candidate with the total', async () => {
    renderAt('/employer/candidates?q=analyst&remote=true');
    expect(await screen.findAllByTestId('candidate-card')).toHaveLength(2);
    expect(screen.getByTestId('candidate-total').textContent).toBe('2 candidates, ranked by score');
    expect(searches()[0]?.get('q')).toBe('analyst');
    expect(searches()[0]?.get('remote')).toBe('true');
    expect(searches()[0]?.get('page')).toBe('1');
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('analyst');
  });

  it('searches the draft only when asked, and puts it in the address', async () => {
    const router = renderAt('/employer/candidates');
    await screen.findAllByTestId('candidate-card');
    searchAnswers([card(3)]);
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'sql' } });
    expect(searches()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByTestId('candidate-card')).toHaveLength(1));
    expect(screen.getByText('Candidate3 Example')).toBeTruthy();
    expect(router.location.search).toBe('?q=sql');
  });

  it('asks for the skills catalogue when the skills field is first focused, at once when the address names skills', async () => {
    const skillCalls = () => requestsTo('/api/skills').length;
    renderAt('/employer/candidates');
    await screen.findAllByTestId('candidate-card');
    expect(skillCalls()).toBe(0);
    fireEvent.focus(screen.getByLabelText('Skills', { selector: 'input' }));
    await waitFor(() => expect(skillCalls()).toBe(1));
    cleanup();
    requests.length = 0;
    renderAt('/employer/candidates?skills=skill-sql');
    // the chosen skill's chip names it
    await waitFor(() => expect(document.querySelector('.mantine-Pill-label')?.textContent).toBe('SQL'));
    expect(skillCalls()).toBe(1);
  });

  it('filters with a native select whose first option clears the filter', async () => {
    const router = renderAt('/employer/candidates?yearsOptionId=years-3');
    const select = (await screen.findByLabelText('Years at least')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('years-3'));
    expect([...select.options].map((o) => o.text)).toEqual(['Any', '1–2 years', '3–5 years']);
    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(searches().at(-1)?.get('yearsOptionId')).toBeNull();
  });

  it('asks for all the chosen skills unless the employer chooses any of them', async () => {
    const router = renderAt('/employer/candidates?skills=skill-sql');
    const mode = (await screen.findByLabelText('Skills must match')) as HTMLSelectElement;
    expect(mode.value).toBe('all');
    expect([...mode.options].map((o) => o.text)).toEqual(['All of them', 'Any of them']);
    fireEvent.change(mode, { target: { value: 'any' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches().at(-1)?.get('skillMode')).toBe('any'));
    expect(new URLSearchParams(router.location.search).get('skillMode')).toBe('any');
  });

  it('says so when the search fails, and when nothing matches', async () => {
    server.use(http.get('/api/candidates', () => problem(403, 'Your company has no active subscription.')));
    renderAt('/employer/candidates');
    expect(await screen.findByText(/Your company has no active subscription\./)).toBeTruthy();
    expect(screen.queryByTestId('candidate-total')).toBeNull();
    cleanup();
    searchAnswers([]);
    renderAt('/employer/candidates?q=nobody');
    expect(await screen.findByText('No candidates match these filters.')).toBeTruthy();
    expect(screen.getByTestId('candidate-total').textContent).toBe('0 candidates, ranked by score');
  });
});

describe('<CandidateSearchPage> on a phone', () => {
  it('folds the detailed filters behind "More filters", which says how many are set', async () => {
    renderAt('/employer/candidates?remote=true&location=Austin');
    await screen.findAllByTestId('candidate-card');
    const toggle = screen.getByRole('button', { name: 'More filters (2 set)' });
    const more = document.getElementById('candidate-more-filters');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(more?.hasAttribute('data-folded')).toBe(true);
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Fewer filters' }).getAttribute('aria-expanded')).toBe('true');
    expect(more?.hasAttribute('data-folded')).toBe(false);
  });
});
