import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { createAuthenticate } from './modules/auth/authenticate.ts';
import { createSessionService } from './modules/auth/sessions.ts';
import { createTokenService } from './platform/auth/tokens.ts';
import { createCaptchaService } from './platform/captcha.ts';
import { ensureJwtSecret, type AppConfig } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { openDatabase, type Database } from './platform/db/index.ts';
import { registerReplicaReads, withReadReplicas } from './platform/db/read-replicas.ts';
import { startErrorReporting } from './platform/error-reporting.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerApiDocs, registerApiSchemas } from './platform/api-schema.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { createEventBus } from './platform/events.ts';
import { openJobQueue, type JobQueueOptions } from './platform/jobs.ts';
import { createMailer, defineMailJobs, outboxSealKey, type Mailer } from './platform/mail.ts';
import { loggerOptions, type Metrics, registerMetrics, registerRequestIds, requestIdOptions } from './platform/observability.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { connectRedis, createRedisClient } from './platform/redis.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerSpaAndFallbacks } from './platform/spa.ts';
import { openFileStorage, type FileStorage } from './platform/storage.ts';
import type { DirectoryVerifierOptions } from './modules/auth/directory-login.ts';
import type { SubscriptionModule } from './modules/subscriptions/module.ts';
import type { ShortlistKeeper } from './modules/candidate-search/shortlist.ts';
import {
  configuredExternalServices,
  ensureSiteConfiguration,
  getSiteConfiguration,
  pageConfiguration,
} from './modules/site-config/service.ts';
import { ensureTrainingLibrary } from './modules/training/library.ts';
import { registerImpersonationGuard } from './platform/auth/impersonation-guard.ts';
import { buildModules, registerModuleRoutes } from './modules.ts';
import { API_V1_REFERENCE } from './modules/api-v1/reference.ts';

export interface BuildOverrides {
  /** merged over the loaded configuration (tests: short TTLs, tight limits, captcha off) */
  config?: Partial<Omit<AppConfig, 'rateLimits' | 'captcha'>> & {
    rateLimits?: Partial<AppConfig['rateLimits']>;
    captcha?: Partial<AppConfig['captcha']>;
  };
  /** an already migrated database the caller owns (not closed with the app) */
  database?: Database;
  mailer?: Mailer;
  /** job queue timings (tests: fast polling, short retry delays) */
  jobs?: JobQueueOptions;
  storage?: FileStorage;
  /** a Redis client the caller owns (not closed with the app) */
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  /** how directory-login tokens are checked (tests: a fetch that trusts the test provider, a short key cooldown) */
  directoryLogin?: DirectoryVerifierOptions;
  /** start-up progress for a person watching (main.ts prints it) */
  progress?: (message: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    database: Database;
    /** the payment provider and event handler (its checks are a recurring job) */
    subscriptions: SubscriptionModule;
    /** folds match marks into the job shortlists and computes missing shortlists, through the job queue */
    shortlists: ShortlistKeeper;
    /** Prometheus registry behind GET api/metrics (the job queue adds its gauges to metrics.registry) */
    metrics: Metrics;
  }
}

