import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-route.tsx';
import { AdminEmailTemplateCreatePage } from './admin-email-template-create-page.tsx';

afterEach(() => cleanup());

describe('admin/email-templates/create: writing a new announcement', () => {
  it('takes what is typed into name, subject and body, and previews it', async () => {
    renderRoute('/admin/email-templates/create', { path: '/admin/email-templates/create', element: <AdminEmailTemplateCreatePage /> });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'W' } });
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'News for {{firstName}}' } });
    fireEvent.change(screen.getByLabelText(/^Body/), { target: { value: 'Hello **there**' } });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('W');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain('News for Priya');
    expect(preview.querySelector('strong:not(:first-child)')?.textContent ?? preview.textContent).toContain('there');
  });
});
