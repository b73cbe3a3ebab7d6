import { required } from '@talentmatch/shared/required';
import type { LiveEvent } from '@talentmatch/shared/messaging';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyLiveEvent,
  parseSseChunk,
  POLL_INTERVAL_MS,
  reconnectDelay,
  SILENCE_TIMEOUT_MS,
  startLiveEvents,
  toLiveEvent,
  type LiveEventsConnection,
  type LiveEventsOptions,
  type SseFrame,
} from './live-events.ts';
import { HttpResponse, http } from 'msw';
import { server } from '../../test/api.ts';
import { jsonResponse, makeToken } from '../../test/tokens.ts';
import { appConfigStore, DEFAULT_SITE_CONFIGURATION } from './app-config-store.ts';
import { queryKeys } from './query-keys.ts';
import { TOKEN_KEYS } from './token-store.ts';

/** Feeds chunks one after the other, like a network delivering a stream piecemeal. */
function parseAll(chunks: string[]): { frames: SseFrame[]; rest: string } {
  let rest = '';
  const frames: SseFrame[] = [];
  for (const chunk of chunks) {
    const parsed = parseSseChunk(rest, chunk);
    frames.push(...parsed.frames);
    rest = parsed.rest;
  }
  return { frames, rest };
}

describe('parseSseChunk', () => {
  it('reads a complete frame with an event name and data', () => {
    expect(parseSseChunk('', 'event: unread\ndata: {"count":3}\n\n')).toEqual({
      frames: [{ event: 'unread', data: '{"count":3}' }],
      rest: '',
    });
  });

  it('names a frame without an event line "message" and keeps the id', () => {
    expect(parseSseChunk('', 'id: 7\ndata: hello\n\n').frames).toEqual([{ event: 'message', data: 'hello', id: '7' }]);
  });

  it('joins several data lines with a newline and takes the value without the one optional space', () => {
    expect(parseSseChunk('', 'data:first\ndata:  second\n\n').frames).toEqual([{ event: 'message', data: 'first\n second' }]);
  });

  it('skips comments (the heartbeat) and frames without data', () => {
    const { frames, rest } = parseAll([': heartbeat\n\n', 'event: unread\n\n', ':ping\nevent: unread\ndata: {"count":1}\n\n']);
    expect(frames).toEqual([{ event: 'unread', data: '{"count":1}' }]);
    expect(rest).toBe('');
  });

  it('keeps an unfinished frame for the next chunk, even split inside a line', () => {
    const first = parseSseChunk('', 'event: mess');
    expect(first.frames).toEqual([]);
    const second = parseSseChunk(first.rest, 'age\ndata: {"conversationId":"c1",');
    expect(second.frames).toEqual([]);
    const third = parseSseChunk(second.rest, '"messageId":"m1"}\n\nevent: unread\n');
    expect(third.frames).toEqual([{ event: 'message', data: '{"conversationId":"c1","messageId":"m1"}' }]);
    expect(third.rest).toBe('event: unread\n');
  });

  it('reads several frames from one chunk', () => {
    expect(parseSseChunk('', 'data: a\n\ndata: b\n\ndata: c').frames.map((f) => f.data)).toEqual(['a', 'b']);
  });

  it('accepts CRLF and CR line ends, also with a CRLF split across chunks', () => {
    expect(parseAll(['event: unread\r\ndata: 1\r', '\n\r\n', 'data: 2\r\rdata: 3\n\n']).frames).toEqual([
      { event: 'unread', data: '1' },
      { event: 'message', data: '2' },
      { event: 'message', data: '3' },
    ]);
  });
});

