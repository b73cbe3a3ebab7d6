import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveEvent } from '@talentmatch/shared/messaging';
import { isRedisReady } from './redis.ts';

/**
 * Live events for signed-in users (architecture.md, Real-time). A service publishes to user ids after
 * its transaction commits; `api/events` subscribes the connected user. Without Redis the bus is in
 * process; with Redis every process publishes to one channel and delivers to its own subscribers,
 * so an event raised on one process reaches a client connected to another. While Redis is unreachable
 * events are delivered in the publishing process only (docs/operations.md).
 */
export interface EventBus {
  publish(userIds: readonly string[], event: LiveEvent): Promise<void>;
  /** returns the unsubscribe function */
  subscribe(userId: string, listener: (event: LiveEvent) => void): () => void;
  /** Sessions were revoked: their live streams close, in every process (same channel as the events). */
  endSessions(sessionIds: readonly string[]): Promise<void>;
  /** called once when `sessionId` is revoked; returns the unsubscribe function */
  onSessionEnded(sessionId: string, listener: () => void): () => void;
  /** connected listeners in this process (benchmarks, health) */
  listenerCount(): number;
  close(): Promise<void>;
}

const EVENTS_CHANNEL = 'talentmatch:events';

type Envelope = { userIds: string[]; event: LiveEvent } | { endedSessions: string[] };

export function createEventBus(options: { redis?: Redis; log: FastifyBaseLogger }): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  // keyed by session id, apart from the user ids of `local`
  const sessionEnds = new EventEmitter();
  sessionEnds.setMaxListeners(0);
  let listeners = 0;

  const deliver = (envelope: Envelope) => {
    if ('endedSessions' in envelope) {
      for (const sessionId of new Set(envelope.endedSessions)) sessionEnds.emit(sessionId);
      return;
    }
    for (const userId of new Set(envelope.userIds)) local.emit(userId, envelope.event);
  };

  // A Redis connection in subscriber mode can do nothing else: a duplicate of the shared client.
  // ioredis subscribes again by itself after a reconnect.
  // It connects at once and queues its SUBSCRIBE until connected (no request waits on it).
  const subscriber = options.redis?.duplicate({ lazyConnect: false, enableOfflineQueue: true });
  if (subscriber) {
    subscriber.on('error', (error) => options.log.warn({ err: error }, 'redis subscriber error'));
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        deliver(JSON.parse(raw) as Envelope);
      } catch (error) {
        options.log.warn({ err: error }, 'unreadable live event');
      }
    });
    subscriber.subscribe(EVENTS_CHANNEL).catch((error) => options.log.warn({ err: error }, 'live events: subscribing in Redis failed'));
  }

  async function send(envelope: Envelope) {
    // Redis down (either connection): this process's own clients still get the event
    if (isRedisReady(options.redis) && isRedisReady(subscriber)) {
      try {
        await options.redis.publish(EVENTS_CHANNEL, JSON.stringify(envelope));
        return;
      } catch (error) {
        options.log.warn({ err: error }, 'live events: publishing through Redis failed, delivering in this process');
      }
    }
    deliver(envelope);
  }

  return {
    async publish(userIds, event) {
      if (userIds.length === 0) return;
      await send({ userIds: [...userIds], event });
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
      listeners += 1;
      return () => {
        local.off(userId, listener);
        listeners -= 1;
      };
    },
    listenerCount: () => listeners,
    async close() {
      local.removeAllListeners();
      sessionEnds.removeAllListeners();
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
