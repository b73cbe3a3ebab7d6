import { required } from '@talentmatch/shared/required';
import { MantineProvider } from '@mantine/core';
import type { Message, MessageAttachment } from '@talentmatch/shared/messaging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThreadMessages } from './thread-messages.tsx';

const getAttachmentBlob = vi.hoisted(() => vi.fn(async () => new Blob(['bytes'], { type: 'image/png' })));
vi.mock('../api/messaging-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/messaging-api.ts')>()),
  getAttachmentBlob,
}));

const NOW = new Date('2026-03-12T15:00:00').getTime();

function attachment(id: string, fileName: string, contentType: string, inline: boolean): MessageAttachment {
  return { id, fileName, contentType, size: 48_000, url: `/api/message/attachment/${id}`, inline };
}

function message(partial: Partial<Message> & Pick<Message, 'id' | 'createdAt'>): Message {
  return {
    conversationId: 'conv-1',
    sender: { id: 'employer-1', name: 'Elena Marsh', side: 'employer' },
    body: '',
    templateType: null,
    attachment: null,
    fromMe: false,
    read: true,
    ...partial,
  };
}

const me = { id: 'candidate-1', name: 'Priya Raman', side: 'candidate' as const };

const thread: Message[] = [
  message({
    id: 'm1',
    createdAt: '2026-03-11T09:00:00',
    sender: me,
    fromMe: true,
    body: 'I would love to apply.',
    templateType: 'CandidateApplying',
  }),
  message({ id: 'm2', createdAt: '2026-03-12T10:00:00', body: 'Thanks Priya, we have read your application.' }),
  message({
    id: 'm3',
    createdAt: '2026-03-12T10:01:00',
    body: 'Here is the job description.',
    attachment: attachment('f1', 'role.pdf', 'application/pdf', true),
  }),
  message({
    id: 'm4',
    createdAt: '2026-03-12T11:00:00',
    sender: me,
    fromMe: true,
    attachment: attachment('f2', 'portfolio.png', 'image/png', true),
  }),
  message({
    id: 'm5',
    createdAt: '2026-03-12T11:01:00',
    sender: me,
    fromMe: true,
    body: 'And my cover letter.',
    attachment: attachment('f3', 'cover.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', false),
  }),
];

function renderThread(
  messages: Message[],
  area: 'candidate' | 'employer' | 'admin' = 'candidate',
  resumeCandidateId: string | null = null,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <ThreadMessages messages={messages} area={area} resumeCandidateId={resumeCandidateId} now={NOW} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:attachment');
  URL.revokeObjectURL = vi.fn();
  getAttachmentBlob.mockClear();
});
afterEach(cleanup);

describe('<ThreadMessages>', () => {
  it('puts own messages on the right and the other side’s on the left, grouped by sender and day', () => {
    renderThread(thread);
    const groups = screen.getAllByTestId('message-group');
    expect(groups.map((g) => g.getAttribute('data-align'))).toEqual(['end', 'start', 'end']);
    expect(groups[0]?.getAttribute('data-own')).toBe('true');
    expect(within(required(groups[0])).getByText('You')).toBeTruthy();
    expect(within(required(groups[1])).getByText('Elena Marsh')).toBeTruthy();
    // two messages of Elena a minute apart form one group
    expect(within(required(groups[1])).getAllByTestId('message')).toHaveLength(2);
    expect(screen.getByRole('separator', { name: 'Yesterday' })).toBeTruthy();
    expect(screen.getByRole('separator', { name: 'Today' })).toBeTruthy();
  });

  it('marks a template message as sent automatically, with its hiring step', () => {
    renderThread(thread);
    const labels = screen.getAllByTestId('template-label');
    expect(labels).toHaveLength(1);
    expect(labels[0]?.textContent).toContain('Sent automatically · Candidate applies');
    expect(screen.getByRole('article', { name: /sent automatically for the hiring step: Candidate applies/ })).toBeTruthy();
  });

  it('shows each attachment kind: a pdf to view, an image inline, a Word file to download', async () => {
    renderThread(thread);
    const cards = screen.getAllByTestId('attachment-card');
    expect(cards.map((c) => c.getAttribute('data-kind'))).toEqual(['pdf', 'image', 'document']);
    expect(within(required(cards[0])).getByRole('button', { name: 'View role.pdf' })).toBeTruthy();
    expect(within(required(cards[2])).getByRole('button', { name: 'Download cover.docx' })).toBeTruthy();
    // the image is fetched with the token and shown from an object URL; the pdf only once opened
    const image = await within(required(cards[1])).findByRole('img', { name: 'portfolio.png' });
    expect(image.getAttribute('src')).toBe('blob:attachment');
    expect(getAttachmentBlob).toHaveBeenCalledTimes(1);
    expect(getAttachmentBlob).toHaveBeenCalledWith(expect.objectContaining({ id: 'f2' }), expect.anything());
  });

  it('offers "Use as my profile resume" to a candidate for pdf and Word files only', async () => {
    renderThread(thread, 'candidate', 'candidate-1');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Use as my profile resume' })).toHaveLength(2));
    const image = required(screen.getAllByTestId('attachment-card')[1]);
    expect(within(image).queryByRole('button', { name: 'Use as my profile resume' })).toBeNull();
  });

  it('offers no resume action to an employer', () => {
    renderThread(thread, 'employer');
    expect(screen.queryByRole('button', { name: 'Use as my profile resume' })).toBeNull();
  });

  it('lets an administrator tell the sides apart: hiring team on the right, candidate on the left', () => {
    const asAdmin = thread.map((m) => ({ ...m, fromMe: false }));
    renderThread(asAdmin, 'admin');
    const groups = screen.getAllByTestId('message-group');
    expect(groups.map((g) => g.getAttribute('data-align'))).toEqual(['start', 'end', 'start']);
    expect(within(required(groups[0])).getByText(/· Candidate ·/)).toBeTruthy();
    expect(within(required(groups[1])).getByText(/· Hiring team ·/)).toBeTruthy();
  });
});