describe('toLiveEvent', () => {
  it('types the three events of the stream', () => {
    expect(toLiveEvent({ event: 'unread', data: '{"count":4}' })).toEqual({ type: 'unread', count: 4 });
    expect(toLiveEvent({ event: 'message', data: '{"conversationId":"c","messageId":"m","senderId":null}' })).toEqual({
      type: 'message',
      conversationId: 'c',
      messageId: 'm',
      senderId: null,
    });
    expect(toLiveEvent({ event: 'hiring', data: '{"applicationId":"a","jobId":"j","status":"Hired"}' })).toEqual({
      type: 'hiring',
      applicationId: 'a',
      jobId: 'j',
      status: 'Hired',
    });
  });

  it('ignores unknown events and malformed payloads', () => {
    expect(toLiveEvent({ event: 'other', data: '{}' })).toBeNull();
    expect(toLiveEvent({ event: 'unread', data: 'not json' })).toBeNull();
    expect(toLiveEvent({ event: 'unread', data: '{"count":"3"}' })).toBeNull();
    expect(toLiveEvent({ event: 'hiring', data: '{"applicationId":"a","jobId":"j","status":"Promoted"}' })).toBeNull();
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});

// ---------------------------------------------------------------------------------------------

/** A stream the test writes into and closes. */
function controllableStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    body,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

type FetchMock = ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

describe('startLiveEvents', () => {
  let connection: LiveEventsConnection | null = null;
  let fetchMock: FetchMock;
  let events: LiveEvent[];
  let options: LiveEventsOptions;

  beforeEach(() => {
    vi.useFakeTimers();
    events = [];
    fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
    options = {
      getToken: vi.fn(async () => 'token-1'),
      refresh: vi.fn(async () => undefined),
      pollUnread: vi.fn(async () => 5),
      onEvent: (event) => events.push(event),
      onReconnected: vi.fn(),
      fetchImpl: fetchMock,
    };
  });

  afterEach(() => {
    connection?.stop();
    connection = null;
    vi.useRealTimers();
  });

  it('sends the bearer token and dispatches the events of the stream', async () => {
    const stream = controllableStream();
    fetchMock.mockResolvedValueOnce(new Response(stream.body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
    connection = startLiveEvents(options);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = required(fetchMock.mock.calls[0]);
    expect(path).toBe('/api/events');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(connection.status()).toBe('open');

    stream.write(': heartbeat\n\nevent: unread\ndata: {"count":2}\n\nevent: message\ndata: {"conversationId":"c1",');
    stream.write('"messageId":"m1","senderId":"u2"}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([
      { type: 'unread', count: 2 },
      { type: 'message', conversationId: 'c1', messageId: 'm1', senderId: 'u2' },
    ]);
  });

  it('reconnects with backoff 1 s, 2 s, 4 s … and polls the unread count every 30 s while down', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    connection = startLiveEvents(options);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(connection.status()).toBe('closed');

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000); // +2 s
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000); // +4 s
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(options.pollUnread).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 7_000); // 30 s after the first failure
    expect(options.pollUnread).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'unread', count: 5 }]);

    // the delay never grows past 30 s
    fetchMock.mockClear();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(20);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(21);
  });

  it('stops polling once the stream is back, resets the backoff and reports the reconnection', async () => {
    const stream = controllableStream();
    fetchMock.mockRejectedValueOnce(new TypeError('down')).mockRejectedValueOnce(new TypeError('down'));
    fetchMock.mockResolvedValueOnce(new Response(stream.body, { status: 200 }));
    connection = startLiveEvents(options);
    await vi.advanceTimersByTimeAsync(3_000); // fails at 0 and 1 s, opens at 3 s
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(connection.status()).toBe('open');
    expect(options.onReconnected).not.toHaveBeenCalled(); // it had never been open before

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(options.pollUnread).not.toHaveBeenCalled();

    // the server ends the stream (token expired): back after 1 s, not after the grown delay
    const next = controllableStream();
    fetchMock.mockResolvedValueOnce(new Response(next.body, { status: 200 }));
    stream.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status()).toBe('closed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(connection.status()).toBe('open');
    expect(options.onReconnected).toHaveBeenCalledTimes(1);
  });

  it('refreshes the session once when the stream answers 401, then retries at once', async () => {
    const stream = controllableStream();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 401 }));
    fetchMock.mockResolvedValueOnce(new Response(stream.body, { status: 200 }));
    vi.mocked(options.getToken).mockResolvedValueOnce('old').mockResolvedValueOnce('fresh');
    connection = startLiveEvents(options);
    await vi.advanceTimersByTimeAsync(0);
    expect(options.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer fresh');
    expect(connection.status()).toBe('open');
  });

  it('does not refresh in a loop when the fresh token is refused too', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    connection = startLiveEvents(options);
    await vi.advanceTimersByTimeAsync(0);
    expect(options.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(options.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up a silent stream (no heartbeat) and reconnects', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      const stream = controllableStream();
      init?.signal?.addEventListener('abort', () => stream.close());
      return new Response(stream.body, { status: 200 });
    });
    connection = startLiveEvents(options);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status()).toBe('open');
    await vi.advanceTimersByTimeAsync(SILENCE_TIMEOUT_MS);
    expect(connection.status()).toBe('closed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('closes the stream when the page is left, and opens it at once when the back/forward cache shows the page again', async () => {
    const page = new EventTarget();
    const aborted: boolean[] = [];
    fetchMock.mockImplementation(async (_input, init) => {
      const stream = controllableStream();
      const index = aborted.push(false) - 1;
      init?.signal?.addEventListener('abort', () => {
        aborted[index] = true;
        stream.close();
      });
      return new Response(stream.body, { status: 200 });
    });
    const pageShow = (persisted: boolean) => page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
    connection = startLiveEvents({ ...options, page });
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status()).toBe('open');

    // leaving the page closes the stream
    page.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(aborted).toEqual([true]);
    expect(connection.status()).toBe('closed');

    // a page shown by a load of its own (not persisted) is not a return from the cache
    pageShow(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    pageShow(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(connection.status()).toBe('open');
    expect(options.onReconnected).toHaveBeenCalledTimes(1);
    // the reconnect the closing had scheduled opens no second stream
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // after logout the page's events change nothing
    connection.stop();
    pageShow(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a token, and stop() ends reconnects and polling (logout)', async () => {
    vi.mocked(options.getToken).mockResolvedValueOnce(null);
    const idle = startLiveEvents(options);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(idle.status()).toBe('stopped');

    fetchMock.mockRejectedValue(new TypeError('down'));
    connection = startLiveEvents(options);
    await vi.advanceTimersByTimeAsync(0);
    connection.stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(options.pollUnread).not.toHaveBeenCalled();
    expect(connection.status()).toBe('stopped');
  });
});

