import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { bearer, createTestApp, createTestDatabase, decodeClaims, expectProblem, loginAs } from '../../../test/app.ts';
import { startTestDirectory, type TestDirectory } from '../../../test/oidc-server.ts';
import type { Database } from '../../platform/db/index.ts';
import { users } from '../users/tables.ts';
import { seedUser } from '../../seed/demo.ts';
import { createDirectoryVerifier, discoveryUrl } from './directory-login.ts';
import { DIRECTORY_LOGIN_NOT_CONFIGURED } from './schema.ts';

let database: Database;
let app: FastifyInstance;
let directory: TestDirectory;
let adminToken: string;
const webDist = mkdtempSync(path.join(tmpdir(), 'tm-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>TalentMatch</title>');

beforeAll(async () => {
  directory = await startTestDirectory();
  database = await createTestDatabase();
  app = await createTestApp(database, {
    env: { WEB_DIST_DIR: webDist },
    // no cooldown, so a rotated key is fetched at once (production waits 30 s between key downloads)
    overrides: { directoryLogin: { fetch: directory.fetch, keyRefreshCooldownMs: 0 } },
  });
  const admin = await seedUser(database.db, { roles: ['Administrator'] });
  adminToken = (await loginAs(app, admin.email, admin.password)).token;
  await configure({ clientId: directory.clientId, tenantAuthority: directory.authority });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await directory?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

async function configure(azureAd: { clientId: string; tenantAuthority: string }) {
  const response = await app.inject({ method: 'PUT', url: '/api/siteConfiguration', headers: bearer(adminToken), payload: { azureAd } });
  expect(response.statusCode).toBe(200);
}

const loginAAD = (payload: unknown, target = app) =>
  target.inject({ method: 'POST', url: '/api/auth/loginAAD', payload: payload as object });

function expectRefused(response: Awaited<ReturnType<typeof loginAAD>>) {
  expect(expectProblem(response, 401).detail).toBe(SESSION_MESSAGES.directoryLoginFailed);
}

let counter = 0;
/** A TalentMatch account and the directory person with the same email. */
async function person(options: { roles?: Array<'Candidate' | 'Employer'>; inDirectory?: Partial<{ email: string }> } = {}) {
  counter += 1;
  const user = await seedUser(database.db, { roles: options.roles ?? ['Candidate'] });
  const login = `person-${counter}`;
  const oid = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  directory.addAccount({ login, oid, email: options.inDirectory?.email ?? user.email.toUpperCase(), name: 'Test Person' });
  return { user, login, oid };
}

describe('POST /api/auth/loginAAD', () => {
  it('signs in by verified email, links the object id, and answers exactly like the password login', async () => {
    const { user, login, oid } = await person({ roles: ['Employer'] });
    const response = await loginAAD({ msiToken: await directory.issueIdToken(login) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['activeSurvey', 'refreshToken', 'token']);
    expect(body.activeSurvey).toBeNull();
    expect(decodeClaims(body.token)).toMatchObject({ sub: user.id, role: 'Employer' });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.directoryObjectId).toBe(oid);
    expect(row.lastLoginAt).toBeInstanceOf(Date);
    // the session is a normal one: the refresh token works
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: body.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('once linked, finds the account by object id even when the directory email changes', async () => {
    const { user, login, oid } = await person();
    expect((await loginAAD({ msiToken: await directory.issueIdToken(login) })).statusCode).toBe(200);
    directory.addAccount({ login, oid, email: 'renamed-in-directory@example.test' });
    const again = await loginAAD({ msiToken: await directory.issueIdToken(login) });
    expect(again.statusCode).toBe(200);
    expect(decodeClaims(again.json().token).sub).toBe(user.id);
  });

  it('refuses a second directory identity for an account already linked to another one', async () => {
    const { user, login } = await person();
    expect((await loginAAD({ msiToken: await directory.issueIdToken(login) })).statusCode).toBe(200);
    directory.addAccount({ login: 'impostor', oid: 'another-object-id', email: user.email });
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken('impostor') }));
  });

  it('falls back to preferred_username, and ignores an email the directory marks unverified', async () => {
    const user = await seedUser(database.db, { roles: ['Candidate'] });
    directory.addAccount({ login: 'upn', oid: 'oid-upn', preferredUsername: user.email });
    expect((await loginAAD({ msiToken: await directory.issueIdToken('upn') })).statusCode).toBe(200);
    const other = await seedUser(database.db, { roles: ['Candidate'] });
    directory.addAccount({ login: 'unverified', oid: 'oid-unverified', email: other.email, emailVerified: false });
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken('unverified') }));
  });

  it('reads the discovery document once and the keys once for many logins', async () => {
    const { login } = await person();
    for (let i = 0; i < 3; i++) expect((await loginAAD({ msiToken: await directory.issueIdToken(login) })).statusCode).toBe(200);
    expect(directory.requests.filter((p) => p === '/.well-known/openid-configuration')).toHaveLength(1);
    expect(directory.requests.filter((p) => p === '/jwks')).toHaveLength(1);
  });

  it('follows a key rollover: a token signed with the new key verifies, one with the retired key does not', async () => {
    const { login } = await person();
    const oldToken = await directory.issueIdToken(login);
    expect((await loginAAD({ msiToken: oldToken })).statusCode).toBe(200);
    await directory.rotateKeys();
    const keyDownloads = directory.requests.filter((p) => p === '/jwks').length;
    expect((await loginAAD({ msiToken: await directory.issueIdToken(login) })).statusCode).toBe(200);
    expect(directory.requests.filter((p) => p === '/jwks').length).toBe(keyDownloads + 1);
    expectRefused(await loginAAD({ msiToken: oldToken }));
  });

  it('refuses a token for another audience', async () => {
    const { login } = await person();
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken(login, { clientId: directory.otherClientId }) }));
  });

  it('refuses an expired token and one not valid yet', async () => {
    const { login } = await person();
    const now = Math.floor(Date.now() / 1000);
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken(login, { expiresAt: now - 300 }) }));
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken(login, { notBefore: now + 600 }) }));
  });

  it('refuses a token that was tampered with, or is not a token at all', async () => {
    const { login } = await person();
    const [header, payload, signature] = (await directory.issueIdToken(login)).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, oid: 'someone-else' })).toString('base64url');
    expectRefused(await loginAAD({ msiToken: `${header}.${forged}.${signature}` }));
    expectRefused(await loginAAD({ msiToken: 'not-a-jwt' }));
  });

  it('never creates an account: a directory person without one is refused', async () => {
    directory.addAccount({ login: 'stranger', oid: 'oid-stranger', email: 'stranger@example.test' });
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken('stranger') }));
    expect(await database.db.select().from(users).where(eq(users.email, 'stranger@example.test'))).toEqual([]);
  });

  it('refuses a locked account, whether linked already or not', async () => {
    const { user, login } = await person();
    expect((await loginAAD({ msiToken: await directory.issueIdToken(login) })).statusCode).toBe(200);
    await database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, user.id));
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken(login) }));
    const fresh = await person();
    await database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, fresh.user.id));
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken(fresh.login) }));
  });

  it('answers 400 for a missing, empty or non-string msiToken', async () => {
    for (const payload of [{}, { msiToken: '' }, { msiToken: '   ' }, { msiToken: 42 }, { msiToken: null }]) {
      const problem = expectProblem(await loginAAD(payload), 400);
      expect(Object.keys(problem.errors ?? {})).toEqual(['msiToken']);
    }
  });

  it('is rate limited per address like the password login', async () => {
    const limited = await createTestApp(database, {
      env: { RATE_LIMIT_LOGIN_PER_IP: '2' },
      overrides: { directoryLogin: { fetch: directory.fetch } },
    });
    try {
      for (let i = 0; i < 2; i++) expectRefused(await loginAAD({ msiToken: 'not-a-jwt' }, limited));
      expectProblem(await loginAAD({ msiToken: 'not-a-jwt' }, limited), 429);
    } finally {
      await limited.close();
    }
  });

  it('lets HTML pages reach the directory only while it is configured', async () => {
    const csp = async () => String((await app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
    const connectSrc = (policy: string) => policy.split(/;\s*/).find((d) => d.startsWith('connect-src'));
    expect(connectSrc(await csp())).toBe(`connect-src 'self' ${directory.authority}`);
    expect(await csp()).toContain(
      `frame-src 'self' blob: https://www.youtube-nocookie.com https://player.vimeo.com ${directory.authority}`,
    );
    // API answers keep the base policy
    const api = await app.inject({ method: 'GET', url: '/api/config' });
    expect(String(api.headers['content-security-policy'])).not.toContain(directory.authority);
    await configure({ clientId: '', tenantAuthority: directory.authority });
    expect(connectSrc(await csp())).toBe("connect-src 'self'");
    await configure({ clientId: directory.clientId, tenantAuthority: directory.authority });
  });

  it('answers 401 with a clear problem while directory login is not configured', async () => {
    const { login } = await person();
    const token = await directory.issueIdToken(login);
    await configure({ clientId: '', tenantAuthority: '' });
    try {
      const problem = expectProblem(await loginAAD({ msiToken: token }), 401);
      expect(problem.detail).toBe(DIRECTORY_LOGIN_NOT_CONFIGURED);
    } finally {
      await configure({ clientId: directory.clientId, tenantAuthority: directory.authority });
    }
  });

  it('refuses every token while the directory cannot be reached', async () => {
    const { login } = await person();
    const token = await directory.issueIdToken(login);
    await configure({ clientId: directory.clientId, tenantAuthority: 'https://127.0.0.1:1/unreachable' });
    try {
      expectRefused(await loginAAD({ msiToken: token }));
    } finally {
      await configure({ clientId: directory.clientId, tenantAuthority: directory.authority });
    }
  });
});

