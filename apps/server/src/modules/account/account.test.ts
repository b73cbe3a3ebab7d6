import { EMAIL_MESSAGES } from '@talentmatch/shared/auth-schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { users } from '../users/tables.ts';
import { seedUser } from '../../seed/demo.ts';

let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t));

const profile = { email: 'changed@example.test', firstName: 'Chang', lastName: 'Ed', phoneNumber: '+44 20 7946 0958' };

describe('GET /api/account/profile', () => {
  it('needs a bearer token', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/account/profile' }), 401);
  });

  it('returns the profile', async () => {
    const user = await seedUser(database.db, { firstName: 'Rosa', lastName: 'Diaz', phoneNumber: '555-0100-22' });
    const { token } = await loginAs(app, user.email, user.password);
    const response = await app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: user.email,
      firstName: 'Rosa',
      lastName: 'Diaz',
      phoneNumber: '555-0100-22',
      uniqueId: user.uniqueId,
      emailVerified: true,
    });
  });
});

describe('PUT /api/account/profile', () => {
  it('needs a bearer token', async () => {
    expectProblem(await app.inject({ method: 'PUT', url: '/api/account/profile', payload: profile }), 401);
  });

  it('updates the profile', async () => {
    const user = await seedUser(database.db);
    const { token } = await loginAs(app, user.email, user.password);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: bearer(token),
      payload: { ...profile, email: user.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...profile, email: user.email, uniqueId: user.uniqueId, emailVerified: true });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.email).toBe(user.email);
    expect(row.phoneNumber).toBe('+44 20 7946 0958');
  });

  // the profile never moves the email (nor says whether another account has it)
  it('answers the same 400 for any other email, taken or free: a new address goes through the change flow', async () => {
    const other = await seedUser(database.db);
    const user = await seedUser(database.db);
    const { token } = await loginAs(app, user.email, user.password);
    const problem = expectProblem(
      await app.inject({ method: 'PUT', url: '/api/account/profile', headers: bearer(token), payload: { ...profile, email: other.email } }),
      400,
    );
    expect(problem.errors).toEqual({ email: [EMAIL_MESSAGES.useChangeForm] });
    const free = expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/account/profile',
        headers: bearer(token),
        payload: { ...profile, email: 'free@example.test' },
      }),
      400,
    );
    expect(free).toEqual(problem);
  });

  it('answers 400 with field errors', async () => {
    const user = await seedUser(database.db);
    const { token } = await loginAs(app, user.email, user.password);
    const problem = expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/account/profile',
        headers: bearer(token),
        payload: { email: 'x', firstName: '', lastName: 'Ok', phoneNumber: 'call me' },
      }),
      400,
    );
    expect(problem.errors).toEqual({
      email: ['Enter a valid email address.'],
      firstName: ['First name is required.'],
      phoneNumber: ['Enter a valid phone number (digits, spaces, + - ( ) only).'],
    });
  });
});

describe('PUT /api/account/update-password', () => {
  it('needs a bearer token', async () => {
    expectProblem(await app.inject({ method: 'PUT', url: '/api/account/update-password', payload: {} }), 401);
  });

  it('changes the password and ends the other sessions only', async () => {
    const user = await seedUser(database.db);
    const current = await loginAs(app, user.email, user.password);
    const other = await loginAs(app, user.email, user.password);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/account/update-password',
      headers: bearer(current.token),
      payload: { currentPassword: user.password, newPassword: 'Fresh-Password-77', confirmPassword: 'Fresh-Password-77' },
    });
    expect(response.statusCode).toBe(204);
    await loginAs(app, user.email, 'Fresh-Password-77');
    expect((await app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(current.token) })).statusCode).toBe(200);
    expectProblem(await app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(other.token) }), 401);
  });

  it('answers 400 for a wrong current password and for policy failures', async () => {
    const user = await seedUser(database.db);
    const { token } = await loginAs(app, user.email, user.password);
    const wrong = expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/account/update-password',
        headers: bearer(token),
        payload: { currentPassword: 'Not-The-Password-1', newPassword: 'Fresh-Password-77', confirmPassword: 'Fresh-Password-77' },
      }),
      400,
    );
    expect(wrong.errors).toEqual({ currentPassword: ['The current password is incorrect.'] });
    const weak = expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/account/update-password',
        headers: bearer(token),
        payload: { currentPassword: user.password, newPassword: 'qwerty123', confirmPassword: 'qwerty12' },
      }),
      400,
    );
    expect(weak.errors).toEqual({
      newPassword: ['This password is too common; choose one that is harder to guess.'],
      confirmPassword: ['Passwords do not match.'],
    });
    await loginAs(app, user.email, user.password);
  });
});
