import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOB_ALERT_MESSAGES } from '@talentmatch/shared/job-alerts';
import type { Database } from '../../platform/db/index.ts';
import { createTestApp, createTestDatabase, expectProblem } from '../../../test/app.ts';
import { captureMailer } from '../../../test/capture-mailer.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import { refreshJobSearchDocuments } from '../../../test/search-helpers.ts';
import { seedCompany } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { periodOf, runJobAlertDigests } from './digest.ts';
import { unsubscribeToken } from './service.ts';
import { jobAlertDeliveries, jobAlerts } from './tables.ts';
import { deleteAccount } from '../account/delete-account.ts';
import { renderSystemEmail, systemEmailRenderer } from '../email-templates/service.ts';

let database: Database;
let app: FastifyInstance;
const mailer = captureMailer();
let candidate: { user: { id: string; email: string }; headers: Record<string, string> };
let other: { headers: Record<string, string> };
let employer: { headers: Record<string, string> };
let companyId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { overrides: { mailer } });
  candidate = await signedIn(app, database.db, ['Candidate']);
  other = await signedIn(app, database.db, ['Candidate']);
  const { company } = await seedCompany(database.db, { name: 'Alert Works' });
  companyId = company.id;
  employer = await signedIn(app, database.db, ['Employer'], { companyId });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  mailer.sent.length = 0;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers?: Record<string, string>) =>
  app.inject({ method, url, payload: body as object, headers });
const ctx = () => ({ db: database.db, mailer, config: app.ctx.config });

describe('a candidate’s job alerts', () => {
  it('401 without a token, 403 for an employer', async () => {
    expectProblem(await call('GET', '/api/job-alerts'), 401);
    expectProblem(await call('POST', '/api/job-alerts', { keywords: 'x', frequency: 'daily' }), 401);
    expectProblem(await call('GET', '/api/job-alerts', undefined, employer.headers), 403);
    expectProblem(await call('POST', '/api/job-alerts', { keywords: 'x', frequency: 'daily' }, employer.headers), 403);
  });

  it('400 for an alert without criteria or a bad frequency; nothing stored', async () => {
    const none = expectProblem(await call('POST', '/api/job-alerts', { frequency: 'daily' }, candidate.headers), 400);
    expect(none.errors?.keywords).toEqual([JOB_ALERT_MESSAGES.noCriteria]);
    expect(
      expectProblem(await call('POST', '/api/job-alerts', { keywords: 'x', frequency: 'hourly' }, candidate.headers), 400).errors,
    ).toHaveProperty('frequency');
    expect((await call('GET', '/api/job-alerts', undefined, candidate.headers)).json().items).toEqual([]);
  });

  it('creates, lists, edits and deletes; another candidate’s alert is 404', async () => {
    const created = await call('POST', '/api/job-alerts', { keywords: 'welder', remote: true, frequency: 'weekly' }, candidate.headers);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await call('GET', '/api/job-alerts', undefined, candidate.headers)).json().items).toMatchObject([
      { id, keywords: 'welder', remote: true, frequency: 'weekly' },
    ]);
    const edited = await call(
      'PUT',
      `/api/job-alerts/${id}`,
      { keywords: 'welder', location: 'Porto', frequency: 'daily' },
      candidate.headers,
    );
    expect(edited.json()).toMatchObject({ location: 'Porto', remote: false, frequency: 'daily' });
    expectProblem(await call('PUT', `/api/job-alerts/${id}`, { keywords: 'x', frequency: 'daily' }, other.headers), 404);
    expectProblem(await call('DELETE', `/api/job-alerts/${id}`, undefined, other.headers), 404);
    expectProblem(await call('PUT', `/api/job-alerts/${id}`, { frequency: 'daily' }, candidate.headers), 400);
    expectProblem(await call('DELETE', '/api/job-alerts/nope', undefined, candidate.headers), 400);
    expect((await call('DELETE', `/api/job-alerts/${id}`, undefined, candidate.headers)).statusCode).toBe(204);
    expect((await call('GET', '/api/job-alerts', undefined, candidate.headers)).json().items).toEqual([]);
  });
});