describe('the verifier', () => {
  it('names why it refused (for the log): audience, expiry, not-before, missing object id', async () => {
    const verifier = createDirectoryVerifier({ fetch: directory.fetch });
    const settings = { clientId: directory.clientId, tenantAuthority: directory.authority };
    const reason = (token: string) =>
      verifier.verify(settings, token).then(
        () => 'verified',
        (error: { reason: string }) => error.reason,
      );
    const { login, oid } = await person();
    const now = Math.floor(Date.now() / 1000);
    expect(await verifier.verify(settings, await directory.issueIdToken(login))).toMatchObject({ objectId: oid });
    expect(await reason(await directory.issueIdToken(login, { clientId: directory.otherClientId }))).toMatch(/"aud" claim/);
    expect(await reason(await directory.issueIdToken(login, { expiresAt: now - 300 }))).toMatch(/"exp" claim/);
    expect(await reason(await directory.issueIdToken(login, { notBefore: now + 600 }))).toMatch(/"nbf" claim/);
    directory.addAccount({ login: 'no-oid', oid: '', email: 'x@example.test' });
    expect(await reason(await directory.issueIdToken('no-oid'))).toBe('token has no oid claim');
  });
});

describe('discoveryUrl', () => {
  it('uses the v2.0 document for Entra ID authorities (MSAL gets v2.0 tokens) and the plain one elsewhere', () => {
    expect(discoveryUrl('https://login.microsoftonline.com/contoso.onmicrosoft.com')).toBe(
      'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0/.well-known/openid-configuration',
    );
    expect(discoveryUrl('https://login.microsoftonline.com/0000-tenant/v2.0/')).toBe(
      'https://login.microsoftonline.com/0000-tenant/v2.0/.well-known/openid-configuration',
    );
    expect(discoveryUrl('https://idp.example.com/realms/acme/')).toBe(
      'https://idp.example.com/realms/acme/.well-known/openid-configuration',
    );
  });
});
