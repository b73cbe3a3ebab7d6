import type { ResumeInfo } from '@talentmatch/shared/candidate-profile';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateProfile, requestsTo, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { ApplyModal } from './apply-modal.tsx';

afterEach(() => cleanup());

// Mantine's autosize textarea listens for font loads, which jsdom does not have
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} }, configurable: true });
}

const resume = { fileName: 'priya-cv.pdf' } as ResumeInfo;
const job = { id: 'job-1', title: 'Designer', companyName: 'Acme' };

function renderModal() {
  renderRoute('/candidate/jobs/job-1', {
    path: '/candidate/jobs/:id',
    element: <ApplyModal opened job={job} onClose={() => undefined} />,
  });
}

describe('<ApplyModal>', () => {
  it('ticks "Attach my resume" when the profile has a resume, and sends it', async () => {
    server.use(
      http.get('/api/candidate/profile', () => HttpResponse.json({ ...candidateProfile, resume })),
      http.post('/api/application/:jobId', () => HttpResponse.json({ job: { id: 'job-1' } }, { status: 201 })),
    );
    renderModal();
    const box = await screen.findByRole('checkbox', { name: 'Attach my resume' });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(requestsTo('/api/application/job-1', 'POST')).toHaveLength(1));
    expect(await requestsTo('/api/application/job-1', 'POST')[0].json()).toEqual({ message: '', attachResume: true });
  });

  it('leaves it unticked and disabled without a resume', async () => {
    renderModal();
    const box = await screen.findByRole('checkbox', { name: 'Attach my resume' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect((box as HTMLInputElement).disabled).toBe(true);
  });
});
