import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { bearer, createTestApp, createTestDatabase, decodeClaims, expectProblem, loginAs } from '../../../test/app.ts';
import { type DirectoryAccount, startTestDirectory, type TestDirectory } from '../../../test/oidc-server.ts';
import type { Database } from '../../platform/db/index.ts';
import { users } from '../users/tables.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { DIRECTORY_LINK_MESSAGES } from '@talentmatch/shared/auth-schemas';
import { createDirectoryVerifier, discoveryUrl } from './directory-login.ts';
import { DIRECTORY_LOGIN_NOT_CONFIGURED } from './schema.ts';

let database: Database;
let app: FastifyInstance;
let directory: TestDirectory;
let adminToken: string;
let adminUser: Awaited<ReturnType<typeof seedUser>>;
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
  adminUser = await seedUser(database.db, { roles: ['Administrator'] });
  adminToken = (await loginAs(app, adminUser.email, adminUser.password)).token;
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
const nextOid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};
/** A TalentMatch account and the directory person with the same email, which the tenant proves (`xms_edov`). */
async function person(
  options: { roles?: Array<'Candidate' | 'Employer' | 'Administrator'>; inDirectory?: Partial<DirectoryAccount> } = {},
) {
  const user = await seedUser(database.db, { roles: options.roles ?? ['Candidate'] });
  const oid = nextOid();
  const login = `person-${counter}`;
  directory.addAccount({ login, oid, email: user.email.toUpperCase(), xmsEdov: true, name: 'Test Person', ...options.inDirectory });
  return { user, login, oid };
}

const rowOf = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0];
const subOf = (response: Awaited<ReturnType<typeof loginAAD>>) => String(decodeClaims(response.json().token).sub);

async function setSignUp(directorySignUp: boolean) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/siteConfiguration',
    headers: bearer(adminToken),
    payload: { directorySignUp },
  });
  expect(response.statusCode).toBe(200);
}

