import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { CandidateSkillList } from './candidate-skill-list.tsx';

const skill = { id: 'cs-1', skillId: 'skill-ts', name: 'TypeScript', category: 'Software', isActive: true, level: 5, years: 1 };

afterEach(() => cleanup());

describe('<CandidateSkillList>', () => {
  it('lets the candidate change the years of a skill, keeping its level', async () => {
    let sent: unknown = null;
    server.use(
      http.put('/api/candidate/skills/cs-1', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...skill, years: 6 });
      }),
    );
    renderRoute('/p', { path: '/p', element: <CandidateSkillList skills={[skill]} /> });
    const years = screen.getByLabelText('Years of TypeScript') as HTMLInputElement;
    expect(years.value).toBe('1');
    fireEvent.change(years, { target: { value: '6' } });
    fireEvent.blur(years);
    await waitFor(() => expect(sent).toEqual({ level: 5, years: 6 }));
  });
});
