import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, decodeClaims, expectProblem, loginAs, useTestApp, waitFor } from '../../../test/app.ts';
import { captureMailer } from '../../../test/capture-mailer.ts';
import { IMPERSONATION_ALLOWED_WRITES, IMPERSONATION_READ_ONLY } from '../../platform/auth/impersonation-guard.ts';
import type { Database } from '../../platform/db/index.ts';
import { users } from '../users/tables.ts';
import { sessions } from '../auth/tables.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { ACCOUNT_LOCKED } from '../auth/schema.ts';
import { roughly } from '../../platform/db/estimate.ts';
import { estimatedTotal, userSearchText } from '../users/user-lists.ts';
import { authorize, can, IMPERSONATE_ADMIN, IMPERSONATE_SELF, LAST_ADMIN_ROLE, revokeAdminBlocker } from './policy.ts';

let database: Database;
let app: FastifyInstance;
const mailer = captureMailer();
useTestApp((t) => ({ database, app } = t), { overrides: { mailer } });

type Seeded = Awaited<ReturnType<typeof seedUser>>;
let admin: Seeded;
let adminToken: string;
let candidate: Seeded;
let candidateToken: string;
let employerToken: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  admin = await seedUser(database.db, { roles: ['Administrator'], firstName: 'Ada', lastName: 'Admin' });
  adminToken = (await loginAs(app, admin.email, admin.password)).token;
  candidate = await seedUser(database.db, { firstName: 'Quentin', lastName: 'Zebrafish', email: 'quentin.zebra@example.test' });
  candidateToken = (await loginAs(app, candidate.email, candidate.password)).token;
  const { manager } = await seedCompany(database.db, { name: 'Filter Co' });
  employerToken = (await loginAs(app, manager.email, manager.password)).token;
});

const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: unknown) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('policies', () => {
  it('impersonation: never oneself, never an administrator, never a locked account', () => {
    const target = { id: 'b', roles: ['Candidate' as const], lockedAt: null };
    const admin = (userId: string) => ({ userId, roles: ['Administrator' as const], companyId: null });
    expect(can(admin('a'), 'impersonate', target)).toBe(true);
    expect(() => authorize(admin('b'), 'impersonate', target)).toThrow(IMPERSONATE_SELF);
    expect(() => authorize(admin('a'), 'impersonate', { ...target, roles: ['Administrator'] })).toThrow(IMPERSONATE_ADMIN);
    expect(can(admin('a'), 'impersonate', { ...target, lockedAt: new Date() })).toBe(false);
  });
  it('the last administrator keeps the role', () => {
    expect(revokeAdminBlocker({ roles: ['Administrator'], otherAdministrators: 0 })).toBe(LAST_ADMIN_ROLE);
    expect(revokeAdminBlocker({ roles: ['Administrator'], otherAdministrators: 1 })).toBeNull();
  });
});

describe('admin-only reads: 401 anonymous, 403 candidate and employer', () => {
  const urls = () => [
    '/api/user/all',
    '/api/user/filter?query=ze',
    '/api/user/role/Candidate',
    `/api/user/${candidate.id}`,
    `/api/user/${candidate.id}/sessions`,
    `/api/user/${candidate.id}/audit`,
    '/api/user/admin-dashboard-info',
    '/api/user/stale-users',
    `/api/auth/impersonate/${candidate.id}`,
  ];
  it('answers 401 and 403', async () => {
    for (const url of urls()) {
      expectProblem(await get(url), 401);
      expectProblem(await get(url, candidateToken), 403);
      expectProblem(await get(url, employerToken), 403);
    }
  });
  it('answers 401 and 403 for the admin writes', async () => {
    const writes: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['POST', '/api/user', { email: 'x@example.test', firstName: 'X', lastName: 'Y', role: 'Candidate' }],
      ['PUT', '/api/user', { id: candidate.id, email: candidate.email, firstName: 'A', lastName: 'B', locked: false }],
      ['POST', '/api/admin/make', { userId: candidate.id }],
      ['POST', '/api/admin/revoke', { userId: admin.id }],
      ['DELETE', `/api/user/${candidate.id}/sessions`],
      ['DELETE', `/api/user/${candidate.id}/sessions/${MISSING}`],
      ['POST', `/api/user/${candidate.id}/password-reset`],
    ];
    for (const [method, url, body] of writes) {
      expectProblem(await send(method, url, undefined, body), 401);
      expectProblem(await send(method, url, candidateToken, body), 403);
      expectProblem(await send(method, url, employerToken, body), 403);
    }
  });
});

