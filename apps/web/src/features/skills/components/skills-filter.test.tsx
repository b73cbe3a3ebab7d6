import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render-route.tsx';
import { SKILLS_FAILED, SkillsFilter } from './skills-filter.tsx';

let answer: () => Response;
const fetchMock = vi.fn(async () => answer());

const renderFilter = () =>
  renderRoute('/search', { path: '/search', element: <SkillsFilter label="Skills" value={[]} onChange={() => undefined} /> });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('<SkillsFilter>', () => {
  it('lists the catalogue once opened', async () => {
    answer = () => Response.json({ items: [{ id: 'skill-sql', name: 'SQL' }], totalRecords: 1, page: 1, pageSize: 500 });
    renderFilter();
    const input = screen.getByLabelText('Skills', { selector: 'input' });
    fireEvent.focus(input);
    fireEvent.click(input);
    expect(await screen.findByText('SQL')).toBeTruthy();
  });

  it('says so in the list when the catalogue cannot be loaded', async () => {
    answer = () => new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFilter();
    const input = screen.getByLabelText('Skills', { selector: 'input' });
    fireEvent.focus(input);
    fireEvent.click(input);
    expect(await screen.findByText(SKILLS_FAILED)).toBeTruthy();
    vi.restoreAllMocks();
  });
});
