import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { CaptchaProvider } from '@talentmatch/shared/client-config';
import { loadPlans, type Plan } from '../modules/subscriptions/plans.ts';

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
    { message: `must be a URL starting with ${protocols.map((p) => p + '//').join(' or ')}` },
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
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
    JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    ACCESS_TOKEN_TTL: duration('15m'),
    REFRESH_TOKEN_TTL: duration('30d'),
    TRIAL_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(365).default(14),
    WEB_DIST_DIR: optionalString,
    TRUST_PROXY: booleanString,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_SENSITIVE_PER_IP: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_EXISTS_PER_IP: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_WINDOW: duration('1m'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PORTAL_CONFIGURATION_ID: optionalString,
    /** tests only: where the stripe SDK sends its requests (a local fake of the API) */
    STRIPE_API_BASE: urlWithProtocols(['http:', 'https:']),
    PLANS_FILE: optionalString,
    SHOW_TRIAL_BANNER: booleanString,
    SUBSCRIPTION_CHECK_INTERVAL: duration('15m'),
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
  if (provider === 'turnstile' || provider === 'recaptcha') {
    for (const key of ['CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET_KEY']) {
      if (!set(key)) problems.push(`${key}: is required when CAPTCHA_PROVIDER=${provider}`);
    }
  }
  if (set('STRIPE_SECRET_KEY') && !set('STRIPE_WEBHOOK_SECRET')) problems.push('STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set');
  if (set('STRIPE_SECRET_KEY') && !set('PLANS_FILE')) {
    problems.push("PLANS_FILE: is required when STRIPE_SECRET_KEY is set (the default plans carry the demo provider's price ids)");
  }
  if (!set('STRIPE_SECRET_KEY') && set('STRIPE_WEBHOOK_SECRET')) problems.push('STRIPE_SECRET_KEY: is required when STRIPE_WEBHOOK_SECRET is set');
  return problems;
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
  /** login attempts per account email per window */
  loginPerAccount: number;
  /** registration, forgot and reset password per IP per window */
  sensitivePerIp: number;
  /** user/exists look-ups per IP per window */
  existsPerIp: number;
  windowMs: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  version: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  admin?: { email: string; password: string };
  /** undefined: seed when the embedded database has no users */
  seedDemo?: boolean;
  captcha: { provider: CaptchaProvider; siteKey: string; secretKey: string; altchaCost: number };
  /** undefined until resolved from DATA_DIR (see ensureJwtSecret) */
  jwtSecret?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  trialDays: number;
  webDistDir: string;
  logLevel: string;
  /** honour X-Forwarded-For (behind a load balancer) for client IPs and rate limits */
  trustProxy: boolean;
  rateLimits: RateLimitConfig;
  /** multipart logo limit in bytes */
  logoMaxBytes: number;
  payments: PaymentsConfig;
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

const serverRoot = path.resolve(import.meta.dirname, '../..');

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
  return {
    env: e.NODE_ENV,
    version: readVersion(),
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
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
    },
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    trialDays: e.TRIAL_DAYS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(process.cwd(), e.WEB_DIST_DIR) : path.resolve(serverRoot, '../web/dist'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimits: {
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      sensitivePerIp: e.RATE_LIMIT_SENSITIVE_PER_IP,
      existsPerIp: e.RATE_LIMIT_EXISTS_PER_IP,
      windowMs: e.RATE_LIMIT_WINDOW * 1000,
    },
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
    if (secret.length >= 32) return (config.jwtSecret = secret);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return (config.jwtSecret = secret);
}
