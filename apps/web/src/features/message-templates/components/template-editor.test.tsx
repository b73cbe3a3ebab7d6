import { required } from '@talentmatch/shared/required';
import { MantineProvider } from '@mantine/core';
import { TEMPLATE_PLACEHOLDERS, type MessageTemplate } from '@talentmatch/shared/hiring';
import { messageTemplateBody } from '@talentmatch/shared/hiring-requests';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { requests, requestsTo, server } from '../../../../test/api.ts';
import { appState } from '../../../lib/app-state.ts';
import { TemplateEditor } from './template-editor.tsx';

const TEMPLATE: MessageTemplate = {
  type: 'AcceptApplication',
  set: 'employer',
  subject: 'Your application for {{jobTitle}}',
  body: 'Hi {{candidateFirstName}},\n\n{{employerName}} at {{companyName}} would like to talk.',
  updatedAt: '2026-06-01T09:00:00Z',
};

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} }, configurable: true });
}

function renderEditor() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <TemplateEditor template={TEMPLATE} placeholders={TEMPLATE_PLACEHOLDERS} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return {
    subject: screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement,
    body: screen.getByRole('textbox', { name: 'Body' }) as HTMLTextAreaElement,
  };
}

afterEach(() => {
  cleanup();
  appState.reset();
});

describe('<TemplateEditor>', () => {
  it('previews the template as plain text with the sample values, live', () => {
    const { body } = renderEditor();
    expect(screen.getByTestId('preview-subject').textContent).toBe('Your application for Senior Data Analyst');
    expect(screen.getByTestId('preview-body').textContent).toBe('Hi Priya,\n\nElena Marsh at Northwind Analytics would like to talk.');
    fireEvent.change(body, { target: { value: '<b>{{candidateName}}</b>' } });
    // shown as text, never as markup
    expect(screen.getByTestId('preview-body').textContent).toBe('<b>Priya Raman</b>');
    expect(screen.getByTestId('preview-body').querySelector('b')).toBeNull();
  });

  it('refuses an unknown placeholder before saving, with the server’s message', async () => {
    const { subject } = renderEditor();
    fireEvent.change(subject, { target: { value: 'About {{salary}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const parsed = messageTemplateBody.safeParse({ type: TEMPLATE.type, subject: 'About {{salary}}', body: TEMPLATE.body });
    const expected = parsed.success ? '' : parsed.error.issues[0]?.message;
    expect(expected).toMatch(/^Unknown placeholder \{\{salary\}\}\. Allowed: /);
    expect(await screen.findByText(expected)).toBeTruthy();
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('inserts a placeholder at the cursor of the field last used', () => {
    const { body } = renderEditor();
    fireEvent.change(body, { target: { value: 'Thanks, see you soon.' } });
    fireEvent.focus(body);
    body.setSelectionRange(8, 8);
    fireEvent.click(screen.getByRole('button', { name: /^Insert \{\{candidateFirstName\}\}/ }));
    expect(body.value).toBe('Thanks, {{candidateFirstName}}see you soon.');
    expect(screen.getByTestId('preview-body').textContent).toBe('Thanks, Priyasee you soon.');
  });

  it('saves with PUT and shows a server 400 on its field', async () => {
    const { body } = renderEditor();
    fireEvent.change(body, { target: { value: 'Hello {{candidateFirstName}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('/api/message/template', 'PUT')).toHaveLength(1));
    expect(await required(requests[0]).json()).toEqual({
      type: 'AcceptApplication',
      subject: TEMPLATE.subject,
      body: 'Hello {{candidateFirstName}}',
    });
    await waitFor(() => expect(appState.get().info).toBe('The template has been saved.'));

    server.use(
      http.put('/api/message/template', () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Bad Request', status: 400, errors: { body: ['Body must not contain HTML.'] } },
          { status: 400 },
        ),
      ),
    );
    fireEvent.change(body, { target: { value: 'Hello again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Body must not contain HTML.')).toBeTruthy();
    expect(body.getAttribute('aria-invalid')).toBe('true');
  });
});
