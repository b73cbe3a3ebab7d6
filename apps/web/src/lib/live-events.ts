import { HIRING_STATUSES, type HiringStatus } from '@talentmatch/shared/hiring';
import type { LiveEvent, UnreadCount } from '@talentmatch/shared/messaging';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appConfigStore, fetchSiteConfiguration } from './app-config-store.ts';
import { apiRequest, getFreshAccessToken, refreshSession } from './http-client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

/**
 * Live updates (docs/applications-and-messaging.md, "Live events"): one `GET /api/events` stream per
 * signed-in tab, read with fetch so the bearer token can ride along (an EventSource cannot send it).
 * Reconnects with backoff; while the stream is down the unread count is polled instead.
 */

const LIVE_EVENTS_PATH = '/api/events';
const UNREAD_COUNT_PATH = '/api/message/unread-count/user';
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
export const POLL_INTERVAL_MS = 30_000;
/** The server sends a comment every 25 s; this long without a byte means the stream is dead. */
export const SILENCE_TIMEOUT_MS = 65_000;

// ---------------------------------------------------------------------------------------------
// SSE frames

export interface SseFrame {
  /** the `event:` name; "message" when the frame names none */
  event: string;
  /** the `data:` lines joined with a newline */
  data: string;
  id?: string;
}

export interface SseParseResult {
  frames: SseFrame[];
  /** text of an unfinished frame: pass it back with the next chunk */
  rest: string;
}

/**
 * Parses the text received so far (`rest` of the previous call followed by the new chunk) into the
 * complete frames it holds (text/event-stream: lines ended by LF, CRLF or CR, a blank line ends a
 * frame, `:` starts a comment, `field: value` with one optional space). Frames without data lines
 * (heartbeat comments) are not returned. Pure: the caller keeps `rest`.
 */
export function parseSseChunk(rest: string, chunk: string): SseParseResult {
  let text = rest + chunk;
  // A CR at the very end may be the first half of a CRLF split across chunks: wait for the next one.
  let carry = '';
  if (text.endsWith('\r')) {
    carry = '\r';
    text = text.slice(0, -1);
  }
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const unfinished = blocks.pop() ?? '';
  const frames: SseFrame[] = [];
  for (const block of blocks) {
    const frame = parseBlock(block);
    if (frame) frames.push(frame);
  }
  return { frames, rest: unfinished + carry };
}

