import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { SessionService } from './auth/sessions.ts';
import type { TokenService } from './auth/tokens.ts';
import type { CaptchaService } from './captcha.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/index.ts';
import type { EventBus } from './events.ts';
import type { JobQueue } from './jobs.ts';
import type { Mailer } from './mail.ts';
import type { RateLimiters } from './rate-limit.ts';
import type { FileStorage } from './storage.ts';

/** What route modules receive: the platform services, nothing global. */
export interface AppContext {
  config: AppConfig & { jwtSecret: string };
  db: Db;
  tokens: TokenService;
  sessions: SessionService;
  mailer: Mailer;
  storage: FileStorage;
  captcha: CaptchaService;
  limiters: RateLimiters;
  authenticate: preHandlerAsyncHookHandler;
  /** live events to signed-in users (in process, or across processes through Redis) */
  events: EventBus;
  /** the job queue on the database (docs/background-jobs.md): define, every, enqueue */
  jobs: JobQueue;
  /** the shared Redis client when REDIS_URL is set (health reports it; may be disconnected) */
  redis?: Redis;
  /** runs mail sending off the request path, errors logged; tests can await idle() */
  background: { run(task: () => Promise<unknown>): void; idle(): Promise<void> };
}
