import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, decodeClaims, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { sessions, users } from '../../platform/db/schema.ts';
import { seedUser } from '../../seed/demo.ts';
import { INVALID_CREDENTIALS } from './schema.ts';

let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t));

describe('POST /api/auth/login', () => {
  it('signs in, creates a session and records the login time', async () => {
    const user = await seedUser(database.db, { roles: ['Candidate'], firstName: 'Lena', lastName: 'Ortiz' });
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email.toUpperCase(), password: user.password } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.activeSurvey).toBeNull();
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeClaims(body.token);
    expect(claims).toMatchObject({ sub: user.id, name: 'Lena Ortiz', role: 'Candidate', companyId: null, terms: 1 });
    expect(typeof claims.sid).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastLoginAt).toBeInstanceOf(Date);
    const [session] = await database.db.select().from(sessions).where(eq(sessions.id, String(claims.sid)));
    expect(session.userId).toBe(user.id);
  });

  it('answers 401 with the catalogue detail for a wrong password or an unknown email', async () => {
    const user = await seedUser(database.db);
    for (const payload of [
      { email: user.email, password: 'Wrong-Password-1' },
      { email: 'nobody@example.test', password: 'Wrong-Password-1' },
    ]) {
      const problem = expectProblem(await app.inject({ method: 'POST', url: '/api/auth/login', payload }), 401);
      expect(problem.detail).toBe(INVALID_CREDENTIALS);
    }
  });

  it('answers 400 with field errors for bad input', async () => {
    const problem = expectProblem(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } }), 400);
    expect(problem.detail).toBe('Some fields are not valid.');
    expect(problem.errors).toEqual({ email: ['Enter a valid email address.'], password: ['Password is required.'] });
  });

  it('gives role as a list when the user has several roles', async () => {
    const user = await seedUser(database.db, { roles: ['Employer', 'AccountManager'] });
    const { token } = await loginAs(app, user.email, user.password);
    expect(decodeClaims(token).role).toEqual(['Employer', 'AccountManager']);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the pair; reusing a rotated refresh token revokes the whole family', async () => {
    const user = await seedUser(database.db);
    const first = await loginAs(app, user.email, user.password);
    const second = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { accessToken: first.token, refreshToken: first.refreshToken } });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect(decodeClaims(pair.token).sid).toBe(decodeClaims(first.token).sid);

    const reuse = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: first.refreshToken } });
    expectProblem(reuse, 401);
    // The newest token of the family is dead too, and so is the access token.
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: pair.refreshToken } }), 401);
    expectProblem(await app.inject({ method: 'GET', url: '/api/user/me/', headers: bearer(pair.token) }), 401);
    const [session] = await database.db.select().from(sessions).where(eq(sessions.id, String(decodeClaims(first.token).sid)));
    expect(session.revokedReason).toBe('refresh-token-reuse');
  });

  it('refuses an access token of another session and an unknown refresh token', async () => {
    const user = await seedUser(database.db);
    const a = await loginAs(app, user.email, user.password);
    const b = await loginAs(app, user.email, user.password);
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { accessToken: b.token, refreshToken: a.refreshToken } }), 401);
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: 'x'.repeat(43) } }), 401);
  });

  it('answers 400 without a refresh token', async () => {
    const problem = expectProblem(await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { accessToken: 'a' } }), 400);
    expect(problem.errors).toEqual({ refreshToken: ['refreshToken is required.'] });
  });
});

describe('expired access tokens', () => {
  it('are rejected by authenticated routes but still refresh', async () => {
    const shortApp = await createTestApp(database, { env: { ACCESS_TOKEN_TTL: '1' } });
    try {
      const user = await seedUser(database.db);
      const pair = await loginAs(shortApp, user.email, user.password);
      expect((await shortApp.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(pair.token) })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 2100));
      expectProblem(await shortApp.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(pair.token) }), 401);
      const refreshed = await shortApp.inject({ method: 'POST', url: '/api/auth/refresh', payload: { accessToken: pair.token, refreshToken: pair.refreshToken } });
      expect(refreshed.statusCode).toBe(200);
      expect((await shortApp.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(refreshed.json().token) })).statusCode).toBe(200);
    } finally {
      await shortApp.close();
    }
  });
});

describe('GET /api/auth/refresh-token', () => {
  it('needs a bearer token', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/auth/refresh-token' }), 401);
    expectProblem(await app.inject({ method: 'GET', url: '/api/auth/refresh-token', headers: bearer('garbage') }), 401);
  });

  it('re-issues fresh claims after terms acceptance and stops the old refresh token', async () => {
    const user = await seedUser(database.db, { termsAccepted: false });
    const pair = await loginAs(app, user.email, user.password);
    expect(decodeClaims(pair.token).terms).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/api/auth/register/termsaccept', headers: bearer(pair.token) })).statusCode).toBe(204);
    const response = await app.inject({ method: 'GET', url: '/api/auth/refresh-token', headers: bearer(pair.token) });
    expect(response.statusCode).toBe(200);
    const fresh = response.json();
    expect(decodeClaims(fresh.token).terms).toBe(1);
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: pair.refreshToken } }), 401);
  });
});

describe('POST /api/auth/register/termsaccept and termsdecline', () => {
  it('need a bearer token', async () => {
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/register/termsaccept' }), 401);
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/register/termsdecline' }), 401);
  });

  it('accept stores the current terms version', async () => {
    const user = await seedUser(database.db, { termsAccepted: false });
    const pair = await loginAs(app, user.email, user.password);
    await app.inject({ method: 'POST', url: '/api/auth/register/termsaccept', headers: bearer(pair.token) });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.termsAcceptedVersion).toBe(1);
  });

  it('decline records nothing and ends the session', async () => {
    const user = await seedUser(database.db, { termsAccepted: false });
    const pair = await loginAs(app, user.email, user.password);
    expect((await app.inject({ method: 'POST', url: '/api/auth/register/termsdecline', headers: bearer(pair.token) })).statusCode).toBe(204);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.termsAcceptedVersion).toBeNull();
    expectProblem(await app.inject({ method: 'GET', url: '/api/user/me/', headers: bearer(pair.token) }), 401);
  });
});

describe('POST /api/auth/revoke', () => {
  it('needs a bearer token', async () => {
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/revoke' }), 401);
  });

  it('ends the session server-side', async () => {
    const user = await seedUser(database.db);
    const pair = await loginAs(app, user.email, user.password);
    expect((await app.inject({ method: 'POST', url: '/api/auth/revoke', headers: bearer(pair.token) })).statusCode).toBe(204);
    expectProblem(await app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(pair.token) }), 401);
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: pair.refreshToken } }), 401);
  });
});

describe('login rate limit', () => {
  it('answers 429 with Retry-After per account', async () => {
    const limited = await createTestApp(database, { env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '2' } });
    try {
      const payload = { email: 'limited@example.test', password: 'Whatever-123' };
      for (let i = 0; i < 2; i++) {
        expect((await limited.inject({ method: 'POST', url: '/api/auth/login', payload })).statusCode).toBe(401);
      }
      const response = await limited.inject({ method: 'POST', url: '/api/auth/login', payload });
      const problem = expectProblem(response, 429);
      expect(problem.detail).toBe('Too many attempts. Please wait a minute and try again.');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same address is not blocked by the per-account limit.
      const other = await limited.inject({ method: 'POST', url: '/api/auth/login', payload: { ...payload, email: 'other@example.test' } });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
