import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateProfile, requestsTo, resumeSuggestions, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { ResumeUploadPage } from './resume-upload-page.tsx';

const renderPage = () =>
  renderRoute('/candidate/profile/resume/upload', { path: '/candidate/profile/resume/upload', element: <ResumeUploadPage /> });

afterEach(() => cleanup());

describe('<ResumeUploadPage>', () => {
  it('offers the skills the upload answer found, without asking for them again', async () => {
    renderPage();
    await screen.findByText('Upload your resume');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4 SQL'], 'resume.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const suggested = await screen.findByTestId('suggested-skills');
    expect(
      within(suggested)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(resumeSuggestions.map((skill) => `Add ${skill.name}`));
    expect(requestsTo('/api/candidate/profile/resume', 'POST')).toHaveLength(1);
    expect(requestsTo('/api/candidate/profile/resume/suggestions')).toHaveLength(0);
  });

  it('shows the proposed years, editable, and adds the skill with the years and the level the candidate chose', async () => {
    let added: unknown = null;
    const resume = { fileName: 'cv.pdf', contentType: 'application/pdf', size: 1000, uploadedAt: '2026-11-20T10:00:00Z', textLength: 100 };
    server.use(
      http.get('/api/candidate/profile', () => HttpResponse.json({ ...candidateProfile, resume })),
      http.get('/api/candidate/profile/resume/suggestions', () => HttpResponse.json({ suggestedSkills: resumeSuggestions })),
      http.post('/api/candidate/skills', async ({ request }) => {
        added = await request.json();
        return HttpResponse.json(
          { id: 'cs-1', skillId: 'skill-sql', name: 'SQL', category: 'Data', isActive: true, level: 4, years: 7 },
          { status: 201 },
        );
      }),
    );
    renderPage();
    const years = (await screen.findByLabelText('Years of SQL')) as HTMLInputElement;
    // the years read from the resume are shown before accepting
    expect(years.value).toBe('6');
    const add = screen.getByRole('button', { name: 'Add SQL' }) as HTMLButtonElement;
    // the level is the candidate's choice: nothing is added before one is chosen
    expect(add.disabled).toBe(true);
    fireEvent.change(years, { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Level of SQL'), { target: { value: '4' } });
    fireEvent.click(add);
    await waitFor(() => expect(added).toEqual({ skillId: 'skill-sql', level: 4, years: 7 }));
  });
});