describe('POST /api/auth/loginAAD', () => {
  it('signs in by an address the tenant proves, links the identity, and answers exactly like the password login', async () => {
    const { user, login, oid } = await person({ roles: ['Employer'] });
    const response = await loginAAD({ msiToken: await directory.issueIdToken(login) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['activeSurvey', 'refreshToken', 'token']);
    expect(body.activeSurvey).toBeNull();
    expect(decodeClaims(body.token)).toMatchObject({ sub: user.id, role: 'Employer' });
    const row = await rowOf(user.id);
    expect({ tenant: row.directoryTenantId, oid: row.directoryObjectId }).toEqual({ tenant: directory.tenantId, oid });
    expect(row.directoryLinkedAt).toBeInstanceOf(Date);
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

  it('while directory sign-up is off (the default), a directory person without an account is refused', async () => {
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

describe("which account a directory sign-in reaches: never someone else's", () => {
  it("a token with an unseen oid and the administrator's address (any case, spaces) is refused, never the administrator", async () => {
    const messy = ` ${adminUser.email.toUpperCase()} `;
    directory.addAccount({ login: 'attack-admin', oid: nextOid(), email: messy });
    directory.addAccount({ login: 'attack-admin-proven', oid: nextOid(), email: messy, xmsEdov: true });
    for (const signUp of [false, true]) {
      await setSignUp(signUp);
      // unproven address; and even a proven one: administrators are never linked automatically
      for (const login of ['attack-admin', 'attack-admin-proven'])
        expectRefused(await loginAAD({ msiToken: await directory.issueIdToken(login) }));
    }
    await setSignUp(false);
    expect((await rowOf(adminUser.id)).directoryObjectId).toBeNull();
  });

  it('preferred_username (email_verified: false) naming the account manager ends in a new candidate account or a refusal', async () => {
    const { manager } = await seedCompany(database.db, {});
    directory.addAccount({
      login: 'attack-upn',
      oid: nextOid(),
      email: 'Mallory@Attacker.Test',
      emailVerified: false,
      preferredUsername: manager.email,
    });
    directory.addAccount({ login: 'attack-upn-only', oid: nextOid(), preferredUsername: manager.email });
    // sign-up off: refused
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken('attack-upn') }));
    await setSignUp(true);
    try {
      // sign-up on: a new candidate account with the token's own (unconfirmed) address
      const created = await loginAAD({ msiToken: await directory.issueIdToken('attack-upn') });
      expect(created.statusCode).toBe(200);
      expect(subOf(created)).not.toBe(manager.id);
      const row = await rowOf(subOf(created));
      expect(row).toMatchObject({
        email: 'mallory@attacker.test',
        roles: ['Candidate'],
        emailVerifiedAt: null,
        directoryTenantId: directory.tenantId,
      });
      // no email claim: preferred_username would be the address, but it is the manager's: refused
      expectRefused(await loginAAD({ msiToken: await directory.issueIdToken('attack-upn-only') }));
    } finally {
      await setSignUp(false);
    }
    expect((await rowOf(manager.id)).directoryObjectId).toBeNull();
  });

  it('links automatically only when the tenant proves the address (xms_edov) and the account is not an administrator', async () => {
    const unproven = await person({ inDirectory: { xmsEdov: undefined } });
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken(unproven.login) }));
    expect((await rowOf(unproven.user.id)).directoryObjectId).toBeNull();
    const proven = await person();
    expect(subOf(await loginAAD({ msiToken: await directory.issueIdToken(proven.login) }))).toBe(proven.user.id);
    const admin = await person({ roles: ['Administrator'] });
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken(admin.login) }));
    expect((await rowOf(admin.user.id)).directoryObjectId).toBeNull();
    // the trail says how it was linked
    const trail = (await app.inject({ method: 'GET', url: `/api/user/${proven.user.id}/audit`, headers: bearer(adminToken) })).json();
    expect(trail[0]).toMatchObject({ action: 'directory.linked', details: { by: 'proven-email' } });
  });

  it('after linking, matches on tenant and object id only: the same oid from another tenant is not the account', async () => {
    const { user, login, oid } = await person();
    expect(subOf(await loginAAD({ msiToken: await directory.issueIdToken(login) }))).toBe(user.id);
    directory.addAccount({ login: 'other-tenant', oid, tid: 'another-tenant', email: 'someone-else@example.test' });
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken('other-tenant') }));
  });

  it('with directory sign-up on, a person without an account gets a new candidate account, found by its link next time', async () => {
    directory.addAccount({ login: 'newcomer', oid: nextOid(), email: 'Newcomer@Contoso.Test', xmsEdov: true, name: 'Nora Newcomer' });
    await setSignUp(true);
    try {
      const first = await loginAAD({ msiToken: await directory.issueIdToken('newcomer') });
      expect(first.statusCode).toBe(200);
      expect(decodeClaims(first.json().token)).toMatchObject({ role: 'Candidate', terms: 0 });
      const row = await rowOf(subOf(first));
      expect(row).toMatchObject({
        email: 'newcomer@contoso.test',
        firstName: 'Nora',
        lastName: 'Newcomer',
        directoryTenantId: directory.tenantId,
      });
      // the tenant proved the address: the account counts as confirmed
      expect(row.emailVerifiedAt).toBeInstanceOf(Date);
      directory.addAccount({ login: 'newcomer', oid: row.directoryObjectId ?? '', email: 'renamed@contoso.test', name: 'Nora N' });
      expect(subOf(await loginAAD({ msiToken: await directory.issueIdToken('newcomer') }))).toBe(row.id);
    } finally {
      await setSignUp(false);
    }
  });

  it('directory sign-up is a site-configuration switch, off by default, for administrators only', async () => {
    const site = await app.inject({ method: 'GET', url: '/api/siteConfiguration' });
    expect(site.json().directorySignUp).toBe(false);
    const bad = expectProblem(
      await app.inject({ method: 'PUT', url: '/api/siteConfiguration', headers: bearer(adminToken), payload: { directorySignUp: 'yes' } }),
      400,
    );
    expect(Object.keys(bad.errors ?? {})).toEqual(['directorySignUp']);
    const { user } = await person();
    const token = (await loginAs(app, user.email, user.password)).token;
    expectProblem(
      await app.inject({ method: 'PUT', url: '/api/siteConfiguration', headers: bearer(token), payload: { directorySignUp: true } }),
      403,
    );
  });
});