describe('a visitor’s alert (double opt-in)', () => {
  it('sends nothing but the confirmation until it is confirmed; a used or unknown token changes nothing', async () => {
    expectProblem(await call('POST', '/api/public/job-alerts', { email: 'not-an-email', keywords: 'x', frequency: 'daily' }), 400);
    expectProblem(await call('POST', '/api/public/job-alerts', { email: 'v@example.test', frequency: 'daily' }), 400);
    const res = await call('POST', '/api/public/job-alerts', {
      email: 'Visitor@Example.test',
      keywords: 'glassblower',
      frequency: 'daily',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(JOB_ALERT_MESSAGES.subscribed);
    expect(mailer.sent).toHaveLength(1);
    const link = /\/job-alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mailer.sent[0].text);
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';

    // not confirmed: a matching job produces no digest
    await seedJob(database.db, { companyId, title: 'Glassblower apprentice', openedAt: new Date(Date.now() + 1000) });
    await refreshJobSearchDocuments(database.db);
    mailer.sent.length = 0;
    await runJobAlertDigests(ctx(), new Date('2031-01-01T08:00:00Z'));
    expect(mailer.sent.filter((m) => m.to === 'Visitor@Example.test' || m.to === 'visitor@example.test')).toHaveLength(0);

    expectProblem(await call('POST', '/api/public/job-alerts/confirm', { token: 'x'.repeat(32) }), 400);
    expect((await call('POST', '/api/public/job-alerts/confirm', { token })).statusCode).toBe(200);
    const again = expectProblem(await call('POST', '/api/public/job-alerts/confirm', { token }), 400);
    expect(again.detail).toBe(JOB_ALERT_MESSAGES.badConfirmToken);
  });
});

describe('digests', () => {
  it('a new matching job produces exactly one digest per period, with one-click unsubscribe headers; nothing when nothing matched', async () => {
    const created = await call('POST', '/api/job-alerts', { keywords: 'lighthouse keeper', frequency: 'daily' }, candidate.headers);
    const alertId = created.json().id as string;
    const day = new Date(Date.now() + 2 * 86_400_000);

    // nothing matched yet: no mail, no delivery
    await runJobAlertDigests(ctx(), day);
    expect(mailer.sent.filter((m) => m.to === candidate.user.email).map((m) => m.subject)).toEqual([]);

    // published after the alert started
    await new Promise((resolve) => setTimeout(resolve, 5));
    await seedJob(database.db, { companyId, title: 'Lighthouse keeper', openedAt: new Date() });
    await seedJob(database.db, { companyId, title: 'Internal lighthouse keeper', publicListing: false, openedAt: new Date() });
    await refreshJobSearchDocuments(database.db);
    await runJobAlertDigests(ctx(), day);
    await runJobAlertDigests(ctx(), day);
    const mine = mailer.sent.filter((m) => m.to === candidate.user.email);
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toContain('1 new jobs');
    expect(mine[0].text).toContain('Lighthouse keeper at Alert Works');
    expect(mine[0].text).not.toContain('Internal lighthouse keeper');
    expect(mine[0].listUnsubscribe).toBe(
      `${app.ctx.config.publicUrl}/api/public/job-alerts/unsubscribe?token=${unsubscribeToken(app.ctx.config.jwtSecret, alertId)}`,
    );
    const deliveries = await database.db.select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.alertId, alertId));
    expect(deliveries).toEqual([expect.objectContaining({ period: periodOf('daily', day), jobCount: 1 })]);

    // the next day: nothing new since the last digest, nothing sent
    mailer.sent.length = 0;
    await runJobAlertDigests(ctx(), new Date(day.getTime() + 86_400_000));
    expect(mailer.sent.filter((m) => m.to === candidate.user.email)).toHaveLength(0);
  });

  it('a run that fails mid-batch and is run again sends every digest exactly once', async () => {
    await seedJob(database.db, { companyId, title: 'Bellfounder', openedAt: new Date() });
    await refreshJobSearchDocuments(database.db);
    const ids = (
      await database.db
        .insert(jobAlerts)
        .values(
          Array.from({ length: 7 }, (_, n) => ({
            email: `bell${n}@example.test`,
            keywords: 'bellfounder',
            frequency: 'daily' as const,
            confirmedAt: new Date(Date.now() - 60_000),
          })),
        )
        .returning({ id: jobAlerts.id })
    ).map((r) => r.id);
    const day = new Date(Date.now() + 5 * 86_400_000);
    const mine = () => mailer.sent.filter((m) => m.to.startsWith('bell'));
    // the second batch with their mails fails to store them, after its delivery rows were written in the same transaction
    let batches = 0;
    const failing = {
      ...mailer,
      async prepare(tx: Parameters<typeof mailer.prepare>[0], messages: Parameters<typeof mailer.prepare>[1]) {
        if (messages.some((m) => m.to.startsWith('bell')) && ++batches === 2) throw new Error('the worker died');
        return mailer.prepare(tx, messages);
      },
    };
    await expect(runJobAlertDigests({ ...ctx(), mailer: failing }, day, { batchSize: 3 })).rejects.toThrow('the worker died');
    const delivered = async () =>
      (await database.db.select().from(jobAlertDeliveries)).filter((d) => ids.includes(d.alertId)).map((d) => d.alertId);
    const before = mine().length;
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(7);
    expect(await delivered()).toHaveLength(before);

    // resumed: the others, and nothing twice
    await runJobAlertDigests(ctx(), day, { batchSize: 3 });
    expect(await runJobAlertDigests(ctx(), day, { batchSize: 3 })).toBe(0);
    expect(
      mine()
        .map((m) => m.to)
        .sort(),
    ).toEqual(Array.from({ length: 7 }, (_, n) => `bell${n}@example.test`));
    expect((await delivered()).sort()).toEqual([...ids].sort());
  });

  it('the template rendered once and filled per alert is the mail rendered for the alert alone', async () => {
    const values = {
      jobCount: '2',
      alertName: 'cooper · <Porto> & "Braga"',
      jobList: '- Cooper at A & B: https://example.test/jobs/1\n- Cooper at C: https://example.test/jobs/2',
      frequency: 'weekly',
      jobsUrl: 'https://example.test/jobs?q=cooper&location=Porto',
      unsubscribeUrl: 'https://example.test/job-alerts/unsubscribe?token=abc',
    };
    const render = await systemEmailRenderer(database.db, 'job-alert', Object.keys(values));
    expect(render('a@example.test', values)).toEqual(await renderSystemEmail(database.db, 'job-alert', 'a@example.test', values));
  });

  it('periods: a UTC day, or an ISO week', () => {
    expect(periodOf('daily', new Date('2026-11-28T23:59:00Z'))).toBe('2026-11-28');
    expect(periodOf('weekly', new Date('2026-11-28T12:00:00Z'))).toBe('2026-W48');
    expect(periodOf('weekly', new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(periodOf('weekly', new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('works without login as a form POST and as JSON, twice with the same answer; a forged token changes nothing', async () => {
    const { id } = (await call('POST', '/api/job-alerts', { keywords: 'cartographer', frequency: 'daily' }, candidate.headers)).json();
    const token = unsubscribeToken(app.ctx.config.jwtSecret, id);
    const forged = await call('POST', '/api/public/job-alerts/unsubscribe', { token: `${id}.${'A'.repeat(43)}` });
    expect(expectProblem(forged, 400).detail).toBe(JOB_ALERT_MESSAGES.badUnsubscribeToken);
    const [before] = await database.db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
    expect(before.unsubscribedAt).toBeNull();

    const oneClick = () =>
      app.inject({
        method: 'POST',
        url: `/api/public/job-alerts/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(JOB_ALERT_MESSAGES.unsubscribed);
    const [after] = await database.db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
    expect(after.unsubscribedAt).not.toBeNull();
    expect(after.email).toBe('');
    const second = await oneClick();
    expect(second.statusCode).toBe(200);
    const [still] = await database.db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
    expect(still.unsubscribedAt?.getTime()).toBe(after.unsubscribedAt?.getTime());
    expect((await call('POST', '/api/public/job-alerts/unsubscribe', { token })).statusCode).toBe(200);
    // gone from the candidate's list
    expect(
      (await call('GET', '/api/job-alerts', undefined, candidate.headers)).json().items.map((a: { id: string }) => a.id),
    ).not.toContain(id);
  });
});

describe('account deletion', () => {
  it('removes the candidate’s alerts and any visitor alert of the same address', async () => {
    const leaving = await signedIn(app, database.db, ['Candidate']);
    const { id } = (await call('POST', '/api/job-alerts', { keywords: 'farrier', frequency: 'weekly' }, leaving.headers)).json();
    await call('POST', '/api/public/job-alerts', { email: leaving.user.email, keywords: 'farrier', frequency: 'daily' });
    const before = await database.db.select().from(jobAlerts).where(eq(jobAlerts.email, leaving.user.email.toLowerCase()));
    expect(before.length).toBeGreaterThanOrEqual(1);
    await deleteAccount(app.ctx, leaving.user.id);
    expect(await database.db.select().from(jobAlerts).where(eq(jobAlerts.id, id))).toEqual([]);
    expect(await database.db.select().from(jobAlerts).where(eq(jobAlerts.email, leaving.user.email.toLowerCase()))).toEqual([]);
  });
});
