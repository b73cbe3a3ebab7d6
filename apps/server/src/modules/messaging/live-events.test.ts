import { required } from '@talentmatch/shared/required';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Message } from '@talentmatch/shared/messaging';
import { createTestApp, expectProblem, loginAs, useTestApp, waitFor } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedUser } from '../../seed/demo.ts';
import { HEARTBEAT_MS, sseFrame } from './live-routes.ts';
import { messagingWorld, type MessagingWorld, type Session } from './test-fixtures.ts';

let database: Database;
let app: FastifyInstance;
let w: MessagingWorld;
let conversationId: string;

useTestApp((t) => ({ database, app } = t));
beforeAll(async () => {
  w = await messagingWorld(app, database.db);
  const started = await app.inject({
    method: 'POST',
    url: '/api/message/conversation',
    headers: w.manager.headers,
    payload: { id: w.candidate.user.id, body: 'Hello Priya' },
  });
  conversationId = started.json().conversation.id;
  await app.listen({ port: 0, host: '127.0.0.1' });
});

const baseOf = (server: FastifyInstance) => `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

interface Frame {
  event: string;
  data: unknown;
}

/** GET api/events held open: the frames and comments received so far, parsed as they arrive. */
async function listen(server: FastifyInstance, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${baseOf(server)}/api/events`, { headers, signal: controller.signal });
  const frames: Frame[] = [];
  const comments: string[] = [];
  let buffer = '';
  let ended = false;
  const reading = (async () => {
    const reader = required(response.body).getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          if (block.startsWith(':')) comments.push(block);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  return {
    response,
    frames,
    comments,
    ended: () => ended,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

type Stream = Awaited<ReturnType<typeof listen>>;
const open: Stream[] = [];
async function stream(who: Session) {
  const s = await listen(app, who.headers);
  open.push(s);
  return s;
}
afterEach(async () => {
  vi.useRealTimers();
  for (const s of open.splice(0)) await s.close();
  await waitFor(async () => app.ctx.events.listenerCount() === 0);
});

const send = async (from: Session, body: string) =>
  (await app.inject({ method: 'POST', url: '/api/message/', headers: from.headers, payload: { conversationId, body } })).json() as Message;
const unreadOf = async (who: Session) =>
  (await app.inject({ method: 'GET', url: '/api/message/unread-count/user', headers: who.headers })).json().count as number;

describe('GET api/events', () => {
  it('answers 401 without a valid bearer token', async () => {
    const response = await fetch(`${baseOf(app)}/api/events`);
    expect(response.status).toBe(401);
    expect((await response.json()).status).toBe(401);
    expectProblem(await app.inject({ method: 'GET', url: '/api/events', headers: { authorization: 'Bearer nope' } }), 401);
  });

  it('streams the unread count first, then the messages of the user’s conversations', async () => {
    const live = await stream(w.candidate);
    expect(live.response.status).toBe(200);
    expect(live.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(live.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(live.response.headers.get('x-accel-buffering')).toBe('no');
    await waitFor(async () => live.frames.length > 0);
    expect(live.frames[0]).toEqual({ event: 'unread', data: { count: await unreadOf(w.candidate) } });

    const message = await send(w.recruiter, 'Are you free on Friday?');
    const count = await unreadOf(w.candidate);
    await waitFor(async () => live.frames.some((f) => f.event === 'unread' && f !== live.frames[0]));
    expect(live.frames.slice(1)).toEqual([
      { event: 'message', data: { conversationId, messageId: message.id, senderId: w.recruiter.user.id } },
      { event: 'unread', data: { count } },
    ]);
  });

  it('tells the user’s other tabs when they read, and the employer’s team when the candidate writes', async () => {
    const tab1 = await stream(w.candidate);
    const tab2 = await stream(w.candidate);
    const team = await stream(w.manager);
    await waitFor(async () => tab1.frames.length > 0 && tab2.frames.length > 0 && team.frames.length > 0);
    await send(w.manager, 'One more thing');
    await waitFor(async () => tab2.frames.length >= 3);
    await app.inject({ method: 'PUT', url: `/api/message/mark-read/conversation/${conversationId}`, headers: w.candidate.headers });
    await waitFor(
      async () => tab2.frames.at(-1)?.event === 'unread' && (tab2.frames.at(-1)?.data as { count: number } | undefined)?.count === 0,
    );
    expect(tab1.frames.at(-1)).toEqual({ event: 'unread', data: { count: 0 } });

    const reply = await send(w.candidate, 'Sure');
    await waitFor(async () => team.frames.some((f) => f.event === 'message' && (f.data as { messageId: string }).messageId === reply.id));
    // the sender hears of their own message too (other tabs), and their count does not move
    const own = await waitFor(
      async () => tab1.frames.findIndex((f) => f.event === 'message' && (f.data as { messageId: string }).messageId === reply.id) + 1,
    );
    await waitFor(async () => tab1.frames.length > own);
    expect(tab1.frames[own]).toEqual({ event: 'unread', data: { count: 0 } });
  });

  it('stops listening when the client goes away', async () => {
    const live = await stream(w.otherCandidate);
    await waitFor(async () => live.frames.length > 0);
    expect(app.ctx.events.listenerCount()).toBe(1);
    await live.close();
    await waitFor(async () => app.ctx.events.listenerCount() === 0);
  });

  it(`sends a comment every ${HEARTBEAT_MS / 1000} s`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const live = await stream(w.otherCandidate);
    await waitFor(async () => live.frames.length > 0);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await waitFor(async () => live.comments.length > 0);
    expect(live.comments).toEqual([': ping']);
  });

  it('writes each event as its type and its data', () => {
    expect(sseFrame({ type: 'hiring', applicationId: 'a', jobId: 'j', status: 'Hired' })).toBe(
      'event: hiring\ndata: {"applicationId":"a","jobId":"j","status":"Hired"}\n\n',
    );
  });
});

describe('the end of a stream', () => {
  it('comes when the access token expires, and when the app closes', async () => {
    const shortLived = await createTestApp(database, { env: { ACCESS_TOKEN_TTL: '2' } });
    let closed = false;
    try {
      await shortLived.listen({ port: 0, host: '127.0.0.1' });
      const user = await seedUser(database.db, { roles: ['Candidate'] });
      const { token } = await loginAs(shortLived, user.email, user.password);
      const expiring = await listen(shortLived, { authorization: `Bearer ${token}` });
      await waitFor(async () => expiring.frames.length > 0);
      await waitFor(async () => expiring.ended(), 5000);
      expect(shortLived.ctx.events.listenerCount()).toBe(0);

      const { token: fresh } = await loginAs(shortLived, user.email, user.password);
      const held = await listen(shortLived, { authorization: `Bearer ${fresh}` });
      await waitFor(async () => held.frames.length > 0);
      await shortLived.close();
      closed = true;
      await waitFor(async () => held.ended());
    } finally {
      if (!closed) await shortLived.close();
    }
  });

  it('closes within a second when its session is revoked (logout), with a signed-out frame', async () => {
    const user = await seedUser(database.db, { roles: ['Candidate'] });
    const { token } = await loginAs(app, user.email, user.password);
    const headers = { authorization: `Bearer ${token}` };
    const live = await listen(app, headers);
    open.push(live);
    await waitFor(async () => live.frames.length > 0);
    const started = Date.now();
    expect((await app.inject({ method: 'POST', url: '/api/auth/revoke', headers })).statusCode).toBe(204);
    await waitFor(async () => live.ended(), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(live.frames.at(-1)).toEqual({ event: 'signed-out', data: {} });
  });

  it('an impersonation stream closes when its administrator is demoted, locked or deletes their account', async () => {
    const acting = await seedUser(database.db, { roles: ['Administrator'] });
    const actingHeaders = { authorization: `Bearer ${(await loginAs(app, acting.email, acting.password)).token}` };
    for (const change of ['demoted', 'locked', 'deleted'] as const) {
      const impersonator = await seedUser(database.db, { roles: ['Administrator'] });
      const own = { authorization: `Bearer ${(await loginAs(app, impersonator.email, impersonator.password)).token}` };
      const target = await seedUser(database.db, { roles: ['Candidate'] });
      const pair = (await app.inject({ method: 'GET', url: `/api/auth/impersonate/${target.id}`, headers: own })).json();
      const live = await listen(app, { authorization: `Bearer ${pair.token}` });
      open.push(live);
      await waitFor(async () => live.frames.length > 0);
      const response =
        change === 'demoted'
          ? await app.inject({ method: 'POST', url: '/api/admin/revoke', headers: actingHeaders, payload: { userId: impersonator.id } })
          : change === 'locked'
            ? await app.inject({
                method: 'PUT',
                url: '/api/user',
                headers: actingHeaders,
                payload: { id: impersonator.id, email: impersonator.email, firstName: 'I', lastName: 'M', phoneNumber: '', locked: true },
              })
            : await app.inject({ method: 'DELETE', url: '/api/user/me', headers: own });
      expect({ change, status: response.statusCode }).toEqual({ change, status: change === 'deleted' ? 204 : 200 });
      await waitFor(async () => live.ended());
      expect(live.frames.at(-1)).toEqual({ event: 'signed-out', data: {} });
    }
  });

  it('a password change closes the streams of the other sessions only', async () => {
    const user = await seedUser(database.db, { roles: ['Candidate'] });
    const here = { authorization: `Bearer ${(await loginAs(app, user.email, user.password)).token}` };
    const elsewhere = { authorization: `Bearer ${(await loginAs(app, user.email, user.password)).token}` };
    const kept = await listen(app, here);
    const ended = await listen(app, elsewhere);
    open.push(kept, ended);
    await waitFor(async () => kept.frames.length > 0 && ended.frames.length > 0);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/account/update-password',
      headers: here,
      payload: { currentPassword: user.password, newPassword: 'Fresh-Lantern-77', confirmPassword: 'Fresh-Lantern-77' },
    });
    expect(changed.statusCode).toBe(204);
    await waitFor(async () => ended.ended(), 1000);
    expect(kept.ended()).toBe(false);
  });
});