const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(baseConfig: AppConfig, overrides: BuildOverrides = {}): Promise<FastifyInstance> {
  const config: AppConfig = {
    ...baseConfig,
    ...overrides.config,
    rateLimits: { ...baseConfig.rateLimits, ...overrides.config?.rateLimits },
    captcha: { ...baseConfig.captcha, ...overrides.config?.captcha },
  };
  const jwtSecret = ensureJwtSecret(config);

  const app = Fastify({
    logger: overrides.logger ?? loggerOptions(config),
    ...requestIdOptions(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const onConnectionError = (error: Error) => app.log.warn({ err: error }, 'database connection lost');
  const database =
    overrides.database ??
    openReplicas(
      await openDatabase({
        url: config.databaseUrl,
        dataDir: path.join(config.dataDir, 'db'),
        onConnectionError,
        timeouts: config.databaseTimeouts,
      }),
    );
  function openReplicas(primary: Database): Database {
    const { urls, maxLagMs } = config.databaseReplicas;
    return urls.length ? withReadReplicas(primary, { urls, maxLagMs, timeouts: config.databaseTimeouts, onConnectionError }) : primary;
  }
  if (!overrides.database) {
    overrides.progress?.('Preparing the database (migrations)…');
    await database.migrate();
  }
  const db = database.db;
  await ensureSiteConfiguration(db, { trialDays: config.trialDays });
  await ensureTrainingLibrary(db);

  // unreachable at start: a StartupError; lost later: rate limits and live events carry on in process
  const redis = overrides.redis ?? (config.redisUrl ? await createRedisClient(config.redisUrl) : undefined);
  if (redis && redis.status !== 'ready') await connectRedis(redis, config.redisUrl ?? 'the given Redis');
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));

  const pending = new Set<Promise<unknown>>();
  const background = {
    run(task: () => Promise<unknown>) {
      const promise = task()
        .catch((error) => app.log.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };

  const storage = overrides.storage ?? (await openFileStorage(config));

  const tokens = createTokenService(jwtSecret, config.accessTokenTtl);
  // the queue's own tables install (under pg-boss's lock) here; main.ts starts its workers
  const jobs = await openJobQueue({ sql: database.sql, log: app.log, options: overrides.jobs });
  const outbox = createMailer({
    db,
    log: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    jobs,
    sealKey: outboxSealKey(jwtSecret),
  });
  defineMailJobs(jobs, outbox.delivery);
  const mailer = overrides.mailer ?? outbox;

  const reporter = await startErrorReporting({ dsn: config.errorReporting.serverDsn, release: config.version });
  registerErrorHandler(app, { reporter });
  registerApiSchemas(app);
  registerRequestIds(app);
  registerInputGuard(app);
  // the page's content policy allows the hosts of the services configured at this moment
  await registerSecurityHeaders(app, {
    services: configuredExternalServices(config),
    documentServices: async () => configuredExternalServices(config, await getSiteConfiguration(db)),
  });
  await app.register(multipart, {
    limits: { fileSize: config.logoMaxBytes, files: 2, fields: 10, fieldSize: 100 * 1024, parts: 12 },
  });
  const limiters = await registerRateLimits(app, config.rateLimits, redis);

  const events = createEventBus({ redis, log: app.log });
  const ctx: AppContext = {
    config: { ...config, jwtSecret },
    db,
    tokens,
    sessions: createSessionService({
      db,
      tokens,
      refreshTtlSeconds: config.refreshTokenTtl,
      onRevoked: (sessionIds) => events.endSessions(sessionIds),
    }),
    mailer,
    storage,
    captcha: createCaptchaService({
      db,
      provider: config.captcha.provider,
      jwtSecret,
      altchaCost: config.captcha.altchaCost,
      altchaMinCounter: config.captcha.altchaMinCounter,
      secretKey: config.captcha.secretKey,
    }),
    limiters,
    authenticate: createAuthenticate(db, tokens),
    events,
    jobs,
    redis,
    background,
  };
  app.decorate('ctx', ctx);
  const countBy = (query: string) => async () =>
    (await database.sql.executeSql(query)).rows.map((r) => ({ state: String(r.state), n: Number(r.n) }));
  app.decorate(
    'metrics',
    registerMetrics(app, {
      token: config.metricsToken,
      pool: database.pool,
      liveClients: ctx.events.listenerCount,
      jobsByState: countBy('select state::text as state, count(*)::int as n from pgboss.job group by state'),
      emailsByStatus: countBy('select status as state, count(*)::int as n from outbox_emails group by status'),
    }),
  );
  app.decorate('database', database);
  const modules = await buildModules(ctx, app.log);
  app.decorate('subscriptions', modules.subscriptions);
  app.decorate('shortlists', modules.shortlists);

  // before the SPA's route table (the documentation's own routes are not API operations) and before the routes it documents
  await registerApiDocs(app, { version: config.version, ...API_V1_REFERENCE });
  await registerSpaAndFallbacks(app, config.webDistDir, {
    modulePath: config.webPrerenderModule,
    pageConfiguration: () => pageConfiguration(config, db),
  });
  // before the routes: it records them and makes every write of an impersonation session answer 403
  registerImpersonationGuard(app, tokens);
  // before the routes: the listed reads go to a replica when DATABASE_READ_URL is set (platform/db/read-replicas.ts)
  if (config.databaseReplicas.urls.length) registerReplicaReads(app, config.databaseReplicas);
  await app.register(async (api) => registerModuleRoutes(api, ctx, modules, { directoryLogin: overrides.directoryLogin }));

  app.addHook('onClose', async () => {
    // running jobs finish, or go back to the queue, before the database closes
    await jobs.stop();
    await background.idle();
    await ctx.events.close();
    await outbox.close();
    if (redis && !overrides.redis) await redis.quit().catch(() => redis.disconnect());
    if (!overrides.storage) storage.close?.();
    if (!overrides.database) await database.close();
  });
  return app;
}
