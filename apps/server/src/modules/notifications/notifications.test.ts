import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedUser } from '../../seed/demo.ts';
import { notify } from './service.ts';

let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t));

async function signedIn(input: Parameters<typeof seedUser>[1] = {}) {
  const user = await seedUser(database.db, input);
  const { token } = await loginAs(app, user.email, user.password);
  return { user, headers: bearer(token) };
}

describe('the notification centre', () => {
  it('answers 401 without a bearer token', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/notifications' }), 401);
    expectProblem(await app.inject({ method: 'GET', url: '/api/notifications/unread-count' }), 401);
    expectProblem(await app.inject({ method: 'POST', url: '/api/notifications/read', payload: { ids: [] } }), 401);
  });

  it('answers 403 until the current terms are accepted', async () => {
    const { headers } = await signedIn({ termsAccepted: false });
    expectProblem(await app.inject({ method: 'GET', url: '/api/notifications', headers }), 403);
    expectProblem(await app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers }), 403);
    expectProblem(await app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload: { ids: [] } }), 403);
  });

  it('answers 400 naming the field for a bad page or bad ids', async () => {
    const { headers } = await signedIn();
    const page = expectProblem(await app.inject({ method: 'GET', url: '/api/notifications?pageSize=500', headers }), 400);
    expect(page.errors).toEqual({ pageSize: ['Page size is at most 50.'] });
    const none = expectProblem(await app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload: { ids: [] } }), 400);
    expect(none.errors).toEqual({ ids: ['Choose at least one notification.'] });
    const junk = expectProblem(await app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload: { ids: ['x'] } }), 400);
    expect(Object.keys(junk.errors ?? {})).toEqual(['ids.0']);
  });

  it('lists the caller’s notices newest first, counts the unread, and marks only their own read', async () => {
    const { user, headers } = await signedIn();
    const other = await signedIn();
    await notify({ db: database.db }, user.id, { kind: 'application', title: 'First', link: '/candidate/applications' });
    await notify({ db: database.db }, user.id, { kind: 'account', title: 'Second' });
    await notify({ db: database.db }, other.user.id, { kind: 'account', title: 'Not yours' });

    const count = await app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers });
    expect(count.json()).toEqual({ count: 2 });
    const list = await app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.total).toBe(2);
    expect(page.unread).toBe(2);
    expect(page.items.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(page.items[1]).toMatchObject({ kind: 'application', link: '/candidate/applications', readAt: null });

    const theirs = (await app.inject({ method: 'GET', url: '/api/notifications', headers: other.headers })).json().items[0].id;
    const read = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers,
      payload: { ids: [page.items[0].id, theirs] },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: other.headers })).json()).toEqual({
      count: 1,
    });
    const after = (await app.inject({ method: 'GET', url: '/api/notifications', headers })).json();
    expect(after.items[0].readAt).not.toBeNull();
    expect(after.items[1].readAt).toBeNull();
  });
});
