import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { TokenPair } from '@talentmatch/shared/access-token';
import type { TokenService } from './auth/tokens.ts';
import type { CaptchaService } from './captcha.ts';
import type { AppConfig } from './config.ts';
import type { Db, Tx } from './db/index.ts';
import type { EventBus } from './events.ts';
import type { JobQueue } from './jobs.ts';
import type { Mailer } from './mail.ts';
import type { RateLimiters } from './rate-limit.ts';
import type { FileStorage } from './storage.ts';

/** What a session's access token is made from (a user row has these fields). */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  roles: string[];
  companyId: string | null;
  termsAcceptedVersion: number | null;
}

/**
 * Sessions are refresh-token families; the auth module's session service (modules/auth/sessions.ts) owns
 * issuing, rotating and revoking them, and app.ts hands it to every module as `ctx.sessions`.
 */
export interface SessionService {
  /** A new session; with `impersonatorId` it is an administrator's read-only view that ends at `expiresAt`. */
  start(
    user: SessionUser,
    meta: { ip?: string; userAgent?: string },
    options?: { impersonatorId?: string; expiresAt?: Date },
  ): Promise<TokenPair & { sessionId: string }>;
  /** Rotates a refresh token; a token presented twice (after the grace) revokes its whole family. */
  refresh(input: { accessToken: string; refreshToken: string }): Promise<TokenPair>;
  /** New pair for a live session with fresh claims; earlier refresh tokens of the session stop working. */
  reissue(sessionId: string): Promise<TokenPair>;
  /** Ends one live session (with `userId`: only if it is that user's); false when there was none to end. */
  revoke(sessionId: string, reason: string, options?: { userId?: string }): Promise<boolean>;
  /** Every live session of the user, and every impersonation session the user opened. */
  revokeAllForUser(userId: string, reason: string, options?: { except?: string }): Promise<void>;
  /** Ends the impersonation sessions an administrator opened (demoted, locked, deleted); their live streams close. */
  revokeImpersonationsBy(impersonatorId: string, reason: string): Promise<Array<{ sessionId: string; userId: string }>>;
  /** Account deletion (in its transaction): the devices and addresses of the user's sessions, and unused reset codes, go. */
  forgetUser(tx: Tx, userId: string): Promise<void>;
}

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
