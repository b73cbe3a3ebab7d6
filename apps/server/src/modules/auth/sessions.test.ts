import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_REQUIRED_DETAIL, PROBLEM_TYPES } from '@talentmatch/shared/problem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, decodeClaims, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { users } from '../users/tables.ts';
import { refreshTokens, sessions } from './tables.ts';
import { REFRESH_GRACE_MS } from './sessions.ts';
import { sha256 } from '../../platform/auth/tokens.ts';
import { seedUser } from '../../seed/demo.ts';
import { INVALID_CREDENTIALS } from './schema.ts';

let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t));

describe('POST /api/auth/login', () => {
  it('signs in, creates a session and records the login time', async () => {
    const user = await seedUser(database.db, { roles: ['Candidate'], firstName: 'Lena', lastName: 'Ortiz' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
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
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.sid)));
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
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { accessToken: first.token, refreshToken: first.refreshToken },
    });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect(decodeClaims(pair.token).sid).toBe(decodeClaims(first.token).sid);

    // past the refresh grace
    await database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(first.refreshToken)));
    const reuse = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: first.refreshToken } });
    expectProblem(reuse, 401);
    // The newest token of the family is dead too, and so is the access token.
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: pair.refreshToken } }), 401);
    expectProblem(await app.inject({ method: 'GET', url: '/api/user/me/', headers: bearer(pair.token) }), 401);
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(decodeClaims(first.token).sid)));
    expect(session.revokedReason).toBe('refresh-token-reuse');
  });

  it('two tabs refreshing at the same moment both get a valid pair (the grace); the session lives on', async () => {
    const user = await seedUser(database.db);
    const first = await loginAs(app, user.email, user.password);
    const payload = { accessToken: first.token, refreshToken: first.refreshToken };
    const [a, b] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/auth/refresh', payload }),
      app.inject({ method: 'POST', url: '/api/auth/refresh', payload }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // a moment later, one after the other (the second tab was slower)
    const late = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload });
    expect(late.statusCode).toBe(200);
    for (const pair of [a.json(), b.json(), late.json()]) {
      expect((await app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(pair.token) })).statusCode).toBe(200);
      const next = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { accessToken: pair.token, refreshToken: pair.refreshToken },
      });
      expect(next.statusCode).toBe(200);
    }
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(decodeClaims(first.token).sid)));
    expect(session.revokedAt).toBeNull();
  });

  it('refuses an access token of another session and an unknown refresh token', async () => {
    const user = await seedUser(database.db);
    const a = await loginAs(app, user.email, user.password);
    const b = await loginAs(app, user.email, user.password);
    expectProblem(
      await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { accessToken: b.token, refreshToken: a.refreshToken } }),
      401,
    );
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: 'x'.repeat(43) } }), 401);
  });

  it('answers 400 without a refresh token', async () => {
    const problem = expectProblem(await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { accessToken: 'a' } }), 400);
    expect(problem.errors).toEqual({ refreshToken: ['refreshToken is required.'] });
  });
});

