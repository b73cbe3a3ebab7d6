import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveEvent } from '@talentmatch/shared/messaging';
import { isRedisReady, noteRedisFailure } from './redis.ts';

/**
 * Live events for signed-in users (architecture.md, Real-time). A service publishes to user ids after
 * its transaction commits; `api/events` subscribes the connected user. Without Redis the bus is in
 * process; with Redis every process delivers its own events at once and publishes them on one channel,
 * where every other process picks them up for its own subscribers, so an event raised on one process
 * reaches a client connected to another. The subscription is retried until it holds (`status()` is
 * `degraded` until then); while Redis is unreachable events reach the publishing process's clients only
 * (docs/operations.md).
 */
export interface EventBus {
  publish(userIds: readonly string[], event: LiveEvent): Promise<void>;
  /** To every connected user, in every process (a change everyone's page shows, such as the site configuration). */
  broadcast(event: LiveEvent): Promise<void>;
  /** returns the unsubscribe function */
  subscribe(userId: string, listener: (event: LiveEvent) => void): () => void;
  /** Sessions were revoked: their live streams close, in every process (same channel as the events). */
  endSessions(sessionIds: readonly string[]): Promise<void>;
  /** called once when `sessionId` is revoked; returns the unsubscribe function */
  onSessionEnded(sessionId: string, listener: () => void): () => void;
  /** connected listeners in this process (benchmarks, health) */
  listenerCount(): number;
  /** `ok`: events reach every process (or there is only this one); `degraded`: this process's clients only */
  status(): 'ok' | 'degraded';
  close(): Promise<void>;
}

const EVENTS_CHANNEL = 'talentmatch:events';

/** `origin` names the publishing process: it delivered the event itself and skips its own copy from Redis. */
type Envelope = ({ userIds: string[]; event: LiveEvent } | { everyone: true; event: LiveEvent } | { endedSessions: string[] }) & {
  origin?: string;
};

/** The emitter key every subscriber also listens on (a user id is a UUID, never this). */
const EVERYONE = '*';

export function createEventBus(options: { redis?: Redis; log: FastifyBaseLogger }): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  // keyed by session id, apart from the user ids of `local`
  const sessionEnds = new EventEmitter();
  sessionEnds.setMaxListeners(0);
  let listeners = 0;
  const origin = randomUUID();

  const deliver = (envelope: Envelope) => {
    if ('endedSessions' in envelope) {
      for (const sessionId of new Set(envelope.endedSessions)) sessionEnds.emit(sessionId);
      return;
    }
    if ('everyone' in envelope) {
      local.emit(EVERYONE, envelope.event);
      return;
    }
    for (const userId of new Set(envelope.userIds)) local.emit(userId, envelope.event);
  };

  // A Redis connection in subscriber mode can do nothing else: a duplicate of the shared client. Its
  // SUBSCRIBE is sent by this module on every (re)connection and retried on a fresh connection when it
  // fails or times out (a lost SUBSCRIBE is never re-sent by the driver), until it holds.
  const subscriber = options.redis?.duplicate({ lazyConnect: true, autoResubscribe: false, enableOfflineQueue: false });
  let subscribed = false;
  let closed = false;
  let subscribing: Promise<void> | undefined;
  const ensureSubscribed = () => {
    if (!subscriber || subscribing) return;
    subscribing = (async () => {
      try {
        if (closed || subscribed || subscriber.status !== 'ready') return;
        await subscriber.subscribe(EVENTS_CHANNEL);
        subscribed = true;
        options.log.info('live events: subscribed in Redis');
      } catch (error) {
        options.log.warn({ err: error }, 'live events: subscribing in Redis failed, trying again on a new connection');
        // reconnects (at the client's retry pace), and 'ready' tries again
        if (!closed) subscriber.disconnect(true);
      } finally {
        subscribing = undefined;
      }
    })();
  };
  if (subscriber) {
    subscriber.on('error', (error) => options.log.warn({ err: error }, 'redis subscriber error'));
    subscriber.on('ready', ensureSubscribed);
    subscriber.on('close', () => {
      subscribed = false;
    });
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        const envelope = JSON.parse(raw) as Envelope;
        if (envelope.origin !== origin) deliver(envelope);
      } catch (error) {
        options.log.warn({ err: error }, 'unreadable live event');
      }
    });
    subscriber.connect().catch(() => undefined); // failures are 'error' events; the client keeps reconnecting
  }

  async function send(envelope: Envelope) {
    // this process's own clients get the event whatever Redis does
    deliver(envelope);
    if (!isRedisReady(options.redis)) return;
    try {
      await options.redis.publish(EVENTS_CHANNEL, JSON.stringify({ ...envelope, origin }));
    } catch (error) {
      noteRedisFailure(options.redis, error);
      options.log.warn({ err: error }, 'live events: publishing through Redis failed, delivered in this process only');
    }
  }

  return {
    async publish(userIds, event) {
      if (userIds.length === 0) return;
      await send({ userIds: [...userIds], event });
    },
    async broadcast(event) {
      await send({ everyone: true, event });
    },
    async endSessions(sessionIds) {
      if (sessionIds.length === 0) return;
      await send({ endedSessions: [...sessionIds] });
    },
    onSessionEnded(sessionId, listener) {
      sessionEnds.once(sessionId, listener);
      return () => {
        sessionEnds.off(sessionId, listener);
      };
    },
    subscribe(userId, listener) {
      local.on(userId, listener);
      local.on(EVERYONE, listener);
      listeners += 1;
      return () => {
        local.off(userId, listener);
        local.off(EVERYONE, listener);
        listeners -= 1;
      };
    },
    listenerCount: () => listeners,
    status: () => (!subscriber || (subscribed && subscriber.status === 'ready' && isRedisReady(options.redis)) ? 'ok' : 'degraded'),
    async close() {
      closed = true;
      local.removeAllListeners();
      sessionEnds.removeAllListeners();
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
