import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDuration } from './config.ts';

describe('configuration', () => {
  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', CAPTCHA_PROVIDER: 'off', NODE_ENV: 'production', ADMIN_EMAIL: 'a@b.test', ACCESS_TOKEN_TTL: 'soon' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT: must be a number/);
    expect(problems).toMatch(/ACCESS_TOKEN_TTL: "soon" is not a duration/);
    expect(problems).toMatch(/ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
    expect(problems).toMatch(/CAPTCHA_PROVIDER: off is not allowed when NODE_ENV=production/);
  });

  it('requires provider keys for turnstile and recaptcha', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'k' })).toThrow(
      /CAPTCHA_SECRET_KEY: is required when CAPTCHA_PROVIDER=turnstile/,
    );
    expect(loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET_KEY: 's' }).captcha.provider).toBe(
      'recaptcha',
    );
  });

  it('takes Sentry DSNs for error reporting, the browser falling back to the server DSN', () => {
    expect(loadConfig({}).errorReporting).toEqual({ serverDsn: undefined, browserDsn: undefined });
    expect(loadConfig({ SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2' }).errorReporting).toEqual({
      serverDsn: 'https://k@o1.ingest.sentry.io/2',
      browserDsn: 'https://k@o1.ingest.sentry.io/2',
    });
    expect(loadConfig({ SENTRY_BROWSER_DSN: 'https://b@o1.ingest.sentry.io/3' }).errorReporting).toEqual({
      serverDsn: undefined,
      browserDsn: 'https://b@o1.ingest.sentry.io/3',
    });
    expect(() => loadConfig({ SENTRY_DSN: 'o1.ingest.sentry.io' })).toThrow(/SENTRY_DSN: must be a Sentry DSN/);
  });

  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      trialDays: 14,
      accessTokenTtl: 900,
      refreshTokenTtl: 2592000,
      seedDemo: undefined,
      isSmtpConfigured: false,
    });
    expect(config.captcha.provider).toBe('altcha');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).seedDemo).toBe(false);
    expect(parseDuration('1h')).toBe(3600);
    expect(parseDuration('45')).toBe(45);
    expect(parseDuration('soon')).toBeUndefined();
  });
});
