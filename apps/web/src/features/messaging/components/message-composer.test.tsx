import { required } from '@talentmatch/shared/required';
import { MantineProvider } from '@mantine/core';
import { MESSAGING_MESSAGES } from '@talentmatch/shared/messaging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigStore, DEFAULT_SITE_CONFIGURATION } from '../../../lib/app-config-store.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { MessageComposer } from './message-composer.tsx';

const sendMessage = vi.hoisted(() => vi.fn());
vi.mock('../api/messaging-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/messaging-api.ts')>()),
  sendMessage,
}));

const MB = 1024 * 1024;

// jsdom has no FontFaceSet; the autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    configurable: true,
  });
}

function renderComposer(area: 'candidate' | 'employer' = 'candidate') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MessageComposer conversationId="conv-1" area={area} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const fileInput = () => required(document.querySelector<HTMLInputElement>('input[type="file"]'));
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

beforeEach(() => {
  sendMessage.mockReset();
  appConfigStore.setSiteConfiguration({
    ...DEFAULT_SITE_CONFIGURATION,
    uploadLimits: { resumeBytes: 5 * MB, photoBytes: 2 * MB, attachmentBytes: 5 * MB },
  });
});
afterEach(cleanup);

describe('<MessageComposer>', () => {
  it('sends the text with Ctrl+Enter and clears the box', async () => {
    sendMessage.mockResolvedValue({ id: 'm1' });
    renderComposer();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '  Hello there  ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(sendMessage).toHaveBeenCalledWith({ conversationId: 'conv-1', body: 'Hello there', file: null, attachResume: false }),
    );
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('accepts only the allowed types and refuses a file above the site limit before sending', async () => {
    renderComposer();
    expect(fileInput().accept).toBe('.pdf,.doc,.docx,.png,.jpg,.jpeg');
    pick(new File([new Uint8Array(6 * MB)], 'huge.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      `${MESSAGING_MESSAGES.attachmentTooLarge} huge.pdf is 6 MB; the limit is 5 MB.`,
    );
    pick(new File(['x'], 'script.exe'));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGING_MESSAGES.attachmentType);
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('sends an attachment alone, and a candidate may attach the resume instead (one attachment)', async () => {
    sendMessage.mockResolvedValue({ id: 'm2' });
    renderComposer('candidate');
    const resume = screen.getByRole('checkbox', { name: 'Attach my resume' });
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    pick(pdf);
    expect(await screen.findByText('cv.pdf')).toBeTruthy();
    expect((resume as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sendMessage).toHaveBeenCalledWith({ conversationId: 'conv-1', body: '', file: pdf, attachResume: false }));
  });

  it('offers "Attach my resume" to candidates only', () => {
    renderComposer('employer');
    expect(screen.queryByRole('checkbox', { name: 'Attach my resume' })).toBeNull();
  });

  it('shows a failed send in the composer and keeps the text', async () => {
    sendMessage.mockRejectedValue(new ApiError(MESSAGING_MESSAGES.sendFailed, 'http', { status: 500 }));
    renderComposer();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Are you there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGING_MESSAGES.sendFailed);
    expect((box as HTMLTextAreaElement).value).toBe('Are you there?');
  });
});
