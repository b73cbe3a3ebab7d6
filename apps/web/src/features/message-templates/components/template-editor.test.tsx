import { required } from '@talentmatch/shared/required';
import { MantineProvider } from '@mantine/core';
import { TEMPLATE_PLACEHOLDERS, type MessageTemplate } from '@talentmatch/shared/hiring';
import { messageTemplateBody } from '@talentmatch/shared/hiring-requests';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let reply: (body: unknown) => Response;
const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => reply(JSON.parse(String(init?.body ?? '{}'))));

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

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  reply = (body) => json({ ...TEMPLATE, ...(body as object), updatedAt: '2026-06-05T09:00:00Z' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
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
    expect(fetchMock).not.toHaveBeenCalled();
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
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = required(fetchMock.mock.calls[0]);
    expect(String(url)).toBe('/api/message/template');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'AcceptApplication',
      subject: TEMPLATE.subject,
      body: 'Hello {{candidateFirstName}}',
    });
    await waitFor(() => expect(appState.get().info).toBe('The template has been saved.'));

    reply = () => json({ type: 'about:blank', title: 'Bad Request', status: 400, errors: { body: ['Body must not contain HTML.'] } }, 400);
    fireEvent.change(body, { target: { value: 'Hello again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Body must not contain HTML.')).toBeTruthy();
    expect(body.getAttribute('aria-invalid')).toBe('true');
  });
});
