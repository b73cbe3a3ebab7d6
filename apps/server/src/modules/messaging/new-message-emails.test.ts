import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { captureMailer } from '../../../test/capture-mailer.ts';
import type { Database } from '../../platform/db/index.ts';
import { ensureReferenceData } from '../../seed/reference-data.ts';
import { messagingWorld, type MessagingWorld } from './test-fixtures.ts';
import { excerpt, sendNewMessageEmails } from './new-message-emails.ts';
import { messageEmailNotices } from './tables.ts';

let database: Database;
let app: FastifyInstance;
let world: MessagingWorld;
const mailer = captureMailer();

useTestApp((t) => ({ database, app } = t), { overrides: { mailer } });

beforeAll(async () => {
  await ensureReferenceData(database.db);
  world = await messagingWorld(app, database.db);
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const ctx = () => app.ctx;

describe('new-message emails (sweep)', () => {
  let conversationId: string;

  it('mails the recipient of a message unread for 10 minutes, once per conversation per hour', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/message/conversation',
      headers: world.manager.headers,
      payload: {
        id: world.candidate.user.id,
        jobId: world.job.id,
        body: 'Hello Priya!\nCould you do a call on Thursday?\nThird line\nFourth line',
      },
    });
    expect(started.statusCode).toBe(201);
    conversationId = started.json().id ?? started.json().conversationId ?? started.json().conversation?.id;
    mailer.sent.length = 0;

    // not yet 10 minutes
    expect(await sendNewMessageEmails(ctx(), minutes(5))).toBe(0);
    expect(await sendNewMessageEmails(ctx(), minutes(11))).toBe(1);
    const [mail] = mailer.sent;
    expect(mail.to).toBe(world.candidate.user.email);
    expect(mail.subject).toBe('New message from Erin Walsh about Warehouse data analyst');
    expect(mail.text).toContain('Hello Priya!\nCould you do a call on Thursday?\nThird line');
    expect(mail.text).not.toContain('Fourth line');
    expect(mail.html).toContain('Open the conversation');
    // the same hour: nothing more
    expect(await sendNewMessageEmails(ctx(), minutes(30))).toBe(0);
    // an hour later, but nothing new since the email: nothing
    expect(await sendNewMessageEmails(ctx(), minutes(75))).toBe(0);
  });

  it('a newer unread message an hour after the last email mails again; reading it stops that', async () => {
    // the last email was two hours ago
    await database.db.update(messageEmailNotices).set({ lastSentAt: sql`now() - interval '2 hours'` });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/message',
      headers: world.manager.headers,
      payload: { conversationId, body: 'Any news?' },
    });
    expect(sent.statusCode).toBe(201);
    mailer.sent.length = 0;
    expect(await sendNewMessageEmails(ctx(), minutes(11))).toBe(1);
    expect(mailer.sent[0].text).toContain('Any news?');

    await database.db.update(messageEmailNotices).set({ lastSentAt: sql`now() - interval '2 hours'` });
    const read = await app.inject({
      method: 'PUT',
      url: `/api/message/mark-read/conversation/${conversationId}`,
      headers: world.candidate.headers,
    });
    expect(read.statusCode).toBeLessThan(300);
    expect(await sendNewMessageEmails(ctx(), minutes(11))).toBe(0);
  });

  it('mails the hiring team about a candidate’s message, except who switched new-message emails off', async () => {
    const off = await app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: world.recruiter.headers,
      payload: { newMessage: false },
    });
    expect(off.statusCode).toBe(200);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/message',
      headers: world.candidate.headers,
      payload: { conversationId, body: 'Thursday works.' },
    });
    expect(reply.statusCode).toBe(201);
    mailer.sent.length = 0;
    await sendNewMessageEmails(ctx(), minutes(11));
    const to = mailer.sent.map((m) => m.to);
    expect(to).toContain(world.manager.user.email);
    expect(to).not.toContain(world.recruiter.user.email);
    expect(to).not.toContain(world.candidate.user.email);
  });

  it('keeps the first lines short', () => {
    expect(excerpt('a'.repeat(400))).toHaveLength(298);
    expect(excerpt('')).toBe('(an attachment)');
  });
});
