import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsTo, resumeSuggestions } from '../../../../test/api.ts';
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
});
