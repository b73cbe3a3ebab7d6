import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.ts';
import { UPLOAD_LIMIT_DETAIL } from '../../platform/rate-limit.ts';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import { makePdf } from '../../../test/profile-helpers.ts';
import { memoryStorage, messagingWorld, multipartForm, type MessagingWorld } from './test-fixtures.ts';
import { messages } from './tables.ts';

const storage = memoryStorage();
let database: Database;
let app: FastifyInstance;
let w: MessagingWorld;
let conversationId: string;
useTestApp((t) => ({ database, app } = t), { env: { RATE_LIMIT_UPLOADS_PER_USER: '2' }, overrides: { storage } });
beforeAll(async () => {
  w = await messagingWorld(app, database.db);
  const started = await app.inject({
    method: 'POST',
    url: '/api/message/conversation',
    headers: w.manager.headers,
    payload: { id: w.candidate.user.id, jobId: w.job.id, body: 'Please send your portfolio.' },
  });
  conversationId = started.json().conversation.id;
});

describe('message attachments per user', () => {
  it('answers 429 in product words past the limit and stores nothing; text messages and other users go on', async () => {
    const pdf = await makePdf(['Portfolio']);
    const post = (headers: Record<string, string>, name: string) => {
      const form = multipartForm([
        { name: 'conversationId', value: conversationId },
        { name: 'body', value: name },
        { name: 'file', fileName: name, data: pdf, contentType: 'application/pdf' },
      ]);
      return app.inject({ method: 'POST', url: '/api/message', headers: { ...headers, ...form.headers }, payload: form.payload });
    };
    expect((await post(w.candidate.headers, 'one.pdf')).statusCode).toBe(201);
    expect((await post(w.candidate.headers, 'two.pdf')).statusCode).toBe(201);
    const keysBefore = storage.keys().length;
    const countBefore = (await database.db.select().from(messages).where(eq(messages.conversationId, conversationId))).length;

    const refused = await post(w.candidate.headers, 'three.pdf');
    expect(expectProblem(refused, 429).detail).toBe(UPLOAD_LIMIT_DETAIL);
    expect(storage.keys()).toHaveLength(keysBefore);
    expect(await database.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toHaveLength(countBefore);

    const text = await app.inject({
      method: 'POST',
      url: '/api/message',
      headers: w.candidate.headers,
      payload: { conversationId, body: 'Text only' },
    });
    expect(text.statusCode).toBe(201);
    expect((await post(w.manager.headers, 'offer.pdf')).statusCode).toBe(201);
  });
});
