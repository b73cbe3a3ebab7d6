import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { createAuthenticate } from './platform/auth/authenticate.ts';
import { createSessionService } from './platform/auth/sessions.ts';
import { createTokenService } from './platform/auth/tokens.ts';
import { createCaptchaService } from './platform/captcha.ts';
import { ensureJwtSecret, type AppConfig } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { openDatabase, type Database } from './platform/db/index.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { createEventBus } from './platform/events.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerSpaAndFallbacks } from './platform/spa.ts';
import { createLocalStorage, type FileStorage } from './platform/storage.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { adminCompanyRoutes } from './modules/companies/admin-routes.ts';
import { benefitRoutes } from './modules/benefits/routes.ts';
import { hiringTeamRoutes } from './modules/hiring-team/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { siteConfigRoutes } from './modules/site-config/routes.ts';
import { createSubscriptionModule, type SubscriptionModule } from './modules/subscriptions/module.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { ensureSiteConfiguration } from './modules/site-config/service.ts';
import { userRoutes } from './modules/users/routes.ts';
import { candidateProfileRoutes } from './modules/candidate-profiles/routes.ts';
import { candidateScoreRoutes } from './modules/candidate-score/routes.ts';
import { dropdownRoutes } from './modules/dropdowns/routes.ts';
import { experienceAreaRoutes } from './modules/experience-areas/routes.ts';
import { scoreMessageRoutes } from './modules/score-messages/routes.ts';
import { skillRoutes } from './modules/skills/routes.ts';
import { jobSearchRoutes } from './modules/job-search/routes.ts';
import { candidateSearchRoutes } from './modules/candidate-search/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { createJobScheduler, type JobScheduler } from './modules/jobs/scheduler.ts';
import { createShortlistKeeper, type ShortlistKeeper } from './modules/candidate-search/shortlist.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { messageTemplateRoutes } from './modules/message-templates/routes.ts';
import { liveEventRoutes } from './modules/messaging/live-routes.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';

export interface BuildOverrides {
  /** merged over the loaded configuration (tests: short TTLs, tight limits, captcha off) */
  config?: Partial<Omit<AppConfig, 'rateLimits' | 'captcha'>> & {
    rateLimits?: Partial<AppConfig['rateLimits']>;
    captcha?: Partial<AppConfig['captcha']>;
  };
  /** an already migrated database the caller owns (not closed with the app) */
  database?: Database;
  mailer?: Mailer;
  storage?: FileStorage;
  /** a Redis client the caller owns (not closed with the app) */
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    database: Database;
    /** the payment provider, event handler and trial scheduler (main.ts starts the scheduler) */
    subscriptions: SubscriptionModule;
    /** closes jobs past their closing date (main.ts starts it) */
    jobScheduler: JobScheduler;
    /** folds match marks into the job shortlists (main.ts starts it) and computes missing shortlists */
    shortlists: ShortlistKeeper;
  }
}

export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(baseConfig: AppConfig, overrides: BuildOverrides = {}): Promise<FastifyInstance> {
  const config: AppConfig = {
    ...baseConfig,
    ...overrides.config,
    rateLimits: { ...baseConfig.rateLimits, ...overrides.config?.rateLimits },
    captcha: { ...baseConfig.captcha, ...overrides.config?.captcha },
  };
  const jwtSecret = ensureJwtSecret(config);

  const app = Fastify({
    logger: overrides.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const database = overrides.database ?? (await openDatabase({
      url: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'db'),
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
    }));
  if (!overrides.database) await database.migrate();
  const db = database.db;
  await ensureSiteConfiguration(db);

  const redis =
    overrides.redis ?? (config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined);
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

  const tokens = createTokenService(jwtSecret, config.accessTokenTtl);
  const mailer = overrides.mailer ?? createMailer({ db, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(multipart, {
    limits: { fileSize: config.logoMaxBytes, files: 2, fields: 10, fieldSize: 100 * 1024, parts: 12 },
  });
  const limiters = await registerRateLimits(app, config.rateLimits, redis);

  const ctx: AppContext = {
    config: { ...config, jwtSecret },
    db,
    tokens,
    sessions: createSessionService({ db, tokens, refreshTtlSeconds: config.refreshTokenTtl }),
    mailer,
    storage: overrides.storage ?? createLocalStorage(path.join(config.dataDir, 'files')),
    captcha: createCaptchaService({
      db,
      provider: config.captcha.provider,
      jwtSecret,
      altchaCost: config.captcha.altchaCost,
      secretKey: config.captcha.secretKey,
    }),
    limiters,
    authenticate: createAuthenticate(db, tokens),
    events: createEventBus({ redis, log: app.log }),
    background,
  };
  app.decorate('ctx', ctx);
  app.decorate('database', database);
  const subscriptionModule = createSubscriptionModule(ctx, app.log);
  app.decorate('subscriptions', subscriptionModule);
  const jobScheduler = createJobScheduler({ db, log: app.log });
  app.decorate('jobScheduler', jobScheduler);
  const shortlists = createShortlistKeeper({ db, log: app.log });
  app.decorate('shortlists', shortlists);

  await registerSpaAndFallbacks(app, config.webDistDir);
  await app.register(async (api) => {
    await healthRoutes(api, ctx);
    await siteConfigRoutes(api, ctx);
    await authRoutes(api, ctx);
    await accountRoutes(api, ctx);
    await userRoutes(api, ctx);
    await companyRoutes(api, ctx);
    await hiringTeamRoutes(api, ctx);
    await adminCompanyRoutes(api, ctx, subscriptionModule.deps);
    await benefitRoutes(api, ctx);
    await skillRoutes(api, ctx);
    await experienceAreaRoutes(api, ctx);
    await dropdownRoutes(api, ctx);
    await scoreMessageRoutes(api, ctx);
    await candidateProfileRoutes(api, ctx);
    await candidateScoreRoutes(api, ctx);
    await jobSearchRoutes(api, ctx);
    await candidateSearchRoutes(api, ctx, shortlists);
    await subscriptionRoutes(api, ctx, subscriptionModule);
    await jobRoutes(api, ctx);
    await messagingRoutes(api, ctx);
    await liveEventRoutes(api, ctx);
    await messageTemplateRoutes(api, ctx);
    await applicationRoutes(api, ctx);
  });

  app.addHook('onClose', async () => {
    await subscriptionModule.scheduler.stop();
    await jobScheduler.stop();
    await shortlists.stop();
    await background.idle();
    await ctx.events.close();
    if (!overrides.mailer) await mailer.close();
    if (redis && !overrides.redis) await redis.quit().catch(() => redis.disconnect());
    if (!overrides.database) await database.close();
  });
  return app;
}
