import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveEvent } from '@talentmatch/shared/messaging';

/**
 * Live events for signed-in users (architecture.md, Real-time). A service publishes to user ids after
 * its transaction commits; `api/events` subscribes the connected user. Without Redis the bus is in
 * process; with Redis every process publishes to one channel and delivers to its own subscribers,
 * so an event raised on one process reaches a client connected to another.
 */
export interface EventBus {
  publish(userIds: readonly string[], event: LiveEvent): Promise<void>;
  /** returns the unsubscribe function */
  subscribe(userId: string, listener: (event: LiveEvent) => void): () => void;
  /** connected listeners in this process (benchmarks, health) */
  listenerCount(): number;
  close(): Promise<void>;
}

export const EVENTS_CHANNEL = 'talentmatch:events';

interface Envelope {
  userIds: string[];
  event: LiveEvent;
}

export function createEventBus(options: { redis?: Redis; log: FastifyBaseLogger }): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let listeners = 0;

  const deliver = ({ userIds, event }: Envelope) => {
    for (const userId of new Set(userIds)) local.emit(userId, event);
  };

  // A Redis connection in subscriber mode can do nothing else: a duplicate of the shared client.
  const subscriber = options.redis?.duplicate();
  const ready = subscriber
    ? (async () => {
        subscriber.on('error', (error) => options.log.warn({ err: error }, 'redis subscriber error'));
        subscriber.on('message', (_channel: string, raw: string) => {
          try {
            deliver(JSON.parse(raw) as Envelope);
          } catch (error) {
            options.log.warn({ err: error }, 'unreadable live event');
          }
        });
        await subscriber.subscribe(EVENTS_CHANNEL);
      })()
    : Promise.resolve();

  return {
    async publish(userIds, event) {
      if (userIds.length === 0) return;
      const envelope: Envelope = { userIds: [...userIds], event };
      if (options.redis) {
        await ready;
        await options.redis.publish(EVENTS_CHANNEL, JSON.stringify(envelope));
      } else {
        deliver(envelope);
      }
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
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