describe('GET api/user/all, filter, role, stale-users', () => {
  it('pages and sorts every live user with the total', async () => {
    const response = await get('/api/user/all?page=1&pageSize=2&sortBy=email&sortDir=asc', adminToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.users).toHaveLength(2);
    expect(body.totalRecords).toBeGreaterThanOrEqual(3);
    expect(body.users[0].email < body.users[1].email).toBe(true);
    expect(Object.keys(body.users[0]).sort()).toEqual(
      [
        'companyId',
        'companyName',
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastLoginAt',
        'lastName',
        'locked',
        'phoneNumber',
        'roles',
        'uniqueId',
      ].sort(),
    );
  });
  it('answers 400 naming the field', async () => {
    expect(expectProblem(await get('/api/user/all?sortBy=password', adminToken), 400).errors).toHaveProperty('sortBy');
    expect(expectProblem(await get('/api/user/all?pageSize=1000', adminToken), 400).errors).toHaveProperty('pageSize');
    expect(expectProblem(await get('/api/user/filter?query=a', adminToken), 400).errors).toHaveProperty('query');
    expect(expectProblem(await get('/api/user/role/Wizard', adminToken), 400).errors).toHaveProperty('role');
  });
  it('filter finds by part of the name or email, case-insensitively, and treats % literally', async () => {
    const byName = (await get('/api/user/filter?query=ZEBRA', adminToken)).json();
    expect(byName.users.map((u: { id: string }) => u.id)).toEqual([candidate.id]);
    expect(byName.totalRecords).toBe(1);
    const byEmail = (await get('/api/user/filter?query=quentin.zebra%40', adminToken)).json();
    expect(byEmail.totalRecords).toBe(1);
    expect((await get('/api/user/filter?query=%25%25', adminToken)).json().totalRecords).toBe(0);
    expect((await get('/api/user/filter?query=zebra&role=Employer', adminToken)).json().totalRecords).toBe(0);
  });
  it('on a large site a frequent match gets an estimated total (two figures), a rare one is counted', async () => {
    await database.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, phone_number, unique_id, roles)
      select 'quokka' || g || '@example.test', '!', 'Wally', case when g <= 12 then 'Quokkarare' else 'Quokka' end, '',
             'TQ-' || g, array['Candidate']
      from generate_series(1, 1234) g`);
    try {
      const large = { largeSiteAbove: 100, exactUpTo: 100, sampleRows: 1_000_000 };
      const where = (text: string) => sql`${userSearchText} like ${`%${text}%`}`;
      expect(await estimatedTotal(database.db, where('quokka'), large)).toEqual({ total: 1200, totalIsEstimate: true });
      expect(await estimatedTotal(database.db, where('quokkarare'), large)).toBeNull();
      expect(await estimatedTotal(database.db, where('quokka'))).toBeNull();
      expect([roughly(1234), roughly(98_765), roughly(1001), roughly(7)]).toEqual([1200, 99_000, 1000, 7]);
      // through the API (a small site): the exact total
      const page = (await get('/api/user/filter?query=quokka&pageSize=5', adminToken)).json();
      expect([page.totalRecords, page.totalIsEstimate, page.users.length]).toEqual([1234, undefined, 5]);
    } finally {
      await database.db.delete(users).where(like(users.email, 'quokka%@example.test'));
    }
  });
  it('role lists the holders of a role', async () => {
    const body = (await get('/api/user/role/Administrator', adminToken)).json();
    expect(body.users.map((u: { id: string }) => u.id)).toContain(admin.id);
    expect(body.users.every((u: { roles: string[] }) => u.roles.includes('Administrator'))).toBe(true);
  });
  it('stale-users lists accounts without a login for 180 days', async () => {
    const old = await seedUser(database.db, { firstName: 'Long', lastName: 'Gone' });
    await database.db
      .update(users)
      .set({ lastLoginAt: new Date(Date.now() - 200 * 86400_000) })
      .where(eq(users.id, old.id));
    const body = (await get('/api/user/stale-users', adminToken)).json();
    expect(body.thresholdDays).toBe(180);
    expect(body.users.map((u: { id: string }) => u.id)).toContain(old.id);
    expect(body.users.map((u: { id: string }) => u.id)).not.toContain(candidate.id);
  });
});

describe('GET api/user/{id}', () => {
  it('answers the detail, 404 for an unknown id, 400 for a bad id', async () => {
    const response = await get(`/api/user/${candidate.id}`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: candidate.id, email: candidate.email, locked: false, deleted: false });
    expect(response.json()).not.toHaveProperty('passwordHash');
    expect(expectProblem(await get(`/api/user/${MISSING}`, adminToken), 404).detail).toBe('This user does not exist.');
    expect(expectProblem(await get('/api/user/not-a-uuid', adminToken), 400).errors).toHaveProperty('id');
  });
});

describe('POST api/user', () => {
  it('creates the account and mails a link to choose a password', async () => {
    const response = await send('POST', '/api/user', adminToken, {
      email: 'New.Person@Example.test',
      firstName: 'New',
      lastName: 'Person',
      role: 'Employer',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'new.person@example.test', roles: ['Employer'] });
    await app.ctx.background.idle();
    const mail = mailer.sent.find((m) => m.to === 'new.person@example.test');
    expect(mail?.text).toContain('/reset-password?email=');
    const audit = (await get(`/api/user/${response.json().id}/audit`, adminToken)).json();
    expect(audit[0]).toMatchObject({ action: 'user.created', actorName: 'Ada Admin' });
  });
  it('answers 409 for a taken email and 400 naming the fields', async () => {
    const taken = await send('POST', '/api/user', adminToken, { email: candidate.email, firstName: 'A', lastName: 'B', role: 'Candidate' });
    expect(expectProblem(taken, 409).detail).toBe('An account with this email already exists.');
    const bad = expectProblem(await send('POST', '/api/user', adminToken, { email: 'nope', firstName: '', role: 'AccountManager' }), 400);
    expect(Object.keys(bad.errors ?? {})).toEqual(expect.arrayContaining(['email', 'firstName', 'lastName', 'role']));
  });
});

describe('PUT api/user and locking', () => {
  it('changes the profile, records it, 409 on a taken email, 404 on an unknown id, 400 naming the field', async () => {
    const user = await seedUser(database.db, { firstName: 'Edit', lastName: 'Me' });
    const body = { id: user.id, email: user.email, firstName: 'Edited', lastName: 'Me', phoneNumber: '+1 555 000 1111', locked: false };
    const response = await send('PUT', '/api/user', adminToken, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Edited', phoneNumber: '+1 555 000 1111' });
    expect(expectProblem(await send('PUT', '/api/user', adminToken, { ...body, email: candidate.email }), 409).detail).toBe(
      'An account with this email already exists.',
    );
    expectProblem(await send('PUT', '/api/user', adminToken, { ...body, id: MISSING }), 404);
    const bad = expectProblem(await send('PUT', '/api/user', adminToken, { ...body, locked: 'yes', firstName: '<b>' }), 400);
    expect(Object.keys(bad.errors ?? {})).toEqual(expect.arrayContaining(['locked', 'firstName']));
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.firstName).toBe('Edited');
  });

  it('locking revokes every session at once, closes the live stream, and the login says the account is locked', async () => {
    const user = await seedUser(database.db, { firstName: 'Lock', lastName: 'Able' });
    const a = await loginAs(app, user.email, user.password);
    const b = await loginAs(app, user.email, user.password);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: bearer(a.token), signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    const body = { id: user.id, email: user.email, firstName: 'Lock', lastName: 'Able', phoneNumber: '', locked: true };
    expect((await send('PUT', '/api/user', adminToken, body)).statusCode).toBe(200);
    let text = '';
    const decoder = new TextDecoder();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    expect(text).toContain('event: signed-out');
    controller.abort();
    for (const token of [a.token, b.token]) expectProblem(await get('/api/user/me', token), 401);
    const live = (await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).filter((s) => !s.revokedAt);
    expect(live).toHaveLength(0);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(expectProblem(login, 403).detail).toBe(ACCOUNT_LOCKED);
    expect(expectProblem(await get(`/api/auth/impersonate/${user.id}`, adminToken), 403).detail).toContain('locked');
    expect((await send('PUT', '/api/user', adminToken, { ...body, locked: false })).json().locked).toBe(false);
    expect((await loginAs(app, user.email, user.password)).token).toBeTruthy();
    const actions = (await get(`/api/user/${user.id}/audit`, adminToken)).json().map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.locked', 'user.unlocked']));
  });

  it('an administrator cannot lock their own account', async () => {
    const body = { id: admin.id, email: admin.email, firstName: 'Ada', lastName: 'Admin', phoneNumber: '', locked: true };
    expectProblem(await send('PUT', '/api/user', adminToken, body), 409);
  });
});

describe('POST api/admin/make and revoke', () => {
  it('makes an administrator, refuses twice, takes it back, keeps the last one', async () => {
    const user = await seedUser(database.db, { firstName: 'Future', lastName: 'Admin' });
    const events: string[] = [];
    const stop = app.ctx.events.subscribe(user.id, (event) => events.push(event.type));
    const made = await send('POST', '/api/admin/make', adminToken, { userId: user.id });
    expect(made.statusCode).toBe(200);
    // their open tabs refresh their token (the administration menu without logging out)
    expect(events).toEqual(['roles-changed']);
    expect(made.json().roles).toEqual(['Candidate', 'Administrator']);
    expectProblem(await send('POST', '/api/admin/make', adminToken, { userId: user.id }), 409);
    expectProblem(await send('POST', '/api/admin/make', adminToken, { userId: MISSING }), 404);
    expect(expectProblem(await send('POST', '/api/admin/make', adminToken, { userId: 'x' }), 400).errors).toHaveProperty('userId');
    expect((await send('POST', '/api/admin/revoke', adminToken, { userId: user.id })).json().roles).toEqual(['Candidate']);
    stop();
    expect(events).toEqual(['roles-changed', 'roles-changed']);
    // now admin is the only one
    expect(expectProblem(await send('POST', '/api/admin/revoke', adminToken, { userId: admin.id }), 409).detail).toBe(LAST_ADMIN_ROLE);
  });
});

describe('sessions, password reset, last login', () => {
  it('an administrator lists and ends a user’s sessions', async () => {
    const user = await seedUser(database.db);
    const a = await loginAs(app, user.email, user.password);
    await loginAs(app, user.email, user.password);
    const list = (await get(`/api/user/${user.id}/sessions`, adminToken)).json();
    expect(list).toHaveLength(2);
    const sid = decodeClaims(a.token).sid as string;
    expect((await send('DELETE', `/api/user/${user.id}/sessions/${sid}`, adminToken)).statusCode).toBe(204);
    expectProblem(await get('/api/user/me', a.token), 401);
    expectProblem(await send('DELETE', `/api/user/${user.id}/sessions/${sid}`, adminToken), 404);
    expect((await send('DELETE', `/api/user/${user.id}/sessions`, adminToken)).statusCode).toBe(204);
    expect((await get(`/api/user/${user.id}/sessions`, adminToken)).json()).toHaveLength(0);
    expectProblem(await get(`/api/user/${MISSING}/sessions`, adminToken), 404);
  });
  it('sends a password-reset email', async () => {
    const user = await seedUser(database.db);
    expect((await send('POST', `/api/user/${user.id}/password-reset`, adminToken)).statusCode).toBe(202);
    await app.ctx.background.idle();
    expect(mailer.sent.some((m) => m.to === user.email && m.subject.includes('Reset'))).toBe(true);
    expectProblem(await send('POST', `/api/user/${MISSING}/password-reset`, adminToken), 404);
  });
  it('last-login answers the login before this one, for any signed-in user; my sessions and log out elsewhere', async () => {
    const user = await seedUser(database.db);
    expectProblem(await get('/api/user/last-login'), 401);
    const first = await loginAs(app, user.email, user.password);
    expect((await get('/api/user/last-login', first.token)).json()).toEqual({ at: null, ip: null });
    const second = await loginAs(app, user.email, user.password);
    const last = (await get('/api/user/last-login', second.token)).json();
    expect(typeof last.at).toBe('string');
    expect(last.ip).toBe('127.0.0.1');
    const mine = (await get('/api/user/me/sessions', second.token)).json();
    expect(mine).toHaveLength(2);
    expect(mine.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect((await send('DELETE', '/api/user/me/sessions', second.token)).statusCode).toBe(204);
    expectProblem(await get('/api/user/me', first.token), 401);
    expect((await get('/api/user/me', second.token)).statusCode).toBe(200);
  });
});

describe('GET api/user/admin-dashboard-info', () => {
  it('answers the figures and 30 days of sign-ups', async () => {
    const body = (await get('/api/user/admin-dashboard-info', adminToken)).json();
    expect(body.users.byRole.Administrator).toBeGreaterThanOrEqual(1);
    expect(body.users.total).toBeGreaterThanOrEqual(4);
    expect(body.companies).toBeGreaterThanOrEqual(1);
    expect(body.subscriptionsByStatus.trialing).toBeGreaterThanOrEqual(1);
    expect(body.signups).toHaveLength(30);
    expect(body.signups.at(-1).count).toBe(body.users.newThisWeek > 0 ? body.signups.at(-1).count : 0);
    expect(body.signups.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(body.users.total);
    expect(body.staleThresholdDays).toBe(180);
    expect(body).not.toHaveProperty('feedbackWaiting');
  });
});

describe('impersonation', () => {
  it('starts a read-only session of the target that carries the administrator, then stops it; both audited', async () => {
    const { manager } = await seedCompany(database.db, { name: 'Viewed Co' });
    const start = await get(`/api/auth/impersonate/${manager.id}`, adminToken);
    expect(start.statusCode).toBe(200);
    const pair = start.json();
    const claims = decodeClaims(pair.token);
    expect(claims).toMatchObject({ sub: manager.id, imp: admin.id });
    expect((await get('/api/user/me', pair.token)).json()).toMatchObject({ id: manager.id, isImpersonating: true });
    // reads work, writes do not
    expect((await get('/api/subscription/trial-status', pair.token)).statusCode).toBe(200);
    const save = await send('PUT', '/api/account/profile', pair.token, { firstName: 'Hacked', lastName: 'X', phoneNumber: '' });
    expect(expectProblem(save, 403).detail).toBe(IMPERSONATION_READ_ONLY);
    // the refresh keeps the impersonator
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: pair });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeClaims(refreshed.json().token).imp).toBe(admin.id);
    // the user sees that support viewed the account
    const ownToken = (await loginAs(app, manager.email, manager.password)).token;
    const access = (await get('/api/user/me/support-access', ownToken)).json();
    expect(access).toHaveLength(1);
    expect(access[0].endedAt).toBeNull();
    expect((await get('/api/auth/impersonation/stop', refreshed.json().token)).statusCode).toBe(204);
    expectProblem(await get('/api/user/me', refreshed.json().token), 401);
    expect((await get('/api/user/me/support-access', ownToken)).json()[0].endedAt).not.toBeNull();
    const trail = (await get(`/api/user/${manager.id}/audit`, adminToken)).json();
    expect(trail.map((e: { action: string }) => e.action).slice(0, 2)).toEqual(['impersonation.stopped', 'impersonation.started']);
    expect(trail[1].details.ip).toBe('127.0.0.1');
    expect(trail[1].actorName).toBe('Ada Admin');
  });

  it('never oneself, never another administrator, 404 unknown, 400 bad id; stop without impersonating is 400', async () => {
    expect(expectProblem(await get(`/api/auth/impersonate/${admin.id}`, adminToken), 403).detail).toBe(IMPERSONATE_SELF);
    const other = await seedUser(database.db, { roles: ['Administrator'] });
    expect(expectProblem(await get(`/api/auth/impersonate/${other.id}`, adminToken), 403).detail).toBe(IMPERSONATE_ADMIN);
    expectProblem(await get(`/api/auth/impersonate/${MISSING}`, adminToken), 404);
    expectProblem(await get('/api/auth/impersonate/nope', adminToken), 400);
    expectProblem(await get('/api/auth/impersonation/stop', adminToken), 400);
    expectProblem(await get('/api/auth/impersonation/stop'), 401);
  });

  it('ends after 60 minutes and cannot be refreshed past it', async () => {
    const target = await seedUser(database.db);
    const pair = (await get(`/api/auth/impersonate/${target.id}`, adminToken)).json();
    const sid = decodeClaims(pair.token).sid as string;
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sid));
    const minutes = ((row.expiresAt?.getTime() ?? 0) - row.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(60);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sid));
    expectProblem(await get('/api/user/me', pair.token), 401);
    expectProblem(await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: pair }), 401);
  });

  it('holds only while the impersonator is an active administrator: demoted, locked or deleted, the next request is 401', async () => {
    for (const change of ['demoted', 'locked', 'deleted'] as const) {
      const impersonator = await seedUser(database.db, { roles: ['Administrator'] });
      const impersonatorToken = (await loginAs(app, impersonator.email, impersonator.password)).token;
      const target = await seedUser(database.db, { roles: ['Candidate'] });
      const pair = (await get(`/api/auth/impersonate/${target.id}`, impersonatorToken)).json();
      expect((await get('/api/user/me', pair.token)).statusCode).toBe(200);
      // changed behind the API (another process, a database edit): the request itself has to notice
      const fields =
        change === 'demoted' ? { roles: ['Candidate'] } : change === 'locked' ? { lockedAt: new Date() } : { deletedAt: new Date() };
      await database.db.update(users).set(fields).where(eq(users.id, impersonator.id));
      for (const url of ['/api/user/me', '/api/account/profile', '/api/message/previews', '/api/user/me/sessions']) {
        expect({ change, url, status: (await get(url, pair.token)).statusCode }).toEqual({ change, url, status: 401 });
      }
      expectProblem(await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: pair }), 401);
      // the user's own session is not touched
      expect((await get('/api/user/me', (await loginAs(app, target.email, target.password)).token)).statusCode).toBe(200);
    }
  });

  it('demoting or locking the impersonator through the API ends the impersonation at once, in the user’s trail', async () => {
    for (const change of ['demoted', 'locked'] as const) {
      const impersonator = await seedUser(database.db, { roles: ['Administrator'] });
      const impersonatorToken = (await loginAs(app, impersonator.email, impersonator.password)).token;
      const target = await seedUser(database.db, { roles: ['Candidate'] });
      const pair = (await get(`/api/auth/impersonate/${target.id}`, impersonatorToken)).json();
      const sid = decodeClaims(pair.token).sid as string;
      const response =
        change === 'demoted'
          ? await send('POST', '/api/admin/revoke', adminToken, { userId: impersonator.id })
          : await send('PUT', '/api/user', adminToken, {
              id: impersonator.id,
              email: impersonator.email,
              firstName: impersonator.firstName,
              lastName: impersonator.lastName,
              phoneNumber: '',
              locked: true,
            });
      expect(response.statusCode).toBe(200);
      const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sid));
      expect(row.revokedAt).not.toBeNull();
      expect(row.revokedReason).toBe(change === 'demoted' ? 'impersonator-demoted' : 'impersonator-locked');
      expectProblem(await get('/api/user/me', pair.token), 401);
      const trail = (await get(`/api/user/${target.id}/audit`, adminToken)).json();
      expect(trail.find((e: { action: string }) => e.action === 'impersonation.ended')).toMatchObject({
        details: { sessionId: sid, reason: row.revokedReason },
      });
    }
  });

  it('every write route answers 403 to an impersonation token (generated from the route table)', async () => {
    const target = await seedUser(database.db);
    const pair = (await get(`/api/auth/impersonate/${target.id}`, adminToken)).json();
    const writes = app.routeTable.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(writes.length).toBeGreaterThan(40);
    const answered: string[] = [];
    for (const route of writes) {
      const key = `${route.method} ${route.url}`;
      if (IMPERSONATION_ALLOWED_WRITES.has(key)) continue;
      const url = route.url.replace(/:[A-Za-z]+\??/g, MISSING);
      const response = await app.inject({ method: route.method as 'POST', url, headers: bearer(pair.token), payload: {} });
      if (response.statusCode !== 403 || response.json().detail !== IMPERSONATION_READ_ONLY)
        answered.push(`${key} → ${response.statusCode}`);
    }
    expect(answered).toEqual([]);
    expect([...IMPERSONATION_ALLOWED_WRITES]).toEqual(['POST /api/auth/revoke', 'POST /api/auth/refresh']);
    // the allowed ones: logout ends the session
    expect((await send('POST', '/api/auth/revoke', pair.token)).statusCode).toBe(204);
    await waitFor(async () => (await get('/api/user/me', pair.token)).statusCode === 401);
  });
});

describe('GET api/admin/candidates and api/admin/candidates/{id}', () => {
  it('401, 403, 400 naming the field, 404, and the list with filters', async () => {
    expectProblem(await get('/api/admin/candidates'), 401);
    expectProblem(await get('/api/admin/candidates', employerToken), 403);
    expectProblem(await get(`/api/admin/candidates/${candidate.id}`, candidateToken), 403);
    expect(expectProblem(await get('/api/admin/candidates?minScore=80&maxScore=20', adminToken), 400).errors).toHaveProperty('maxScore');
    expect(expectProblem(await get('/api/admin/candidates?completeness=most', adminToken), 400).errors).toHaveProperty('completeness');
    const list = (await get('/api/admin/candidates?search=zebra', adminToken)).json();
    expect(list.totalRecords).toBe(1);
    expect(list.candidates[0]).toMatchObject({ id: candidate.id, completeness: 'none', score: null });
    expect((await get('/api/admin/candidates?search=zebra&completeness=complete', adminToken)).json().totalRecords).toBe(0);
    expect((await get('/api/admin/candidates?search=zebra&lastLogin=week', adminToken)).json().totalRecords).toBe(1);
    const detail = (await get(`/api/admin/candidates/${candidate.id}`, adminToken)).json();
    expect(detail).toMatchObject({ user: { id: candidate.id }, profile: null, applications: { totalRecords: 0 } });
    expect(expectProblem(await get(`/api/admin/candidates/${admin.id}`, adminToken), 404).detail).toBe('This candidate does not exist.');
    expectProblem(await get(`/api/admin/candidates/${MISSING}`, adminToken), 404);
  });
});

describe('subscriptions for a chosen company (administrator)', () => {
  it('reads and starts a checkout for the company named by companyId, audited; 400 bad id, 404 unknown, 403 for employers', async () => {
    const { company } = await seedCompany(database.db, { name: 'Acted For Co' });
    const config = await get(`/api/subscription/config?companyId=${company.id}`, adminToken);
    expect(config.statusCode).toBe(200);
    const priceId = config.json().plans[0]?.priceId as string;
    expect(priceId).toBeTruthy();
    const checkout = await send('POST', `/api/subscription/checkout?companyId=${company.id}`, adminToken, { priceId });
    expect(checkout.statusCode).toBe(200);
    expect(typeof checkout.json().url).toBe('string');
    const { auditLog } = await import('../audit-log/tables.ts');
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, company.id));
    expect(rows.map((r) => r.action)).toContain('subscription.checkout-started');
    expect(expectProblem(await get('/api/subscription/config?companyId=nope', adminToken), 400).errors).toHaveProperty('companyId');
    expectProblem(await send('POST', `/api/subscription/checkout?companyId=${MISSING}`, adminToken, { priceId }), 404);
    // an employer cannot reach another company this way: their own company is used
    const own = await get(`/api/subscription/config?companyId=${company.id}`, employerToken);
    expect(own.statusCode).toBe(200);
    const ownRows = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, company.id));
    expect(ownRows).toHaveLength(rows.length);
  });
});
