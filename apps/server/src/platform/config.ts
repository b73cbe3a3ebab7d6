import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { CaptchaProvider } from '@talentmatch/shared/client-config';
import { dsnIngestOrigin } from '@talentmatch/shared/error-reporting';
import { loadPlans, type Plan } from './plans.ts';
import { serverRoot } from './server-root.ts';
import type { S3Settings } from './storage.ts';

/** Parses "900", "15m", "1h", "30d" (or "45s") into seconds. */
export function parseDuration(value: string): number | undefined {
  const match = /^\s*(\d+)\s*(s|m|h|d)?\s*$/i.exec(value);
  if (!match) return undefined;
  const n = Number(match[1]);
  const unit = (match[2] ?? 's').toLowerCase();
  const factor = { s: 1, m: 60, h: 3600, d: 86400 }[unit as 's' | 'm' | 'h' | 'd'];
  return n > 0 ? n * factor : undefined;
}

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      const seconds = parseDuration(v);
      if (seconds === undefined) {
        ctx.addIssue({ code: 'custom', message: `"${v}" is not a duration (use seconds or 15m, 1h, 30d)` });
        return z.NEVER;
      }
      return seconds;
    });

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v)));

const urlWithProtocols = (protocols: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** A Sentry DSN: http(s)://publickey@host/projectId */
const sentryDsn = optionalString.refine((v) => v === undefined || dsnIngestOrigin(v) !== undefined, {
  message: 'must be a Sentry DSN such as https://publickey@o0.ingest.sentry.io/0',
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
  // read replicas (docs/deploy.md): one or more URLs, comma-separated
  DATABASE_READ_URL: optionalString.refine(
    (v) =>
      v === undefined ||
      v.split(',').every((url) => {
        try {
          return ['postgres:', 'postgresql:'].includes(new URL(url.trim()).protocol);
        } catch {
          return false;
        }
      }),
    { message: 'must be one or more URLs starting with postgres:// or postgresql://, separated by commas' },
  ),
  DATABASE_READ_MAX_LAG: duration('2s'),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().default('TalentMatch <no-reply@talentmatch.local>'),
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: optionalString,
  SEED_DEMO: booleanString,
  CAPTCHA_PROVIDER: z
    .enum(['altcha', 'turnstile', 'recaptcha', 'off'], { error: 'must be altcha, turnstile, recaptcha or off' })
    .default('altcha'),
  CAPTCHA_SITE_KEY: optionalString,
  CAPTCHA_SECRET_KEY: optionalString,
  ALTCHA_COST: z.coerce.number({ error: 'must be a number' }).int().min(1).default(5000),
  /** the fewest key derivations a solve needs (each challenge asks for between this and twice this); docs/security.md */
  ALTCHA_MIN_COUNTER: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(250),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  ACCESS_TOKEN_TTL: duration('15m'),
  REFRESH_TOKEN_TTL: duration('30d'),
  TRIAL_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(365).default(14),
  NEW_MESSAGE_EMAIL_DELAY_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(86_400).default(600),
  NEW_MESSAGE_EMAIL_SWEEP_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3600).default(60),
  INTERVIEW_REMINDER_SWEEP_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3600).default(60),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: booleanString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_LOGIN_FAILURE_WINDOW: duration('15m'),
  RATE_LIMIT_LOGIN_FAILURE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  RATE_LIMIT_UPLOADS_PER_USER: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_UPLOAD_WINDOW: duration('10m'),
  RATE_LIMIT_SENSITIVE_PER_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_EXISTS_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_EMAIL_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW: duration('1m'),
  RATE_LIMIT_API_PER_KEY: z.coerce.number().int().min(1).default(600),
  /** tests only: webhook endpoints may be on loopback addresses (http allowed too) */
  WEBHOOKS_ALLOW_LOOPBACK: booleanString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PORTAL_CONFIGURATION_ID: optionalString,
  /** tests only: where the stripe SDK sends its requests (a local fake of the API) */
  STRIPE_API_BASE: urlWithProtocols(['http:', 'https:']),
  PLANS_FILE: optionalString,
  SHOW_TRIAL_BANNER: booleanString,
  SUBSCRIPTION_CHECK_INTERVAL: duration('15m'),
  // operations (docs/operations.md, docs/deploy.md)
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:']),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanString,
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
  SHUTDOWN_GRACE_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(25_000),
  DATABASE_CONNECT_TIMEOUT: duration('10s'),
  DATABASE_STATEMENT_TIMEOUT: duration('30s'),
  // error reporting (docs/external-services.md): the server's DSN, and the browser's (the same project when unset)
  SENTRY_DSN: sentryDsn,
  SENTRY_BROWSER_DSN: sentryDsn,
});

