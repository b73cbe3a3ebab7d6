import { required } from '@talentmatch/shared/required';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOverrides } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/platform/config.ts';
import { openDatabase, type Database } from '../src/platform/db/index.ts';
import { createLocalStorage } from '../src/platform/storage.ts';
import { startSmtpMailbox, type SmtpMailbox } from './smtp-mailbox.ts';

export const usesPostgres = process.env.DB_UNDER_TEST === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** One fresh, migrated database per test file: PGlite in memory, or a uniquely named PostgreSQL database copied from the run's template. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (!usesPostgres) {
    // the run's migrated template (test/pglite-template.ts); a file run outside the project migrates its own
    const template = inject('pgliteTemplate');
    if (template) return openDatabase({ loadDataDir: new Blob([readFileSync(template)]) });
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const adminUrl = required(process.env.TEST_DATABASE_URL);
  const name = `tm_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // the run's template is already migrated, with the queue's schema (test/pg-template.ts)
  const template = inject('pgTemplate');
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The drop at the end terminates whatever connection the pool still holds; that is expected here.
  const database = await openDatabase({ url: url.toString(), onConnectionError: () => undefined });
  if (!template) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testConfig(extra: Record<string, string> = {}): AppConfig {
  const dir = mkdtempSync(path.join(tmpdir(), 'tm-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    WEB_DIST_DIR: path.join(dir, 'no-web-dist'),
    PUBLIC_URL: 'http://talentmatch.test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    CAPTCHA_PROVIDER: 'off',
    ALTCHA_COST: '20',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '1000',
    RATE_LIMIT_UPLOADS_PER_USER: '1000',
    RATE_LIMIT_SENSITIVE_PER_IP: '1000',
    RATE_LIMIT_EXISTS_PER_IP: '1000',
    RATE_LIMIT_EMAIL_PER_ACCOUNT: '1000',
    ...extra,
  });
}

/** An app on the given database (owned by the caller) with test configuration. */
export async function createTestApp(
  database: Database,
  options: { env?: Record<string, string>; overrides?: Omit<BuildOverrides, 'database'> } = {},
): Promise<FastifyInstance> {
  const config = testConfig(options.env);
  const app = await buildApp(config, {
    storage: createLocalStorage(path.join(config.dataDir, 'files')),
    // workers poll fast and retry soon, so a test that starts them does not wait long
    jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    ...options.overrides,
    database,
  });
  // the app's temporary DATA_DIR (JWT secret, stored files) goes with it
  app.addHook('onClose', async () => rmSync(config.dataDir, { recursive: true, force: true }));
  return app;
}

/**
 * The usual API-test setup: one migrated database and one app for the whole test file, closed after it.
 * `assign` hands them to the file's variables: `useTestApp((t) => ({ database, app } = t));`
 */
export function useTestApp(
  assign: (t: { database: Database; app: FastifyInstance }) => void,
  options?: Parameters<typeof createTestApp>[1],
): void {
  let opened: { database: Database; app: FastifyInstance } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    opened = { database, app: await createTestApp(database, options) };
    assign(opened);
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.database.close();
  });
}

/**
 * `useTestApp` with its mail sent by the job queue to a real SMTP server of the file's own:
 * `useSmtpTestApp((t) => ({ database, app, mailbox } = t));`
 */
export function useSmtpTestApp(assign: (t: { database: Database; app: FastifyInstance; mailbox: SmtpMailbox }) => void): void {
  let opened: { database: Database; app: FastifyInstance; mailbox: SmtpMailbox } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const mailbox = await startSmtpMailbox();
    const app = await createTestApp(database, { env: { SMTP_URL: mailbox.url } });
    await app.ctx.jobs.start();
    opened = { database, app, mailbox };
    assign(opened);
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.mailbox.stop();
    await opened?.database.close();
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function loginAs(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as { token: string; refreshToken: string; activeSurvey: null };
}

export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

export function expectProblem(response: LightMyRequestResponse, status: number) {
  const body = response.json();
  if (response.statusCode !== status || body.status !== status || typeof body.title !== 'string' || body.type === undefined) {
    throw new Error(`expected a ${status} problem, got ${response.statusCode}: ${response.body}`);
  }
  return body as { type: string; title: string; status: number; detail?: string; errors?: Record<string, string[]> };
}

export async function waitFor<T>(fn: () => Promise<T | undefined | null | false>, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`,
  password: 'Correct-Horse-42',
  confirmPassword: 'Correct-Horse-42',
  firstName: 'Nina',
  lastName: 'Novak',
  phoneNumber: '+1 555 123 4567',
  captchaToken: '',
  ...overrides,
});
