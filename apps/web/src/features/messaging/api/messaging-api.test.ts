import { MESSAGING_MESSAGES } from '@talentmatch/shared/messaging';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeToken } from '../../../../test/tokens.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { TOKEN_KEYS } from '../../../lib/token-store.ts';
import { getAttachmentBlob, getPreviews, sendMessage } from './messaging-api.ts';

const fetchMock = vi.fn<typeof fetch>();
const token = makeToken({ role: 'Candidate' });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(TOKEN_KEYS.access, token);
  localStorage.setItem(TOKEN_KEYS.refresh, 'r1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

describe('messaging calls', () => {
  it('fetches an attachment as bytes through the http client, with the bearer token', async () => {
    fetchMock.mockResolvedValue(new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await getAttachmentBlob({ id: 'f1', url: '/api/message/attachment/f1' });
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/message/attachment/f1');
    expect(headersOf(0).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('builds the attachment path from the id when the answer carries no API path', async () => {
    fetchMock.mockResolvedValue(new Response('x', { status: 200 }));
    await getAttachmentBlob({ id: 'f 2', url: 'https://elsewhere.example/f2' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/message/attachment/f%202');
  });

  it('sends a file as multipart and text as JSON, with the catalogue’s message on failure', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 'm1' }));
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await sendMessage({ conversationId: 'c1', body: 'Hi', file, attachResume: false });
    const form = fetchMock.mock.calls[0]?.[1]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('conversationId')).toBe('c1');
    expect((form as FormData).get('file')).toBeInstanceOf(File);

    fetchMock.mockResolvedValueOnce(jsonResponse(500, { status: 500, title: 'boom' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await sendMessage({ conversationId: 'c1', body: 'Hi', file: null, attachResume: true }).catch(
      (error: unknown) => error,
    );
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ conversationId: 'c1', body: 'Hi', attachResume: true });
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(MESSAGING_MESSAGES.sendFailed);
  });

  it('asks for previews with the search, the unread filter and the page', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { items: [], totalRecords: 0, page: 2, pageSize: 20 }));
    await getPreviews({ search: 'data eng', unreadOnly: true, page: 2, pageSize: 20 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/message/previews?search=data+eng&unreadOnly=true&page=2&pageSize=20');
  });
});