function parseBlock(block: string): SseFrame | null {
  let event = '';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }
  if (data.length === 0) return null;
  return { event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isHiringStatus = (value: unknown): value is HiringStatus => isString(value) && (HIRING_STATUSES as readonly string[]).includes(value);

/** The typed event a frame carries, or null for an unknown name or a malformed payload. */
export function toLiveEvent(frame: SseFrame): LiveEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(frame.data);
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  switch (frame.event) {
    case 'unread':
      return typeof p.count === 'number' && p.count >= 0 ? { type: 'unread', count: p.count } : null;
    case 'message':
      return isString(p.conversationId) && isString(p.messageId)
        ? { type: 'message', conversationId: p.conversationId, messageId: p.messageId, senderId: isString(p.senderId) ? p.senderId : null }
        : null;
    case 'hiring':
      return isString(p.applicationId) && isString(p.jobId) && isHiringStatus(p.status)
        ? { type: 'hiring', applicationId: p.applicationId, jobId: p.jobId, status: p.status }
        : null;
    case 'roles-changed':
      return { type: 'roles-changed' };
    case 'notification':
      return typeof p.unread === 'number' && p.unread >= 0 ? { type: 'notification', unread: p.unread } : null;
    case 'site-configuration':
      return { type: 'site-configuration' };
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The connection

/** 1 s, 2 s, 4 s … capped at 30 s, by the number of failed attempts so far. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
}

type LiveStatus = 'connecting' | 'open' | 'closed' | 'stopped';

export interface LiveEventsOptions {
  /** the access token to send (refreshed when due); null when nobody is signed in */
  getToken: () => Promise<string | null>;
  /** refreshes the session after the stream answered 401 */
  refresh: () => Promise<void>;
  /** fallback while disconnected: the unread count */
  pollUnread: () => Promise<number>;
  onEvent: (event: LiveEvent) => void;
  /** the stream is open again after being down: whatever happened meanwhile was missed */
  onReconnected?: () => void;
  onStatus?: (status: LiveStatus) => void;
  fetchImpl?: typeof fetch;
  /** where `pagehide` and `pageshow` arrive: the window */
  page?: EventTarget;
}

export interface LiveEventsConnection {
  stop: () => void;
  status: () => LiveStatus;
}

/** Opens the stream and keeps it open until `stop()`: reconnects with backoff and polls while down. */
export function startLiveEvents(options: LiveEventsOptions): LiveEventsConnection {
  const doFetch = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let status: LiveStatus = 'connecting';
  let attempt = 0;
  let everOpened = false;
  let refreshedSinceOpen = false;
  let controller: AbortController | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;

  const setStatus = (next: LiveStatus) => {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  };
  const stopped = () => status === 'stopped';

  const startPolling = () => {
    if (pollTimer !== null || stopped()) return;
    pollTimer = setInterval(() => {
      options.pollUnread().then(
        (count) => {
          if (!stopped()) options.onEvent({ type: 'unread', count });
        },
        () => undefined, // still down: the next poll tries again
      );
    }, POLL_INTERVAL_MS);
  };
  const stopPolling = () => {
    if (pollTimer !== null) clearInterval(pollTimer);
    pollTimer = null;
  };
  const clearSilence = () => {
    if (silenceTimer !== null) clearTimeout(silenceTimer);
    silenceTimer = null;
  };
  const armSilence = () => {
    clearSilence();
    silenceTimer = setTimeout(() => controller?.abort(), SILENCE_TIMEOUT_MS);
  };

  const cancelReconnect = () => {
    if (reconnectTimer !== null) clearTimeout(reconnectTimer);
    reconnectTimer = null;
  };

  const scheduleReconnect = () => {
    if (stopped()) return;
    setStatus('closed');
    startPolling();
    const delay = reconnectDelay(attempt);
    attempt += 1;
    cancelReconnect();
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
  };

  const readStream = async (body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let rest = '';
    armSilence();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped()) break;
        armSilence();
        const parsed = parseSseChunk(rest, decoder.decode(value, { stream: true }));
        rest = parsed.rest;
        for (const frame of parsed.frames) {
          const event = toLiveEvent(frame);
          if (event) options.onEvent(event);
        }
      }
    } finally {
      clearSilence();
      reader.releaseLock();
    }
  };

  async function connect(): Promise<void> {
    if (stopped()) return;
    setStatus('connecting');
    let token: string | null;
    try {
      token = await options.getToken();
    } catch {
      scheduleReconnect();
      return;
    }
    if (stopped()) return;
    if (!token) {
      stop();
      return;
    }
    controller = new AbortController();
    let response: Response;
    try {
      response = await doFetch(LIVE_EVENTS_PATH, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch {
      scheduleReconnect();
      return;
    }
    if (stopped()) return;
    if (response.status === 401 && !refreshedSinceOpen) {
      // The token was refused before it expired (revoked, clock skew): refresh once, then retry at once.
      refreshedSinceOpen = true;
      try {
        await options.refresh();
      } catch {
        // the http client has ended the session; the hook stops the connection on logout
        scheduleReconnect();
        return;
      }
      void connect();
      return;
    }
    if (!response.ok || !response.body) {
      scheduleReconnect();
      return;
    }
    const reopened = everOpened;
    everOpened = true;
    attempt = 0;
    refreshedSinceOpen = false;
    stopPolling();
    setStatus('open');
    if (reopened) options.onReconnected?.();
    try {
      await readStream(response.body);
    } catch {
      // aborted (stop, silence) or the network dropped: reconnect below
    }
    // The server ends the stream when the access token expires: reconnect with a fresh one.
    scheduleReconnect();
  }

  // Leaving the page closes the stream, and a return to it from the browser's back/forward cache opens it again at
  // once; as after any drop, `onReconnected` refreshes what may have been missed meanwhile. A stream left open
  // counts against keeping the page in that cache, and in a page Chromium kept anyway it no longer delivered
  // anything: no new stream for over 80 s after Back (docs/applications-and-messaging.md).
  const page = options.page ?? (typeof window === 'undefined' ? undefined : window);
  const onPageHide = () => controller?.abort();
  const onPageShow = (event: Event) => {
    // only a stream that is down: one still connecting (left while it asked for a token) goes on by itself
    if (!(event as PageTransitionEvent).persisted || status !== 'closed') return;
    cancelReconnect();
    attempt = 0;
    void connect();
  };
  page?.addEventListener('pagehide', onPageHide);
  page?.addEventListener('pageshow', onPageShow);

  function stop() {
    page?.removeEventListener('pagehide', onPageHide);
    page?.removeEventListener('pageshow', onPageShow);
    setStatus('stopped');
    cancelReconnect();
    stopPolling();
    clearSilence();
    controller?.abort();
    controller = null;
  }

  void connect();
  return { stop, status: () => status };
}

// ---------------------------------------------------------------------------------------------
// TanStack Query

/** Applies an event to the cache: the unread count directly, the rest by invalidating what it changes. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'unread':
      queryClient.setQueryData<UnreadCount>(queryKeys.messages.unreadCount(), { count: event.count });
      break;
    case 'message':
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.previewsAll() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.thread(event.conversationId) });
      break;
    case 'hiring':
      // the pipeline pages (applications, a job's candidates, a candidate's standing on a job)
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobBoard.job(event.jobId) });
      // the hiring badge of the conversation list and thread header
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.previewsAll() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.threadsAll() });
      break;
    case 'roles-changed':
      // a new token carries the new roles: the menus and guards follow at once; every answer may differ now
      void refreshSession().then(
        () => queryClient.invalidateQueries(),
        () => undefined, // the session ended: the http client has sent the user to login
      );
      break;
    case 'notification':
      // the bell directly; the list when it is open (a page's own reads answer the same count: nothing refetches)
      if (queryClient.getQueryData<{ count: number }>(queryKeys.notices.unread())?.count !== event.unread) {
        queryClient.setQueryData<{ count: number }>(queryKeys.notices.unread(), { count: event.unread });
        void queryClient.invalidateQueries({ queryKey: queryKeys.notices.pages() });
      }
      break;
    case 'site-configuration':
      // the maintenance banner, the footer and the rest read the store; the settings page its query
      fetchSiteConfiguration().then(appConfigStore.setSiteConfiguration, () => undefined);
      void queryClient.invalidateQueries({ queryKey: queryKeys.config.siteConfiguration() });
      break;
  }
}

/** GET api/message/unread-count/user, quietly (a failed poll shows no banner; the next one retries). */
function pollUnreadCount(): Promise<number> {
  return apiRequest<UnreadCount>(UNREAD_COUNT_PATH).then((answer) => answer.count);
}

/** The live connection of this tab; mounted once, by the authorized layout. Ends on logout. */
export function useLiveEvents(): void {
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return undefined;
    const connection = startLiveEvents({
      getToken: getFreshAccessToken,
      refresh: refreshSession,
      pollUnread: pollUnreadCount,
      onEvent: (event) => applyLiveEvent(queryClient, event),
      onReconnected: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.messages.all() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all() });
      },
    });
    return () => connection.stop();
  }, [loggedIn, queryClient]);
}
