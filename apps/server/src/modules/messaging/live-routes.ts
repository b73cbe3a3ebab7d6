import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@talentmatch/shared/messaging';
import { fileAnswer, operation, problems } from '../../platform/api-schema.ts';
import { requireAuth } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import { unreadCountFor } from './posting.ts';

/** A comment line this often keeps proxies from closing an idle stream and lets the client notice a dead one. */
export const HEARTBEAT_MS = 25_000;
/** setTimeout's ceiling (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One SSE frame: the event's type names it, the rest is its data. */
export function sseFrame(event: LiveEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * GET api/events (docs/applications-and-messaging.md, "Live events"): the signed-in user's live events
 * as text/event-stream. The current unread count first, then every event published to the user, a
 * heartbeat comment every 25 s; the stream ends when the access token expires (the client reconnects
 * with a fresh one), when its session is revoked (a `signed-out` frame first; docs/security.md) and when
 * the app closes.
 */
export async function liveEventRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = new Set<(lastFrame?: string) => void>();
  // app.close() waits for open connections: the streams end first (preClose is Fastify's hook for long-lived connections).
  app.addHook('preClose', async () => {
    // shutting down: the client reconnects (to another process) after a short, spread-out wait
    for (const end of [...open]) end(`retry: ${1_000 + Math.floor(Math.random() * 4_000)}\n\n`);
  });

  const schema = {
    ...operation('Messaging', 'streamLiveEvents', "The caller's live events (server-sent events: unread count, new messages, signed-out)"),
    response: { 200: fileAnswer('text/event-stream', 'One frame per event, a heartbeat comment every 25 s'), ...problems(401) },
  };
  app.get('/api/events', { preHandler: [ctx.authenticate], schema }, async (request, reply) => {
    const { userId } = requireAuth(request);
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const claims = await ctx.tokens.verifyAccessToken(token);
    if (!claims) throw new UnauthorizedError();

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });

    // Events published while the first count is read wait for it, so the stream starts with the count.
    let ready = false;
    const waiting: LiveEvent[] = [];
    const unsubscribe = ctx.events.subscribe(userId, (event) => {
      if (event.type === 'signed-out') {
        if (!res.writableEnded) res.write(sseFrame(event));
        end();
        return;
      }
      if (ready) res.write(sseFrame(event));
      else waiting.push(event);
    });
    // the session revoked (logout, password change, deletion, lock, impersonation stop), in whichever process
    const stopWatching = ctx.events.onSessionEnded(claims.sid, () => end(sseFrame({ type: 'signed-out' })));
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const expiry = setTimeout(() => end(), Math.min(MAX_TIMER_MS, Math.max(0, claims.exp * 1000 - Date.now())));
    let ended = false;
    function end(lastFrame?: string) {
      if (ended) return;
      ended = true;
      if (lastFrame && !res.writableEnded) res.write(lastFrame);
      unsubscribe();
      stopWatching();
      clearInterval(heartbeat);
      clearTimeout(expiry);
      open.delete(end);
      if (!res.writableEnded) res.end();
    }
    open.add(end);
    res.on('close', () => end());

    try {
      const count = await unreadCountFor(ctx.db, userId);
      if (ended) return;
      res.write(sseFrame({ type: 'unread', count }));
      ready = true;
      for (const event of waiting.splice(0)) res.write(sseFrame(event));
    } catch (error) {
      request.log.error({ err: error }, 'live events: reading the unread count failed');
      end();
    }
  });
}
