import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_READ_ACTIONS, type AuditEvent } from '@talentmatch/shared/administration';
import { bearer, loginAs, useTestApp, waitFor } from '../../../test/app.ts';
import { candidateWithProfile } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { outboxEmails } from '../../platform/db/schema.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { auditLog } from '../audit-log/tables.ts';

/**
 * An administrator reading a user's admin page, a mail sent to them or their conversation leaves a line in that user's
 * trail (who, what, when), shown on the user's admin page; reading the same thing again soon after adds none.
 */
let database: Database;
let app: FastifyInstance;
useTestApp((t) => ({ database, app } = t));

let admin: Awaited<ReturnType<typeof seedUser>>;
let adminToken: string;

beforeAll(async () => {
  admin = await seedUser(database.db, { roles: ['Administrator'], firstName: 'Ada', lastName: 'Reader' });
  adminToken = (await loginAs(app, admin.email, admin.password)).token;
});

const get = (url: string, token = adminToken) => app.inject({ method: 'GET', url, headers: bearer(token) });
const readsOf = async (userId: string): Promise<AuditEvent[]> =>
  ((await get(`/api/user/${userId}/audit`)).json() as AuditEvent[]).filter((e) => ADMIN_READ_ACTIONS.includes(e.action));

describe('reads by administrators in the user’s trail', () => {
  it('opening the user’s admin page and the candidate page: once per window, with who and when', async () => {
    const { user } = await candidateWithProfile(app, database.db);
    expect(await readsOf(user.id)).toEqual([]);
    expect((await get(`/api/user/${user.id}`)).statusCode).toBe(200);
    expect((await get(`/api/user/${user.id}`)).statusCode).toBe(200);
    expect((await get(`/api/admin/candidates/${user.id}`)).statusCode).toBe(200);
    const reads = await readsOf(user.id);
    expect(reads.map((r) => [r.action, r.summary, r.actorName])).toEqual([
      ['user.viewed', 'Viewed the candidate page', 'Ada Reader'],
      ['user.viewed', 'Viewed the account page', 'Ada Reader'],
    ]);
    expect(Date.parse(reads[0].at)).not.toBeNaN();
    // another administrator's read is their own line
    const other = await seedUser(database.db, { roles: ['Administrator'], firstName: 'Bo', lastName: 'Other' });
    await get(`/api/user/${user.id}`, (await loginAs(app, other.email, other.password)).token);
    expect((await readsOf(user.id))[0]).toMatchObject({ action: 'user.viewed', actorName: 'Bo Other' });
  });

  it('reading a mail sent to the user in the outbox', async () => {
    const user = await seedUser(database.db, { roles: ['Candidate'] });
    await app.ctx.mailer.send({ to: user.email, subject: 'Your interview on Monday', text: 'See you.', html: '<p>See you.</p>' });
    const [mail] = await waitFor(async () => {
      const rows = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
      return rows.length ? rows : null;
    });
    expect((await get(`/api/admin/emails/${mail.id}`)).statusCode).toBe(200);
    const reads = await readsOf(user.id);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      action: 'email.read',
      summary: 'Read the email “Your interview on Monday” sent to the user',
      actorName: 'Ada Reader',
      details: { emailId: mail.id },
    });
  });

  it('reading a conversation: a line for the candidate and for each employer who wrote in it, once for the three calls the page makes', async () => {
    const { company, manager } = await seedCompany(database.db, {});
    const silent = await seedUser(database.db, { roles: ['Employer'], companyId: company.id });
    const job = await seedJob(database.db, { companyId: company.id });
    const candidate = await candidateWithProfile(app, database.db);
    const application = await app.inject({
      method: 'POST',
      url: `/api/application/${job.id}`,
      headers: bearer(candidate.token),
      payload: {},
    });
    const { conversationId } = application.json();
    const managerToken = (await loginAs(app, manager.email, manager.password)).token;
    const posted = await app.inject({
      method: 'POST',
      url: '/api/message',
      headers: bearer(managerToken),
      payload: { conversationId, body: 'Hello' },
    });
    expect(posted.statusCode).toBe(201);
    for (const url of [
      `/api/message/message-view?conversationId=${conversationId}`,
      `/api/message/messages/${conversationId}`,
      `/api/message/conversation/${conversationId}`,
    ]) {
      expect((await get(url)).statusCode).toBe(200);
    }
    for (const person of [candidate.user.id, manager.id]) {
      const reads = await readsOf(person);
      expect(reads.map((r) => [r.action, r.summary, r.details.conversationId])).toEqual([
        ['conversation.read', 'Read a conversation of the user', conversationId],
      ]);
    }
    expect(await readsOf(silent.id)).toEqual([]);
    // the conversation's own moderation record keeps every call
    const moderation = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, conversationId));
    expect(moderation).toHaveLength(3);
  });

  it('an administrator opening their own page is not recorded', async () => {
    expect((await get(`/api/user/${admin.id}`)).statusCode).toBe(200);
    expect(await readsOf(admin.id)).toEqual([]);
  });
});
