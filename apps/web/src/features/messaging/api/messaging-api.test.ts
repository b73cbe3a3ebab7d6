import { MESSAGING_MESSAGES } from '@talentmatch/shared/messaging';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { problem, requests, server } from '../../../../test/api.ts';
import { makeToken } from '../../../../test/tokens.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { TOKEN_KEYS } from '../../../lib/token-store.ts';
import { getAttachmentBlob, getPreviews, sendMessage } from './messaging-api.ts';

const token = makeToken({ role: 'Candidate' });

beforeEach(() => {
  localStorage.setItem(TOKEN_KEYS.access, token);
  localStorage.setItem(TOKEN_KEYS.refresh, 'r1');
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The path and query of the n-th request. */
const target = (n: number) => {
  const url = new URL(requests[n]?.url ?? 'http://localhost/');
  return url.pathname + url.search;
};

describe('messaging calls', () => {
  it('fetches an attachment as bytes through the http client, with the bearer token', async () => {
    server.use(
      http.get('/api/message/attachment/:id', () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })),
    );
    const blob = await getAttachmentBlob({ id: 'f1', url: '/api/message/attachment/f1' });
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(target(0)).toBe('/api/message/attachment/f1');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('builds the attachment path from the id when the answer carries no API path', async () => {
    server.use(http.get('/api/message/attachment/:id', () => new HttpResponse('x')));
    await getAttachmentBlob({ id: 'f 2', url: 'https://elsewhere.example/f2' });
    expect(target(0)).toBe('/api/message/attachment/f%202');
  });

  it('sends a file as multipart and text as JSON, with the catalogue’s message on failure', async () => {
    server.use(http.post('/api/message/', () => HttpResponse.json({ id: 'm1' }, { status: 201 })));
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await sendMessage({ conversationId: 'c1', body: 'Hi', file, attachResume: false });
    const form = await requests[0]?.formData();
    expect(form?.get('conversationId')).toBe('c1');
    // jsdom's File reaches the handler as a plain part: its type and bytes, not its class
    expect(form?.get('file')).toMatchObject({ type: 'application/pdf', size: 4 });

    server.use(http.post('/api/message/', () => problem(500)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await sendMessage({ conversationId: 'c1', body: 'Hi', file: null, attachResume: true }).catch(
      (error: unknown) => error,
    );
    expect(await requests[1]?.json()).toEqual({ conversationId: 'c1', body: 'Hi', attachResume: true });
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(MESSAGING_MESSAGES.sendFailed);
  });

  it('asks for previews with the search, the unread filter and the page', async () => {
    server.use(http.get('/api/message/previews', () => HttpResponse.json({ items: [], totalRecords: 0, page: 2, pageSize: 20 })));
    await getPreviews({ search: 'data eng', unreadOnly: true, page: 2, pageSize: 20 });
    expect(target(0)).toBe('/api/message/previews?search=data+eng&unreadOnly=true&page=2&pageSize=20');
  });
});