describe('applyLiveEvent', () => {
  it('sets the unread count and invalidates what a message or a hiring move changes', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyLiveEvent(client, { type: 'unread', count: 9 });
    expect(client.getQueryData(queryKeys.messages.unreadCount())).toEqual({ count: 9 });

    applyLiveEvent(client, { type: 'message', conversationId: 'c1', messageId: 'm1', senderId: null });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      queryKeys.messages.previewsAll(),
      queryKeys.messages.thread('c1'),
    ]);

    invalidate.mockClear();
    applyLiveEvent(client, { type: 'hiring', applicationId: 'a1', jobId: 'j1', status: 'Hired' });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(['applications']);
    expect(keys).toContainEqual(['jobs']);
  });

  it('sets the notifications’ unread count and refreshes their list', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyLiveEvent(client, { type: 'notification', unread: 4 });
    expect(client.getQueryData(queryKeys.notices.unread())).toEqual({ count: 4 });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([queryKeys.notices.pages()]);
  });

  it('refreshes the token when someone else changed the user’s roles, then refetches', async () => {
    localStorage.setItem(TOKEN_KEYS.access, makeToken({ role: 'Employer' }));
    localStorage.setItem(TOKEN_KEYS.refresh, 'r1');
    const promoted = makeToken({ role: ['Employer', 'AccountManager'] });
    server.use(http.post('/api/auth/refresh', () => jsonResponse(200, { token: promoted, refreshToken: 'r2' })));
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(toLiveEvent({ event: 'roles-changed', data: '{}' })).toEqual({ type: 'roles-changed' });
    applyLiveEvent(client, { type: 'roles-changed' });
    await vi.waitFor(() => expect(localStorage.getItem(TOKEN_KEYS.access)).toBe(promoted));
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith());
  });

  it('reads the site configuration again when an administrator changed it, so the open page shows it', async () => {
    const changed = { ...DEFAULT_SITE_CONFIGURATION, contactPhone: '+1 555 0199', maintenanceMessage: 'Down at 22:00 UTC' };
    server.use(http.get('/api/siteConfiguration', () => HttpResponse.json(changed)));
    expect(toLiveEvent({ event: 'site-configuration', data: '{}' })).toEqual({ type: 'site-configuration' });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyLiveEvent(client, { type: 'site-configuration' });
    await vi.waitFor(() => expect(appConfigStore.get().siteConfiguration).toMatchObject(changed));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([queryKeys.config.siteConfiguration()]);
    appConfigStore.setSiteConfiguration(DEFAULT_SITE_CONFIGURATION);
  });
});