describe('expired access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are rejected by authenticated routes but still refresh', async () => {
    const user = await seedUser(database.db);
    const pair = await loginAs(app, user.email, user.password);
    expect((await app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(pair.token) })).statusCode).toBe(200);
    // Only the clock moves: past the 15-minute access-token lifetime, well inside the refresh token's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    expectProblem(await app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(pair.token) }), 401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { accessToken: pair.token, refreshToken: pair.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(refreshed.json().token) })).statusCode).toBe(
      200,
    );
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

  it('an account created with the terms accepted (demo data) says when: the day it was created', async () => {
    const user = await seedUser(database.db);
    const pair = await loginAs(app, user.email, user.password);
    const mine = (await app.inject({ method: 'GET', url: '/api/siteConfiguration/terms/me', headers: bearer(pair.token) })).json();
    expect(mine.acceptedVersion).toBe(1);
    expect(Date.parse(mine.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('decline records nothing and ends the session', async () => {
    const user = await seedUser(database.db, { termsAccepted: false });
    const pair = await loginAs(app, user.email, user.password);
    expect((await app.inject({ method: 'POST', url: '/api/auth/register/termsdecline', headers: bearer(pair.token) })).statusCode).toBe(
      204,
    );
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

describe('login throttle', () => {
  async function solvedToken(instance: FastifyInstance): Promise<string> {
    const challenge = (await instance.inject({ method: 'GET', url: '/api/auth/captcha/challenge' })).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const attempt = (instance: FastifyInstance, payload: Record<string, string>, remoteAddress: string) =>
    instance.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

  it('ten failures from other addresses never lock the owner out: the captcha is asked and the owner gets in', async () => {
    const throttled = await createTestApp(database, {
      env: { CAPTCHA_PROVIDER: 'altcha', RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '5', RATE_LIMIT_LOGIN_FAILURE_DELAY_MS: '300' },
    });
    try {
      const owner = await seedUser(database.db);
      const wrong = { email: owner.email, password: 'Wrong-Password-1' };
      for (let i = 0; i < 10; i++) {
        const response = await attempt(
          throttled,
          i < 5 ? wrong : { ...wrong, captchaToken: await solvedToken(throttled) },
          `198.51.100.${i + 1}`,
        );
        expect(response.statusCode).toBe(401);
      }
      // a failure past the threshold answers late
      const started = Date.now();
      expect((await attempt(throttled, { ...wrong, captchaToken: await solvedToken(throttled) }, '198.51.100.77')).statusCode).toBe(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(280);
      // without a captcha even the right password is not checked; the problem says what is needed
      const asked = expectProblem(await attempt(throttled, { email: owner.email, password: owner.password }, '203.0.113.9'), 400);
      expect(asked.type).toBe(PROBLEM_TYPES.captchaRequired);
      expect(asked.detail).toBe(CAPTCHA_REQUIRED_DETAIL);
      expect(asked.errors).toHaveProperty('captchaToken');
      const badCaptcha = expectProblem(
        await attempt(throttled, { email: owner.email, password: owner.password, captchaToken: 'bm90IGEgdG9rZW4=' }, '203.0.113.9'),
        400,
      );
      expect(badCaptcha.type).toBe(PROBLEM_TYPES.captchaRequired);
      const ok = await attempt(
        throttled,
        { email: owner.email, password: owner.password, captchaToken: await solvedToken(throttled) },
        '203.0.113.9',
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().token).toEqual(expect.any(String));
      // a success clears the count: the next login needs no captcha
      expect((await attempt(throttled, { email: owner.email, password: owner.password }, '203.0.113.9')).statusCode).toBe(200);
    } finally {
      await throttled.close();
    }
  });

  it('with the captcha off, failures only slow the account down; the owner still gets in', async () => {
    const throttled = await createTestApp(database, {
      env: { RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '2', RATE_LIMIT_LOGIN_FAILURE_DELAY_MS: '1' },
    });
    try {
      const owner = await seedUser(database.db);
      for (let i = 0; i < 10; i++) {
        expect((await attempt(throttled, { email: owner.email, password: 'Wrong-Password-1' }, `198.51.100.${i + 1}`)).statusCode).toBe(
          401,
        );
      }
      expect((await attempt(throttled, { email: owner.email, password: owner.password }, '203.0.113.9')).statusCode).toBe(200);
    } finally {
      await throttled.close();
    }
  });

  it('keeps the per-address limit: 429 with Retry-After, other addresses unaffected', async () => {
    const limited = await createTestApp(database, { env: { RATE_LIMIT_LOGIN_PER_IP: '3' } });
    try {
      const owner = await seedUser(database.db);
      const payload = { email: 'limited@example.test', password: 'Whatever-123' };
      for (let i = 0; i < 3; i++) expect((await attempt(limited, payload, '192.0.2.50')).statusCode).toBe(401);
      const response = await attempt(limited, { email: owner.email, password: owner.password }, '192.0.2.50');
      const problem = expectProblem(response, 429);
      expect(problem.detail).toBe('Too many attempts. Please wait a minute and try again.');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt(limited, { email: owner.email, password: owner.password }, '192.0.2.51')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
