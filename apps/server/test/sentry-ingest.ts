import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';

/** One envelope item: its header (`type`: event, transaction, replay_event, replay_recording, …) and its payload. */
export interface EnvelopeItem {
  header: Record<string, unknown>;
  /** parsed JSON, or the raw bytes (a replay recording) */
  payload: unknown;
  raw: Buffer;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** the request's path and query (`/api/1/envelope/?sentry_key=…`) */
  url: string;
}

/**
 * A local stand-in for Sentry's ingest: the real SDKs send their envelopes here (DSN `http://publickey@127.0.0.1:PORT/1`).
 * It answers like the ingest (200, CORS open for the browser SDK) and keeps what it received.
 */
export async function startSentryIngest() {
  const envelopes: Envelope[] = [];
  const waiters = new Set<() => void>();
  const server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const body = decode(req, await read(req));
    try {
      envelopes.push({ ...parseEnvelope(body), url: req.url ?? '' });
    } catch {
      /* not an envelope: ignored */
    }
    for (const wake of waiters) wake();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  /** Every item received so far, with the envelope it came in. */
  const items = () => envelopes.flatMap((envelope) => envelope.items.map((item) => ({ envelope, item })));

  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    origin: `http://127.0.0.1:${port}`,
    envelopes,
    items,
    /** Error events (item type `event`). */
    events: () =>
      items()
        .filter(({ item }) => item.header.type === 'event')
        .map(({ envelope, item }) => ({ envelope, event: item.payload as Record<string, unknown> })),
    /** Waits until `test` holds for what arrived (fails after `timeoutMs`). */
    async waitFor<T>(test: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = test();
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`the ingest did not receive the expected envelope in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function read(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function decode(req: IncomingMessage, body: Buffer): Buffer {
  const encoding = String(req.headers['content-encoding'] ?? '');
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** Envelope: a JSON header line, then per item a JSON header line and a payload (of `length` bytes when given). */
export function parseEnvelope(body: Buffer): Omit<Envelope, 'url'> {
  let offset = 0;
  const line = () => {
    let end = body.indexOf(0x0a, offset);
    if (end < 0) end = body.length;
    const text = body.subarray(offset, end);
    offset = end + 1;
    return text;
  };
  const header = JSON.parse(line().toString('utf8'));
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerText = line().toString('utf8').trim();
    if (!headerText) continue;
    const itemHeader = JSON.parse(headerText) as Record<string, unknown>;
    let raw: Buffer;
    if (typeof itemHeader.length === 'number') {
      raw = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length + 1;
    } else {
      raw = line();
    }
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      /* binary (a compressed replay recording) */
    }
    items.push({ header: itemHeader, payload, raw });
  }
  return { header, items };
}
