import type { Skill } from '@talentmatch/shared/catalogues';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsTo, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { AdminSkillPage } from './admin-skill-page.tsx';

afterEach(() => cleanup());

const skill = (id: string, name: string, mergedIntoId: string | null = null): Skill => ({
  id,
  name,
  category: 'Frontend',
  description: '',
  isActive: mergedIntoId === null,
  mergedIntoId,
  candidateCount: 4,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});

describe('admin/skills/{id}: merging a duplicate', () => {
  it('asks before merging, then the target’s page offers no merge until a target is chosen', async () => {
    const skills = { reactjs: skill('reactjs', 'ReactJS'), react: skill('react', 'React') };
    server.use(
      http.get('/api/skills/categories', () => HttpResponse.json(['Frontend'])),
      http.get('/api/skills/:id', ({ params }) => HttpResponse.json(skills[params.id as keyof typeof skills])),
      http.get('/api/skills', () => HttpResponse.json({ items: Object.values(skills), totalRecords: 2, page: 1, pageSize: 500 })),
      http.post('/api/skills/:id/merge', () => {
        skills.reactjs = skill('reactjs', 'ReactJS', 'react');
        return HttpResponse.json(skills.reactjs);
      }),
    );
    const router = renderRoute('/admin/skills/reactjs', { path: '/admin/skills/:id', element: <AdminSkillPage /> });
    fireEvent.click(await screen.findByRole('combobox', { name: 'Target skill' }));
    fireEvent.click(await screen.findByRole('option', { name: 'React (Frontend)', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Merge into React' }));

    // nothing happens before the confirmation
    const dialog = await screen.findByRole('dialog', { name: 'Merge ReactJS into React?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(requestsTo('/api/skills/reactjs/merge', 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(router.location.pathname).toBe('/admin/skills/react'));
    expect(requestsTo('/api/skills/reactjs/merge', 'POST')).toHaveLength(1);
    await screen.findByRole('heading', { name: 'React' });
    expect(screen.queryByRole('button', { name: /^Merge into/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Merge' })).toHaveProperty('disabled', true);
  });

  it('offers no merge on a skill that was merged already', async () => {
    server.use(
      http.get('/api/skills/categories', () => HttpResponse.json(['Frontend'])),
      http.get('/api/skills/:id', () => HttpResponse.json(skill('reactjs', 'ReactJS', 'react'))),
      http.get('/api/skills', () => HttpResponse.json({ items: [], totalRecords: 0, page: 1, pageSize: 500 })),
    );
    renderRoute('/admin/skills/reactjs', { path: '/admin/skills/:id', element: <AdminSkillPage /> });
    await screen.findByText('This skill was merged into another and is kept only so old links resolve.');
    expect(screen.queryByRole('heading', { name: 'Merge into another skill' })).toBeNull();
  });
});
