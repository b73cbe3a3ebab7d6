import { required } from '@talentmatch/shared/required';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_LIMITS,
  MESSAGING_MESSAGES,
  type Conversation,
  type ConversationPreviewList,
  type ConversationUser,
  type LiveEvent,
  type Message,
  type MessagePage,
  type MessageView,
} from '@talentmatch/shared/messaging';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { users } from '../users/tables.ts';
import { auditLog } from '../audit-log/tables.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { applications } from '../applications/tables.ts';
import { ensureConversation } from './posting.ts';
import { messages } from './tables.ts';
import { candidateSession, companyTeam, messagingWorld, userSession, type MessagingWorld, type Session } from './test-fixtures.ts';

let database: Database;
let app: FastifyInstance;
let w: MessagingWorld;

useTestApp((t) => ({ database, app } = t));
beforeAll(async () => {
  w = await messagingWorld(app, database.db);
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who?: Session, payload?: object) => app.inject({ method, url, headers: who?.headers, payload });

async function ok<T>(method: Method, url: string, who: Session, payload?: object, status = 200): Promise<T> {
  const response = await call(method, url, who, payload);
  if (response.statusCode !== status) throw new Error(`${method} ${url}: expected ${status}, got ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

const start = (from: Session, to: string, body = 'Hello', jobId: string | null = null) =>
  ok<{ conversation: Conversation; message: Message }>('POST', '/api/message/conversation', from, { id: to, jobId, body }, 201);
const send = (from: Session, conversationId: string, body: string) =>
  ok<Message>('POST', '/api/message/', from, { conversationId, body }, 201);
const unread = async (who: Session) => (await ok<{ count: number }>('GET', '/api/message/unread-count/user', who)).count;
const previews = (who: Session, query = '') => ok<ConversationPreviewList>('GET', `/api/message/previews?${query}`, who);
const countMessages = async (conversationId: string) =>
  (await database.db.select().from(messages).where(eq(messages.conversationId, conversationId))).length;

const NOBODY = '00000000-0000-4000-8000-000000000000';

describe('authentication and roles', () => {
  const calls: Array<[Method, string]> = [
    ['GET', '/api/message/unread-count/user'],
    ['GET', '/api/message/previews'],
    ['GET', `/api/message/job-previews/${NOBODY}`],
    ['GET', `/api/message/message-view?conversationId=${NOBODY}`],
    ['GET', `/api/message/messages/${NOBODY}`],
    ['GET', `/api/message/conversation/${NOBODY}`],
    ['GET', `/api/message/conversation/?id=${NOBODY}`],
    ['GET', `/api/message/has-messaged/?id=${NOBODY}`],
    ['POST', '/api/message/'],
    ['POST', '/api/message/conversation'],
    ['POST', '/api/message/empty-conversation'],
    ['PUT', `/api/message/mark-read/${NOBODY}`],
    ['PUT', `/api/message/mark-read/conversation/${NOBODY}`],
    ['GET', `/api/message/users-in-conversation/${NOBODY}`],
    ['GET', `/api/message/attachment/${NOBODY}`],
    ['POST', `/api/message/upload-profile-attachment/?candidateId=${NOBODY}&attachmentId=${NOBODY}`],
  ];

  it('answers 401 to every call without a token', async () => {
    for (const [method, url] of calls) expectProblem(await call(method, url), 401);
    expectProblem(
      await call('GET', '/api/message/previews', { user: w.candidate.user, token: 'x', headers: { authorization: 'Bearer not-a-token' } }),
      401,
    );
  });

  it('answers 403 to a user without a messaging role, except for the unread count any signed-in user has', async () => {
    for (const [method, url] of calls.slice(1)) expectProblem(await call(method, url, w.roleless), 403);
    expect(await unread(w.roleless)).toBe(0);
  });

  it('keeps administrators out of the two parties’ calls and employers out of the candidate’s', async () => {
    const partyCalls = calls.filter(([, url]) =>
      /conversation\/\?id|has-messaged|\/conversation$|empty-conversation|upload-profile/.test(url),
    );
    expect(partyCalls).toHaveLength(5);
    for (const [method, url] of partyCalls)
      expectProblem(await call(method, url, w.admin, method === 'POST' ? { id: NOBODY, body: 'Hi' } : undefined), 403);
    const upload = `/api/message/upload-profile-attachment/?candidateId=${NOBODY}&attachmentId=${NOBODY}`;
    expectProblem(await call('POST', upload, w.manager), 403);
  });
});

describe('starting a conversation: POST conversation', () => {
  it('lets an employer write to a visible candidate about one of its jobs, and continue there', async () => {
    const { conversation, message } = await start(w.manager, w.candidate.user.id, 'We would like to talk.', w.job.id);
    expect(conversation).toMatchObject({
      candidate: { id: w.candidate.user.id, firstName: 'Priya', lastName: 'Raman', headline: 'Backend engineer', hasPhoto: false },
      company: { id: w.company.id, name: 'Northwind Robotics', logoUrl: null },
      job: { id: w.job.id, title: 'Warehouse data analyst', status: 'open' },
      hiring: null,
      lastMessageAt: message.createdAt,
    });
    expect(message).toMatchObject({
      conversationId: conversation.id,
      body: 'We would like to talk.',
      sender: { id: w.manager.user.id, name: 'Erin Walsh', side: 'employer' },
      templateType: null,
      attachment: null,
      fromMe: true,
      read: true,
    });
    const again = await start(w.recruiter, w.candidate.user.id, 'Following up.', w.job.id);
    expect(again.conversation.id).toBe(conversation.id);
    expect(await countMessages(conversation.id)).toBe(2);
  });

  it('refuses candidates an employer cannot see (hidden, unknown, not a candidate) unless their conversation exists', async () => {
    const hidden = await candidateSession(app, database.db, {}, 'hidden');
    for (const id of [hidden.user.id, NOBODY, w.recruiter.user.id]) {
      const refused = expectProblem(await call('POST', '/api/message/conversation', w.manager, { id, body: 'Hi' }), 404);
      expect(refused.detail).toBe(MESSAGING_MESSAGES.candidateNotFound);
    }
    // a hidden candidate who applied has the job's conversation: it goes on
    await ensureConversation(database.db, { candidateId: hidden.user.id, companyId: w.company.id, jobId: w.job.id });
    expect((await start(w.manager, hidden.user.id, 'Thanks for applying.', w.job.id)).message.body).toBe('Thanks for applying.');
  });

  it('refuses a job that is not the employer’s company’s', async () => {
    const theirs = await seedJob(database.db, { companyId: w.otherCompany.id });
    for (const jobId of [theirs.id, NOBODY]) {
      const refused = expectProblem(
        await call('POST', '/api/message/conversation', w.manager, { id: w.candidate.user.id, jobId, body: 'Hi' }),
        404,
      );
      expect(refused.detail).toBe(MESSAGING_MESSAGES.jobNotFound);
    }
  });

  it('lets a candidate write to a company only about one of its open jobs, or reply where it wrote first', async () => {
    const me = await candidateSession(app, database.db);
    const closed = await seedJob(database.db, { companyId: w.company.id, status: 'closed' });
    const elsewhere = await seedJob(database.db, { companyId: w.otherCompany.id });
    for (const jobId of [null, closed.id, elsewhere.id, NOBODY]) {
      const refused = expectProblem(await call('POST', '/api/message/conversation', me, { id: w.company.id, jobId, body: 'Hi' }), 403);
      expect(refused.detail).toBe(MESSAGING_MESSAGES.candidateMustApply);
    }
    const { conversation, message } = await start(me, w.company.id, 'Is the role remote?', w.job.id);
    expect(conversation).toMatchObject({ candidate: { id: me.user.id }, company: { id: w.company.id }, job: { id: w.job.id } });
    expect(message.sender).toMatchObject({ id: me.user.id, side: 'candidate' });
    // the company wrote first without a job: the candidate may answer there
    const general = await start(w.manager, me.user.id, 'A general hello.');
    expect((await start(me, w.company.id, 'Hello back.')).conversation.id).toBe(general.conversation.id);
    expect(expectProblem(await call('POST', '/api/message/conversation', me, { id: NOBODY, body: 'Hi' }), 404).detail).toBe(
      MESSAGING_MESSAGES.companyNotFound,
    );
  });

  it('answers 400 for an empty or too long text and bad ids, storing nothing', async () => {
    const me = await candidateSession(app, database.db);
    const cases: Array<[object, string]> = [
      [{ id: me.user.id, body: '   ' }, 'body'],
      [{ id: me.user.id, body: 'x'.repeat(MESSAGE_LIMITS.bodyChars + 1) }, 'body'],
      [{ id: 'someone', body: 'Hi' }, 'id'],
      [{ id: me.user.id, jobId: 'job-1', body: 'Hi' }, 'jobId'],
    ];
    for (const [payload, field] of cases) {
      const problem = expectProblem(await call('POST', '/api/message/conversation', w.manager, payload), 400);
      expect(Object.keys(problem.errors ?? {})).toEqual([field]);
    }
    expect(expectProblem(await call('POST', '/api/message/conversation', w.manager, { id: me.user.id, body: '' }), 400).errors).toEqual({
      body: [MESSAGING_MESSAGES.emptyMessage],
    });
    expect(await ok('GET', `/api/message/has-messaged/?id=${me.user.id}`, w.manager)).toEqual({ hasMessaged: false, conversationId: null });
  });
});

describe('empty-conversation, conversation/?id&jobId and has-messaged', () => {
  it('open, find and tell the conversation with the other party from either side', async () => {
    const me = await candidateSession(app, database.db);
    const query = `?id=${me.user.id}&jobId=${w.job.id}`;
    expect(expectProblem(await call('GET', `/api/message/conversation/${query}`, w.manager), 404).detail).toBe(
      MESSAGING_MESSAGES.conversationNotFound,
    );
    expect(await ok('GET', `/api/message/has-messaged/${query}`, w.manager)).toEqual({ hasMessaged: false, conversationId: null });

    const opened = await ok<Conversation>('POST', '/api/message/empty-conversation', w.manager, { id: me.user.id, jobId: w.job.id }, 201);
    expect(opened).toMatchObject({ candidate: { id: me.user.id }, job: { id: w.job.id }, lastMessageAt: null });
    const reopened = await ok<Conversation>(
      'POST',
      '/api/message/empty-conversation',
      w.recruiter,
      { id: me.user.id, jobId: w.job.id },
      200,
    );
    expect(reopened.id).toBe(opened.id);
    expect((await ok<Conversation>('GET', `/api/message/conversation/${query}`, w.recruiter)).id).toBe(opened.id);
    expect(await ok('GET', `/api/message/has-messaged/${query}`, w.manager)).toEqual({ hasMessaged: false, conversationId: opened.id });

    await send(me, opened.id, 'Thank you for reaching out.');
    const fromCandidate = `?id=${w.company.id}&jobId=${w.job.id}`;
    expect((await ok<Conversation>('GET', `/api/message/conversation/${fromCandidate}`, me)).id).toBe(opened.id);
    expect(await ok('GET', `/api/message/has-messaged/${fromCandidate}`, me)).toEqual({ hasMessaged: true, conversationId: opened.id });
    // another company does not see it
    expectProblem(await call('GET', `/api/message/conversation/${query}`, w.outsider), 404);
    expect(await ok('GET', `/api/message/has-messaged/${query}`, w.outsider)).toEqual({ hasMessaged: false, conversationId: null });
    // the general conversation (no job) is another one
    expectProblem(await call('GET', `/api/message/conversation/?id=${me.user.id}`, w.manager), 404);
  });

  it('follows the rules of who may start one', async () => {
    const me = await candidateSession(app, database.db);
    expect(expectProblem(await call('POST', '/api/message/empty-conversation', me, { id: w.company.id }), 403).detail).toBe(
      MESSAGING_MESSAGES.candidateMustApply,
    );
    await ok('POST', '/api/message/empty-conversation', me, { id: w.company.id, jobId: w.job.id }, 201);
    const hidden = await candidateSession(app, database.db, {}, 'hidden');
    expectProblem(await call('POST', '/api/message/empty-conversation', w.manager, { id: hidden.user.id }), 404);
  });

  it('answers 400 for bad ids', async () => {
    expect(expectProblem(await call('POST', '/api/message/empty-conversation', w.manager, {}), 400).errors).toHaveProperty('id');
    expect(expectProblem(await call('GET', '/api/message/conversation/?id=abc', w.manager), 400).errors).toHaveProperty('id');
    expect(expectProblem(await call('GET', `/api/message/has-messaged/?id=${NOBODY}&jobId=abc`, w.manager), 400).errors).toHaveProperty(
      'jobId',
    );
    expectProblem(await call('GET', '/api/message/conversation/not-a-uuid', w.manager), 400);
  });
});

describe('previews', () => {
  let team: Awaited<ReturnType<typeof companyTeam>>;
  let people: Session[];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    team = await companyTeam(app, database.db, 'Fabrikam Logistics', 'Night shift coordinator');
    people = [];
    for (const [firstName, lastName] of [
      ['Ana', 'Quill'],
      ['Ben', 'Okafor'],
      ['Cleo', 'Marsh'],
      ['Dev', 'Patel'],
    ]) {
      people.push(await candidateSession(app, database.db, { firstName, lastName }));
    }
    const [ana, ben, cleo, dev] = people;
    ids.ana = (await start(team.manager, ana.user.id, 'About the night shift', team.job.id)).conversation.id;
    ids.cleo = (await ok<Conversation>('POST', '/api/message/empty-conversation', team.manager, { id: cleo.user.id }, 201)).id;
    ids.ben = (await start(team.manager, ben.user.id, 'Hello Ben')).conversation.id;
    ids.dev = (await ok<Conversation>('POST', '/api/message/empty-conversation', team.manager, { id: dev.user.id }, 201)).id;
    await send(ana, ids.ana, 'I have run kelp-farm logistics at 100% capacity.');
  });

  it('orders by last message, newest first, and puts conversations without messages last, newest first', async () => {
    const list = await previews(team.manager);
    expect(list.items.map((p) => p.id)).toEqual([ids.ana, ids.ben, ids.dev, ids.cleo]);
    expect(list).toMatchObject({ totalRecords: 4, page: 1, pageSize: 30 });
    const [ana, ben, dev] = list.items;
    expect(ana).toMatchObject({
      candidate: { firstName: 'Ana', lastName: 'Quill' },
      job: { id: team.job.id, title: 'Night shift coordinator' },
      unreadCount: 1,
      lastMessage: {
        body: 'I have run kelp-farm logistics at 100% capacity.',
        senderName: 'Ana Quill',
        fromMe: false,
        hasAttachment: false,
      },
    });
    expect(ben).toMatchObject({ job: null, unreadCount: 0, lastMessage: { body: 'Hello Ben', senderName: 'Kim Zimmer', fromMe: true } });
    expect(dev).toMatchObject({ lastMessage: null, lastMessageAt: null, unreadCount: 0 });
  });

  it('pages with the total, and filters to unread conversations', async () => {
    const second = await previews(team.manager, 'page=2&pageSize=3');
    expect(second.items.map((p) => p.id)).toEqual([ids.cleo]);
    expect(second).toMatchObject({ totalRecords: 4, page: 2, pageSize: 3 });
    const unreadOnly = await previews(team.manager, 'unreadOnly=true');
    expect(unreadOnly.items.map((p) => p.id)).toEqual([ids.ana]);
    expect(unreadOnly.totalRecords).toBe(1);
  });

  it('searches candidate names, company names, job titles and message text (no wildcards)', async () => {
    const found = async (who: Session, search: string) =>
      (await previews(who, `search=${encodeURIComponent(search)}`)).items.map((p) => p.id);
    expect(await found(team.manager, 'okafor')).toEqual([ids.ben]);
    expect(await found(team.manager, 'NIGHT SHIFT coord')).toEqual([ids.ana]);
    expect(await found(team.manager, 'kelp-farm')).toEqual([ids.ana]);
    expect(await found(team.manager, '100%')).toEqual([ids.ana]);
    expect(await found(team.manager, '%')).toEqual([ids.ana]);
    expect(await found(team.manager, '_')).toEqual([]);
    expect(await found(required(people[1]), 'fabrikam')).toEqual([ids.ben]);
    expect(await found(required(people[1]), 'contoso')).toEqual([]);
  });

  it('shows a candidate their own conversations with the company on the other side', async () => {
    const list = await previews(required(people[0]));
    expect(list.totalRecords).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: ids.ana,
      company: { id: team.company.id, name: 'Fabrikam Logistics', logoUrl: null },
      unreadCount: 0,
      lastMessage: { fromMe: true, senderName: 'Ana Quill' },
    });
  });

  it('carries the hiring status of the job ↔ candidate pair', async () => {
    const [application] = await database.db
      .insert(applications)
      .values({ jobId: team.job.id, candidateId: people[0]?.user.id, status: 'Applied', origin: 'application', conversationId: ids.ana })
      .returning();
    const list = await previews(team.manager, 'search=quill');
    expect(list.items[0]?.hiring).toEqual({ applicationId: application?.id, status: 'Applied' });
    expect((await ok<Conversation>('GET', `/api/message/conversation/${ids.ana}`, required(people[0]))).hiring).toEqual({
      applicationId: application?.id,
      status: 'Applied',
    });
  });

  it('shows administrators every conversation, with no unread counts of their own', async () => {
    const list = await previews(w.admin, 'search=fabrikam&pageSize=100');
    expect(list.items.map((p) => p.id).sort()).toEqual(Object.values(ids).sort());
    expect(list.items.every((p) => p.unreadCount === 0)).toBe(true);
  });

  it('job-previews: the job’s conversations for its company, the candidate’s own, administrators; 404 to other companies', async () => {
    const url = `/api/message/job-previews/${team.job.id}`;
    expect((await ok<ConversationPreviewList>('GET', url, team.manager)).items.map((p) => p.id)).toEqual([ids.ana]);
    expect((await ok<ConversationPreviewList>('GET', url, w.admin)).items.map((p) => p.id)).toEqual([ids.ana]);
    expect((await ok<ConversationPreviewList>('GET', url, required(people[0]))).items.map((p) => p.id)).toEqual([ids.ana]);
    expect(await ok<ConversationPreviewList>('GET', url, required(people[1]))).toMatchObject({ items: [], totalRecords: 0 });
    expect(expectProblem(await call('GET', url, w.outsider), 404).detail).toBe(MESSAGING_MESSAGES.jobNotFound);
    expectProblem(await call('GET', `/api/message/job-previews/${NOBODY}`, team.manager), 404);
  });

  it('answers 400 for bad paging, a long search and a bad job id', async () => {
    for (const query of ['page=0', 'pageSize=101', 'page=two', `search=${'x'.repeat(101)}`])
      expectProblem(await call('GET', `/api/message/previews?${query}`, team.manager), 400);
    expectProblem(await call('GET', '/api/message/job-previews/abc', team.manager), 400);
  });
});

describe('messages and message-view', () => {
  let me: Session;
  let conversationId: string;
  let sent: Message[];

  beforeAll(async () => {
    me = await candidateSession(app, database.db, { firstName: 'Noor', lastName: 'Haddad' });
    const first = await start(w.manager, me.user.id, 'one');
    conversationId = first.conversation.id;
    sent = [first.message];
    for (const [who, body] of [
      [me, 'two'],
      [w.recruiter, 'three'],
      [me, 'four'],
      [w.manager, 'five'],
    ] as const)
      sent.push(await send(who, conversationId, body));
  });

  it('pages back from the newest, each page in chronological order', async () => {
    const url = `/api/message/messages/${conversationId}`;
    const newest = await ok<MessagePage>('GET', `${url}?limit=2`, me);
    expect(newest.items.map((m) => m.body)).toEqual(['four', 'five']);
    expect(newest.nextBefore).toBe(sent[3]?.id);
    const middle = await ok<MessagePage>('GET', `${url}?limit=2&before=${newest.nextBefore}`, me);
    expect(middle.items.map((m) => m.body)).toEqual(['two', 'three']);
    const oldest = await ok<MessagePage>('GET', `${url}?limit=2&before=${middle.nextBefore}`, me);
    expect(oldest).toMatchObject({ items: [{ body: 'one' }], nextBefore: null });
    expect((await ok<MessagePage>('GET', url, me)).items).toHaveLength(5);
  });

  it('marks what the caller has read: own messages always, others up to their watermark', async () => {
    const page = await ok<MessagePage>('GET', `/api/message/messages/${conversationId}`, me);
    expect(page.items.map((m) => [m.body, m.fromMe, m.read])).toEqual([
      // replying reads what came before
      ['one', false, true],
      ['two', true, true],
      ['three', false, true],
      ['four', true, true],
      ['five', false, false],
    ]);
    expect(page.items[2]?.sender).toEqual({ id: w.recruiter.user.id, name: 'Marcus Chen', side: 'employer' });
  });

  it('message-view: the conversation, the newest messages, its people, and whether the caller may post', async () => {
    const view = await ok<MessageView>('GET', `/api/message/message-view?conversationId=${conversationId}&limit=3`, me);
    expect(view.conversation).toMatchObject({ id: conversationId, candidate: { id: me.user.id }, job: null });
    expect(view.messages.items.map((m) => m.body)).toEqual(['three', 'four', 'five']);
    expect(view.messages.nextBefore).toBe(sent[2]?.id);
    expect(view.users.map((u) => u.id)).toEqual([me.user.id, w.manager.user.id, w.recruiter.user.id]);
    expect(view.canPost).toBe(true);
  });

  it('answers 400 for a bad limit and a cursor that is not a message of the conversation', async () => {
    const url = `/api/message/messages/${conversationId}`;
    for (const query of ['limit=0', 'limit=101', 'before=abc']) expectProblem(await call('GET', `${url}?${query}`, me), 400);
    const elsewhere = await start(w.manager, w.candidate.user.id, 'elsewhere');
    const problem = expectProblem(await call('GET', `${url}?before=${elsewhere.message.id}`, me), 400);
    expect(problem.errors).toEqual({ before: [MESSAGING_MESSAGES.messageNotFound] });
    expectProblem(await call('GET', '/api/message/message-view', me), 400);
    expectProblem(await call('GET', '/api/message/messages/abc', me), 400);
  });
});

describe('posting: POST api/message/ (JSON)', () => {
  it('posts for a participant, answers 201 and announces it live', async () => {
    const me = await candidateSession(app, database.db);
    const { conversation } = await start(w.manager, me.user.id, 'Hi');
    const events: LiveEvent[] = [];
    const stop = app.ctx.events.subscribe(w.recruiter.user.id, (event) => events.push(event));
    const message = await send(me, conversation.id, '  Hello there  ');
    // the announcement runs after the answer, off the request path
    await app.ctx.background.idle();
    stop();
    expect(message).toMatchObject({ body: 'Hello there', fromMe: true, read: true, sender: { id: me.user.id, side: 'candidate' } });
    expect(events).toContainEqual({ type: 'message', conversationId: conversation.id, messageId: message.id, senderId: me.user.id });
    expect(events).toContainEqual({ type: 'unread', count: await unread(w.recruiter) });
  });

  it('still answers 201 when publishing the live event fails', async () => {
    const { conversation } = await start(w.manager, w.candidate.user.id, 'Hi');
    const publish = vi.spyOn(app.ctx.events, 'publish').mockRejectedValueOnce(new Error('redis is down'));
    try {
      await send(w.candidate, conversation.id, 'Still delivered');
      await app.ctx.background.idle();
      expect(publish).toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
    expect((await ok<MessagePage>('GET', `/api/message/messages/${conversation.id}`, w.manager)).items.at(-1)?.body).toBe(
      'Still delivered',
    );
  });

  it('answers 400 for an empty message, a long one and a bad conversation id, storing nothing', async () => {
    const { conversation } = await start(w.manager, w.candidate.user.id, 'Hi');
    const before = await countMessages(conversation.id);
    const empty = expectProblem(await call('POST', '/api/message/', w.candidate, { conversationId: conversation.id, body: ' ' }), 400);
    expect(empty).toMatchObject({ detail: MESSAGING_MESSAGES.emptyMessage, errors: { body: [MESSAGING_MESSAGES.emptyMessage] } });
    const long = expectProblem(
      await call('POST', '/api/message/', w.candidate, { conversationId: conversation.id, body: 'x'.repeat(5001) }),
      400,
    );
    expect(long.errors).toEqual({ body: [MESSAGING_MESSAGES.bodyTooLong] });
    expect(
      expectProblem(await call('POST', '/api/message/', w.candidate, { conversationId: 'c-1', body: 'Hi' }), 400).errors,
    ).toHaveProperty('conversationId');
    expect(await countMessages(conversation.id)).toBe(before);
    expect(expectProblem(await call('POST', '/api/message/', w.candidate, { conversationId: NOBODY, body: 'Hi' }), 404).detail).toBe(
      MESSAGING_MESSAGES.conversationNotFound,
    );
  });
});

describe('read state and unread counts', () => {
  it('counts per user: two employers of one company read on their own', async () => {
    const team = await companyTeam(app, database.db, 'Tailspin Freight');
    const colleague = await userSession(app, database.db, { roles: ['Employer'], companyId: team.company.id });
    const me = await candidateSession(app, database.db);
    const { conversation } = await start(me, team.company.id, 'First question', team.job.id);
    const second = await send(me, conversation.id, 'Second question');
    expect([await unread(team.manager), await unread(colleague)]).toEqual([2, 2]);

    await app.ctx.background.idle(); // the sends' own announcements are out before listening
    const events: LiveEvent[] = [];
    const stop = app.ctx.events.subscribe(colleague.user.id, (event) => events.push(event));
    expect(await ok('PUT', `/api/message/mark-read/conversation/${conversation.id}`, colleague)).toEqual({ count: 0 });
    stop();
    expect(events).toEqual([{ type: 'unread', count: 0 }]);
    expect([await unread(team.manager), await unread(colleague)]).toEqual([2, 0]);

    // up to one message: the first is read, the second not yet
    const first = required((await ok<MessagePage>('GET', `/api/message/messages/${conversation.id}`, team.manager)).items[0]);
    expect(await ok('PUT', `/api/message/mark-read/${first.id}`, team.manager)).toEqual({ count: 1 });
    expect(await ok('PUT', `/api/message/mark-read/${second.id}`, team.manager)).toEqual({ count: 0 });
    // the watermark never moves back
    expect(await ok('PUT', `/api/message/mark-read/${first.id}`, team.manager)).toEqual({ count: 0 });
    const page = await ok<MessagePage>('GET', `/api/message/messages/${conversation.id}`, team.manager);
    expect(page.items.map((m) => m.read)).toEqual([true, true]);

    await send(me, conversation.id, 'Third question');
    expect([await unread(team.manager), await unread(colleague), await unread(me)]).toEqual([1, 1, 0]);
    // a new member of the team starts with the history read
    const newcomer = await userSession(app, database.db, { roles: ['Employer'], companyId: team.company.id });
    expect(await unread(newcomer)).toBe(0);
    await send(me, conversation.id, 'Fourth question');
    expect(await unread(newcomer)).toBe(1);
  });

  it('answers 400 for bad ids and 404 for an unknown message or conversation', async () => {
    expectProblem(await call('PUT', '/api/message/mark-read/abc', w.manager), 400);
    expectProblem(await call('PUT', '/api/message/mark-read/conversation/abc', w.manager), 400);
    expect(expectProblem(await call('PUT', `/api/message/mark-read/${NOBODY}`, w.manager), 404).detail).toBe(
      MESSAGING_MESSAGES.messageNotFound,
    );
    expect(expectProblem(await call('PUT', `/api/message/mark-read/conversation/${NOBODY}`, w.manager), 404).detail).toBe(
      MESSAGING_MESSAGES.conversationNotFound,
    );
  });
});

describe('users-in-conversation', () => {
  it('lists the candidate, then the company’s employers: account managers first, then by name; not the departed', async () => {
    const team = await companyTeam(app, database.db, 'Wingtip Toys');
    const baker = await userSession(app, database.db, {
      roles: ['Employer'],
      companyId: team.company.id,
      firstName: 'Bo',
      lastName: 'Baker',
    });
    const adams = await userSession(app, database.db, {
      roles: ['Employer'],
      companyId: team.company.id,
      firstName: 'Al',
      lastName: 'adams',
    });
    const gone = await userSession(app, database.db, { roles: ['Employer'], companyId: team.company.id });
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    const me = await candidateSession(app, database.db, { firstName: 'Yara', lastName: 'Zed' });
    const { conversation } = await start(team.manager, me.user.id, 'Hi');
    const people = await ok<ConversationUser[]>('GET', `/api/message/users-in-conversation/${conversation.id}`, me);
    expect(people).toEqual([
      { id: me.user.id, firstName: 'Yara', lastName: 'Zed', side: 'candidate', isAccountManager: false },
      { id: team.manager.user.id, firstName: 'Kim', lastName: 'Zimmer', side: 'employer', isAccountManager: true },
      { id: adams.user.id, firstName: 'Al', lastName: 'adams', side: 'employer', isAccountManager: false },
      { id: baker.user.id, firstName: 'Bo', lastName: 'Baker', side: 'employer', isAccountManager: false },
    ]);
    expect(await ok('GET', `/api/message/users-in-conversation/${conversation.id}`, w.admin)).toEqual(people);
    expectProblem(await call('GET', '/api/message/users-in-conversation/abc', me), 400);
  });
});

describe('another company and another candidate', () => {
  let conversationId: string;
  let messageId: string;

  beforeAll(async () => {
    const started = await start(w.manager, w.candidate.user.id, 'Private matters', w.job.id);
    conversationId = started.conversation.id;
    messageId = started.message.id;
  });

  it('are told the conversation does not exist, whatever they try', async () => {
    for (const stranger of [w.outsider, w.otherCandidate]) {
      const notFound = async (method: Method, url: string, payload?: object) =>
        expectProblem(await call(method, url, stranger, payload), 404).detail;
      expect(await notFound('GET', `/api/message/message-view?conversationId=${conversationId}`)).toBe(
        MESSAGING_MESSAGES.conversationNotFound,
      );
      expect(await notFound('GET', `/api/message/messages/${conversationId}`)).toBe(MESSAGING_MESSAGES.conversationNotFound);
      expect(await notFound('GET', `/api/message/conversation/${conversationId}`)).toBe(MESSAGING_MESSAGES.conversationNotFound);
      expect(await notFound('GET', `/api/message/users-in-conversation/${conversationId}`)).toBe(MESSAGING_MESSAGES.conversationNotFound);
      expect(await notFound('POST', '/api/message/', { conversationId, body: 'Let me in' })).toBe(MESSAGING_MESSAGES.conversationNotFound);
      expect(await notFound('PUT', `/api/message/mark-read/${messageId}`)).toBe(MESSAGING_MESSAGES.messageNotFound);
      expect(await notFound('PUT', `/api/message/mark-read/conversation/${conversationId}`)).toBe(MESSAGING_MESSAGES.conversationNotFound);
      const all = await previews(stranger, 'pageSize=100');
      expect(all.items.map((p) => p.id)).not.toContain(conversationId);
    }
    expect((await ok<ConversationPreviewList>('GET', `/api/message/job-previews/${w.job.id}`, w.otherCandidate)).items).toEqual([]);
    expectProblem(await call('GET', `/api/message/job-previews/${w.job.id}`, w.outsider), 404);
    expect((await ok<MessagePage>('GET', `/api/message/messages/${conversationId}`, w.candidate)).items.map((m) => m.body)).not.toContain(
      'Let me in',
    );
  });
});

describe('administrators', () => {
  it('read any conversation, each opening written to the audit log, but never post or mark read', async () => {
    const { conversation, message } = await start(w.manager, w.candidate.user.id, 'Moderated', w.job.id);
    const audited = () =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, 'conversation'), eq(auditLog.subjectId, conversation.id)))
        .orderBy(auditLog.createdAt);
    const view = await ok<MessageView>('GET', `/api/message/message-view?conversationId=${conversation.id}`, w.admin);
    expect(view.canPost).toBe(false);
    expect(view.messages.items.every((m) => m.read && !m.fromMe)).toBe(true);
    await ok('GET', `/api/message/messages/${conversation.id}`, w.admin);
    await ok('GET', `/api/message/conversation/${conversation.id}`, w.admin);
    await ok('GET', `/api/message/users-in-conversation/${conversation.id}`, w.admin);
    const rows = await audited();
    expect(rows.map((r) => [r.actorId, r.action, r.details])).toEqual([
      [w.admin.user.id, 'conversation.read', { via: 'message-view' }],
      [w.admin.user.id, 'conversation.read', { via: 'messages' }],
      [w.admin.user.id, 'conversation.read', { via: 'conversation' }],
    ]);

    const before = await countMessages(conversation.id);
    const readOnly = expectProblem(
      await call('POST', '/api/message/', w.admin, { conversationId: conversation.id, body: 'Moderator here' }),
      403,
    );
    expect(readOnly.detail).toBe(MESSAGING_MESSAGES.readOnly);
    expect(expectProblem(await call('PUT', `/api/message/mark-read/${message.id}`, w.admin), 403).detail).toBe(MESSAGING_MESSAGES.readOnly);
    expect(expectProblem(await call('PUT', `/api/message/mark-read/conversation/${conversation.id}`, w.admin), 403).detail).toBe(
      MESSAGING_MESSAGES.readOnly,
    );
    expect(await countMessages(conversation.id)).toBe(before);

    // participants reading leave no trace
    await ok('GET', `/api/message/message-view?conversationId=${conversation.id}`, w.candidate);
    expect(await audited()).toHaveLength(3);
  });
});
