import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, server, skillSql } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { SKILLS_FAILED, SkillsFilter } from './skills-filter.tsx';

const renderFilter = () =>
  renderRoute('/search', { path: '/search', element: <SkillsFilter label="Skills" value={[]} onChange={() => undefined} /> });

afterEach(() => cleanup());

describe('<SkillsFilter>', () => {
  it('lists the catalogue once opened', async () => {
    renderFilter();
    const input = screen.getByLabelText('Skills', { selector: 'input' });
    fireEvent.focus(input);
    fireEvent.click(input);
    expect(await screen.findByText('SQL')).toBeTruthy();
  });

  it('draws its list when the reader comes to the field, so the first opening names the open list', async () => {
    // the catalogue answers only after the checks: no redraw of its own may correct the field's attributes
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/skills', async () => {
        await held;
        return HttpResponse.json({ items: [skillSql], totalRecords: 1, page: 1, pageSize: 500 });
      }),
    );
    renderFilter();
    expect(screen.queryByRole('listbox', { hidden: true }), 'no list drawn with the page').toBeNull();
    const input = screen.getByLabelText('Skills', { selector: 'input' });
    fireEvent.focus(input);
    const list = await screen.findByRole('listbox', { hidden: true });
    fireEvent.click(input);
    await screen.findByText('Loading skills…');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    release();
    expect(await screen.findByText('SQL')).toBeTruthy();
  });

  it('says so in the list when the catalogue cannot be loaded', async () => {
    server.use(http.get('/api/skills', () => problem(500)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFilter();
    const input = screen.getByLabelText('Skills', { selector: 'input' });
    fireEvent.focus(input);
    fireEvent.click(input);
    expect(await screen.findByText(SKILLS_FAILED)).toBeTruthy();
    vi.restoreAllMocks();
  });
});
