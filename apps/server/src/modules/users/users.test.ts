import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { users } from './tables.ts';
import { sessions } from '../auth/tables.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { deletionBlocker, HAND_OVER_ACCOUNT_MANAGER, LAST_ADMINISTRATOR } from './policy.ts';

let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t));

describe('deletionBlocker policy', () => {
  it('blocks account managers with teammates and the last administrator only', () => {
    expect(deletionBlocker({ roles: ['Employer', 'AccountManager'], otherCompanyMembers: 1, otherAdministrators: 0 })).toBe(
      HAND_OVER_ACCOUNT_MANAGER,
    );
    expect(deletionBlocker({ roles: ['Employer', 'AccountManager'], otherCompanyMembers: 0, otherAdministrators: 0 })).toBeNull();
    expect(deletionBlocker({ roles: ['Administrator'], otherCompanyMembers: 0, otherAdministrators: 0 })).toBe(LAST_ADMINISTRATOR);
    expect(deletionBlocker({ roles: ['Administrator'], otherCompanyMembers: 0, otherAdministrators: 2 })).toBeNull();
    expect(deletionBlocker({ roles: ['Employer'], otherCompanyMembers: 5, otherAdministrators: 0 })).toBeNull();
  });
});

describe('GET /api/user/me/', () => {
  it('needs a bearer token', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/user/me/' }), 401);
  });

  it('returns the self user with company and terms state (with or without the trailing slash)', async () => {
    const { company, manager } = await seedCompany(database.db, { name: 'Self Co' });
    const { token } = await loginAs(app, manager.email, manager.password);
    for (const url of ['/api/user/me/', '/api/user/me']) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: manager.id,
        email: manager.email,
        roles: ['Employer', 'AccountManager'],
        companyId: company.id,
        companyName: 'Self Co',
        termsAccepted: true,
        isImpersonating: false,
        uniqueId: manager.uniqueId,
      });
      expect(typeof response.json().lastLoginAt).toBe('string');
    }
  });
});

describe('DELETE /api/user/me/', () => {
  it('needs a bearer token', async () => {
    expectProblem(await app.inject({ method: 'DELETE', url: '/api/user/me/' }), 401);
  });

  it('anonymises the account and revokes every session', async () => {
    const user = await seedUser(database.db, { firstName: 'Gone', lastName: 'Soon', phoneNumber: '555 123 4567' });
    const a = await loginAs(app, user.email, user.password);
    const b = await loginAs(app, user.email, user.password);
    expect((await app.inject({ method: 'DELETE', url: '/api/user/me/', headers: bearer(a.token) })).statusCode).toBe(204);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: `deleted-${user.id}@deleted.invalid`, firstName: 'Deleted user', phoneNumber: '' });
    expect(row.deletedAt).toBeInstanceOf(Date);
    const live = (await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).filter((s) => !s.revokedAt);
    expect(live).toHaveLength(0);
    expectProblem(await app.inject({ method: 'GET', url: '/api/user/me/', headers: bearer(b.token) }), 401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/user/exists/${encodeURIComponent(user.email)}` })).json()).toEqual({
      exists: false,
    });
  });

  it('answers 409 for an account manager with teammates', async () => {
    const { company, manager } = await seedCompany(database.db);
    await seedUser(database.db, { roles: ['Employer'], companyId: company.id });
    const { token } = await loginAs(app, manager.email, manager.password);
    const problem = expectProblem(await app.inject({ method: 'DELETE', url: '/api/user/me/', headers: bearer(token) }), 409);
    expect(problem.detail).toBe('Hand the account-manager role to another team member before deleting your account.');
  });

  it('answers 409 for the last administrator', async () => {
    const admin = await seedUser(database.db, { roles: ['Administrator'] });
    const { token } = await loginAs(app, admin.email, admin.password);
    const problem = expectProblem(await app.inject({ method: 'DELETE', url: '/api/user/me/', headers: bearer(token) }), 409);
    expect(problem.detail).toBe(LAST_ADMINISTRATOR);
    const [row] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row.deletedAt).toBeNull();
  });
});

describe('GET /api/user/exists/:email', () => {
  it('tells whether an account exists', async () => {
    const user = await seedUser(database.db);
    expect((await app.inject({ method: 'GET', url: `/api/user/exists/${encodeURIComponent(user.email.toUpperCase())}` })).json()).toEqual({
      exists: true,
    });
    expect((await app.inject({ method: 'GET', url: '/api/user/exists/nobody%40example.test' })).json()).toEqual({ exists: false });
  });

  it('answers 400 for an invalid email', async () => {
    const problem = expectProblem(await app.inject({ method: 'GET', url: '/api/user/exists/not-an-email' }), 400);
    expect(problem.errors).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('is rate limited', async () => {
    const limited = await createTestApp(database, { env: { RATE_LIMIT_EXISTS_PER_IP: '2' } });
    try {
      for (let i = 0; i < 2; i++)
        expect((await limited.inject({ method: 'GET', url: '/api/user/exists/a%40example.test' })).statusCode).toBe(200);
      expectProblem(await limited.inject({ method: 'GET', url: '/api/user/exists/a%40example.test' }), 429);
    } finally {
      await limited.close();
    }
  });
});