/** Rules across variables, checked on the raw values so they are listed even when single fields fail. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const set = (key: string) => Boolean(env[key]?.trim());
  const problems: string[] = [];
  if (set('ADMIN_EMAIL') !== set('ADMIN_PASSWORD')) {
    problems.push(`${set('ADMIN_EMAIL') ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`);
  }
  const provider = env.CAPTCHA_PROVIDER ?? 'altcha';
  if (provider === 'off' && env.NODE_ENV === 'production') problems.push('CAPTCHA_PROVIDER: off is not allowed when NODE_ENV=production');
  // production: every process must sign with one key, and emails must carry the public address
  if (env.NODE_ENV === 'production' && !set('JWT_SECRET'))
    problems.push('JWT_SECRET: is required when NODE_ENV=production (32+ characters, the same on every process)');
  if (env.NODE_ENV === 'production' && !set('PUBLIC_URL'))
    problems.push('PUBLIC_URL: is required when NODE_ENV=production (the address users reach, used in emails)');
  if (provider === 'turnstile' || provider === 'recaptcha') {
    for (const key of ['CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET_KEY']) {
      if (!set(key)) problems.push(`${key}: is required when CAPTCHA_PROVIDER=${provider}`);
    }
  }
  if (set('STRIPE_SECRET_KEY') && !set('STRIPE_WEBHOOK_SECRET'))
    problems.push('STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set');
  if (set('STRIPE_SECRET_KEY') && !set('PLANS_FILE')) {
    problems.push("PLANS_FILE: is required when STRIPE_SECRET_KEY is set (the default plans carry the demo provider's price ids)");
  }
  if (!set('STRIPE_SECRET_KEY') && set('STRIPE_WEBHOOK_SECRET'))
    problems.push('STRIPE_SECRET_KEY: is required when STRIPE_WEBHOOK_SECRET is set');
  if ((set('S3_ENDPOINT') || set('S3_ACCESS_KEY_ID') || set('S3_SECRET_ACCESS_KEY')) && !set('S3_BUCKET'))
    problems.push('S3_BUCKET: is required when S3_ENDPOINT or S3 credentials are set');
  if (set('S3_ACCESS_KEY_ID') !== set('S3_SECRET_ACCESS_KEY'))
    problems.push(
      `${set('S3_ACCESS_KEY_ID') ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together`,
    );
  return problems;
}

/** Settings that are allowed but probably a mistake; main.ts logs them at start. */
function configWarnings(env: Record<string, string | undefined>): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && !env.SMTP_URL?.trim())
    warnings.push('SMTP_URL is not set: emails are kept in the outbox table and not delivered');
  return warnings;
}

/** Card payments: Stripe with keys, else the built-in demo provider. */
export interface PaymentsConfig {
  provider: 'stripe' | 'demo';
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  stripePortalConfigurationId?: string;
  stripeApiBase?: string;
  /** the 16 plans (PLANS_FILE or defaults), validated */
  plans: Plan[];
  showTrialBanner: boolean;
  /** seconds between trial-expiry / trial-ending checks */
  checkIntervalSeconds: number;
}