describe('GET, POST and DELETE /api/auth/directory-link: the owner connects from Settings', () => {
  const link = (token: string, method: 'GET' | 'POST' | 'DELETE', payload?: unknown) =>
    app.inject({
      method,
      url: '/api/auth/directory-link',
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('401 anonymous; 400 for a missing token or one that does not verify, and the person stays signed in', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expectProblem(await app.inject({ method, url: '/api/auth/directory-link' }), 401);
    const { user } = await person();
    const token = (await loginAs(app, user.email, user.password)).token;
    expect(Object.keys(expectProblem(await link(token, 'POST', {}), 400).errors ?? {})).toEqual(['msiToken']);
    const forged = expectProblem(await link(token, 'POST', { msiToken: 'not-a-jwt' }), 400);
    expect(forged.errors).toEqual({ msiToken: [DIRECTORY_LINK_MESSAGES.notVerified] });
    const other = await directory.issueIdToken((await person()).login, { clientId: directory.otherClientId });
    expectProblem(await link(token, 'POST', { msiToken: other }), 400);
    expect((await link(token, 'GET')).json()).toEqual({ connected: false, connectedAt: null });
  });

  it('an administrator connects explicitly; then signs in with the directory, also after the directory address changes', async () => {
    const admin = await person({ roles: ['Administrator'], inDirectory: { email: 'someone.else@contoso.test', xmsEdov: undefined } });
    const token = (await loginAs(app, admin.user.email, admin.user.password)).token;
    const connected = await link(token, 'POST', { msiToken: await directory.issueIdToken(admin.login) });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({ connected: true });
    expect((await link(token, 'GET')).json().connectedAt).toEqual(expect.any(String));
    expect(subOf(await loginAAD({ msiToken: await directory.issueIdToken(admin.login) }))).toBe(admin.user.id);
    directory.addAccount({ login: admin.login, oid: admin.oid, email: 'changed-in-directory@contoso.test' });
    expect(subOf(await loginAAD({ msiToken: await directory.issueIdToken(admin.login) }))).toBe(admin.user.id);
    // connecting again with the same identity changes nothing
    expect((await link(token, 'POST', { msiToken: await directory.issueIdToken(admin.login) })).statusCode).toBe(200);
    const trail = (await app.inject({ method: 'GET', url: `/api/user/${admin.user.id}/audit`, headers: bearer(adminToken) })).json();
    expect(trail.filter((e: { action: string }) => e.action === 'directory.linked')).toHaveLength(1);
  });

  it('409 for an identity connected to another account and for a second identity; disconnecting ends directory sign-in', async () => {
    const first = await person();
    const second = await person();
    const firstToken = (await loginAs(app, first.user.email, first.user.password)).token;
    const secondToken = (await loginAs(app, second.user.email, second.user.password)).token;
    expect((await link(firstToken, 'POST', { msiToken: await directory.issueIdToken(first.login) })).statusCode).toBe(200);
    const taken = expectProblem(await link(secondToken, 'POST', { msiToken: await directory.issueIdToken(first.login) }), 409);
    expect(taken.detail).toBe(DIRECTORY_LINK_MESSAGES.takenByAnother);
    const again = expectProblem(await link(firstToken, 'POST', { msiToken: await directory.issueIdToken(second.login) }), 409);
    expect(again.detail).toBe(DIRECTORY_LINK_MESSAGES.alreadyConnected);
    expect((await link(firstToken, 'DELETE')).statusCode).toBe(204);
    expectProblem(await link(firstToken, 'DELETE'), 409);
    expect((await link(firstToken, 'GET')).json()).toEqual({ connected: false, connectedAt: null });
    // the proven address would link it again at the next directory sign-in; an unproven one would not
    directory.addAccount({ login: first.login, oid: first.oid, email: first.user.email });
    expectRefused(await loginAAD({ msiToken: await directory.issueIdToken(first.login) }));
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