export interface RateLimitConfig {
  /** login attempts per IP per window */
  loginPerIp: number;
  /** failed logins on one account (email) within `loginFailureWindowMs` after which the login asks for the captcha */
  loginFailuresPerAccount: number;
  loginFailureWindowMs: number;
  /** how long a failed login on an account that needs the captcha waits before it answers */
  loginFailureDelayMs: number;
  /** resume and message-attachment uploads per user within `uploadWindowMs` */
  uploadsPerUser: number;
  uploadWindowMs: number;
  /** registration, forgot and reset password per IP per window */
  sensitivePerIp: number;
  /** user/exists look-ups per IP per window */
  existsPerIp: number;
  /** email-change requests and verification resends per signed-in account per window */
  emailPerAccount: number;
  /** public API (/api/v1) requests per API key per window */
  apiPerKey: number;
  windowMs: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  version: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** read replicas and how far behind the primary one may be before reads go back to the primary */
  databaseReplicas: { urls: string[]; maxLagMs: number };
  redisUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  admin?: { email: string; password: string };
  /** undefined: seed when the embedded database has no users */
  seedDemo?: boolean;
  captcha: { provider: CaptchaProvider; siteKey: string; secretKey: string; altchaCost: number; altchaMinCounter: number };
  /** undefined until resolved from DATA_DIR (see ensureJwtSecret) */
  jwtSecret?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  trialDays: number;
  /** new-message emails: how long a message stays unread first, and how often the sweep runs */
  newMessageEmail: { delayMs: number; sweepMs: number };
  /** how often interview reminders and feedback tasks are looked for */
  interviewReminderSweepSeconds: number;
  webDistDir: string;
  /** the web build's prerender of the public pages (apps/web/dist-ssr/entry-server.mjs, beside the app's folder) */
  webPrerenderModule: string;
  logLevel: string;
  /** honour X-Forwarded-For (behind a load balancer) for client IPs and rate limits */
  trustProxy: boolean;
  rateLimits: RateLimitConfig;
  /** webhook endpoints on loopback addresses over http (tests only; never in production) */
  webhooksAllowLoopback: boolean;
  /** multipart logo limit in bytes */
  logoMaxBytes: number;
  payments: PaymentsConfig;
  /** uploaded files in an S3-compatible bucket instead of DATA_DIR/files */
  s3?: S3Settings;
  /** PostgreSQL: connecting (and the first answer) may take this long at start, a statement this long (ms) */
  databaseTimeouts: { connectMs: number; statementMs: number };
  /** how long a shutdown waits for in-flight requests before forcing the exit */
  shutdownGraceMs: number;
  /** bearer token for GET api/metrics; without it the endpoint is off */
  metricsToken?: string;
  /** Sentry DSNs: the server reports only with `serverDsn`, the browser only with `browserDsn` */
  errorReporting: { serverDsn?: string; browserDsn?: string };
  /** allowed but doubtful settings (logged at start) */
  warnings: string[];
  isSmtpConfigured: boolean;
  isRedisConfigured: boolean;
  isEmbeddedDatabase: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  const plans = loadPlans(result.success ? result.data.PLANS_FILE : undefined);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)),
    ...crossFieldProblems(env),
    ...plans.problems,
  ];
  if (!result.success || problems.length) throw new ConfigError(problems);
  const e = result.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const webDistDir = e.WEB_DIST_DIR ? path.resolve(process.cwd(), e.WEB_DIST_DIR) : path.resolve(serverRoot, '../web/dist');
  return {
    env: e.NODE_ENV,
    version: readVersion(),
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReplicas: {
      urls: e.DATABASE_URL && e.DATABASE_READ_URL ? e.DATABASE_READ_URL.split(',').map((url) => url.trim()) : [],
      maxLagMs: e.DATABASE_READ_MAX_LAG * 1000,
    },
    redisUrl: e.REDIS_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO ?? (e.DATABASE_URL ? false : undefined),
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.CAPTCHA_SITE_KEY ?? '',
      secretKey: e.CAPTCHA_SECRET_KEY ?? '',
      altchaCost: e.ALTCHA_COST,
      altchaMinCounter: e.ALTCHA_MIN_COUNTER,
    },
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    trialDays: e.TRIAL_DAYS,
    newMessageEmail: { delayMs: e.NEW_MESSAGE_EMAIL_DELAY_SECONDS * 1000, sweepMs: e.NEW_MESSAGE_EMAIL_SWEEP_SECONDS * 1000 },
    interviewReminderSweepSeconds: e.INTERVIEW_REMINDER_SWEEP_SECONDS,
    webDistDir,
    webPrerenderModule: path.resolve(webDistDir, '../dist-ssr/entry-server.mjs'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimits: {
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginFailuresPerAccount: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
      loginFailureWindowMs: e.RATE_LIMIT_LOGIN_FAILURE_WINDOW * 1000,
      loginFailureDelayMs: e.RATE_LIMIT_LOGIN_FAILURE_DELAY_MS,
      uploadsPerUser: e.RATE_LIMIT_UPLOADS_PER_USER,
      uploadWindowMs: e.RATE_LIMIT_UPLOAD_WINDOW * 1000,
      sensitivePerIp: e.RATE_LIMIT_SENSITIVE_PER_IP,
      existsPerIp: e.RATE_LIMIT_EXISTS_PER_IP,
      emailPerAccount: e.RATE_LIMIT_EMAIL_PER_ACCOUNT,
      apiPerKey: e.RATE_LIMIT_API_PER_KEY,
      windowMs: e.RATE_LIMIT_WINDOW * 1000,
    },
    webhooksAllowLoopback: e.NODE_ENV !== 'production' && (e.WEBHOOKS_ALLOW_LOOPBACK ?? false),
    logoMaxBytes: 2 * 1024 * 1024,
    payments: {
      provider: e.STRIPE_SECRET_KEY ? 'stripe' : 'demo',
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripePortalConfigurationId: e.STRIPE_PORTAL_CONFIGURATION_ID,
      stripeApiBase: e.STRIPE_API_BASE,
      plans: plans.plans,
      showTrialBanner: e.SHOW_TRIAL_BANNER ?? true,
      checkIntervalSeconds: e.SUBSCRIPTION_CHECK_INTERVAL,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : undefined,
    databaseTimeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT * 1000, statementMs: e.DATABASE_STATEMENT_TIMEOUT * 1000 },
    metricsToken: e.METRICS_TOKEN,
    errorReporting: { serverDsn: e.SENTRY_DSN, browserDsn: e.SENTRY_BROWSER_DSN ?? e.SENTRY_DSN },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    warnings: configWarnings(env),
    isSmtpConfigured: Boolean(e.SMTP_URL),
    isRedisConfigured: Boolean(e.REDIS_URL),
    isEmbeddedDatabase: !e.DATABASE_URL,
  };
}

function readVersion(): string {
  try {
    return JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** JWT_SECRET when given, else one generated on first start and kept in DATA_DIR/jwt-secret (0600). */
export function ensureJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) {
      config.jwtSecret = secret;
      return secret;
    }
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  config.jwtSecret = secret;
  return secret;
}
