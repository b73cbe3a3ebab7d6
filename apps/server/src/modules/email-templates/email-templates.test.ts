import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectProblem, loginAs, useTestApp, waitFor } from '../../../test/app.ts';
import { captureMailer } from '../../../test/capture-mailer.ts';
import type { Database } from '../../platform/db/index.ts';
import { users } from '../users/tables.ts';
import { seedUser } from '../../seed/demo.ts';
import { ensureReferenceData } from '../../seed/reference-data.ts';
import { ANNOUNCEMENT_JOB, processAnnouncementBatch } from './announcements.ts';
import { unsubscribeUrl } from './service.ts';

let database: Database;
let app: FastifyInstance;
const mailer = captureMailer();
let admin: Awaited<ReturnType<typeof seedUser>>;
let adminToken: string;
let candidateToken: string;
let candidate: Awaited<ReturnType<typeof seedUser>>;

useTestApp((t) => ({ database, app } = t), { overrides: { mailer } });

beforeAll(async () => {
  await ensureReferenceData(database.db);
  admin = await seedUser(database.db, { roles: ['Administrator'] });
  adminToken = (await loginAs(app, admin.email, admin.password)).token;
  candidate = await seedUser(database.db, { roles: ['Candidate'], firstName: 'Priya' });
  candidateToken = (await loginAs(app, candidate.email, candidate.password)).token;
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

async function templateId(key: string): Promise<string> {
  const list = (await call('GET', '/api/email-templates', adminToken)).json() as Array<{ id: string; key: string }>;
  const found = list.find((t) => t.key === key);
  if (!found) throw new Error(`no template ${key}`);
  return found.id;
}

describe('email templates (administrators)', () => {
  it('lists every built-in template; 401 anonymous, 403 for other roles', async () => {
    expectProblem(await call('GET', '/api/email-templates'), 401);
    expectProblem(await call('GET', '/api/email-templates', candidateToken), 403);
    const list = (await call('GET', '/api/email-templates', adminToken)).json();
    expect(list.map((t: { key: string }) => t.key)).toEqual([
      'welcome',
      'password-reset',
      'employee-invitation',
      'new-message',
      'application-status',
      'trial-ending',
      'payment-failed',
      'subscription-canceled',
      'email-verification',
      'email-change',
      'email-changed',
      'data-export-ready',
      'interview',
      'password-changed',
      'account-deleted',
      'subscription-started',
      'teammate-joined',
      'account-manager-handover',
      'feedback-approved',
      'job-alert',
      'job-alert-confirm',
    ]);
    expect(list[1]).toMatchObject({ security: true, customised: false });
  });

  it('404 for a missing template, 400 for a malformed id', async () => {
    expect(expectProblem(await call('GET', '/api/email-templates/8f0b7c52-1d1e-4c61-9f53-5b2a3c1d9e77', adminToken), 404).detail).toBe(
      'This email template does not exist.',
    );
    expectProblem(await call('GET', '/api/email-templates/nope', adminToken), 400);
  });

  it('refuses an unknown placeholder or HTML with the field named, and saves nothing', async () => {
    const id = await templateId('password-reset');
    expectProblem(await call('PUT', `/api/email-templates/${id}`, undefined, { subject: 'x', body: 'y' }), 401);
    expectProblem(await call('PUT', `/api/email-templates/${id}`, candidateToken, { subject: 'x', body: 'y' }), 403);
    const unknown = expectProblem(
      await call('PUT', `/api/email-templates/${id}`, adminToken, { subject: 'Reset', body: 'Hi {{password}}' }),
      400,
    );
    expect(unknown.errors?.body?.[0]).toMatch(/Unknown placeholder \{\{password\}\}/);
    const html = expectProblem(await call('PUT', `/api/email-templates/${id}`, adminToken, { subject: '<b>Reset</b>', body: 'Hi' }), 400);
    expect(Object.keys(html.errors ?? {})).toEqual(['subject']);
    expect((await call('GET', `/api/email-templates/${id}`, adminToken)).json().customised).toBe(false);
  });

  it('an edited template is what the product sends; reset brings the default back', async () => {
    const id = await templateId('password-reset');
    const saved = await call('PUT', `/api/email-templates/${id}`, adminToken, {
      subject: 'Your {{siteName}} reset link',
      body: 'Hi {{firstName}}, **use the button** below.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().customised).toBe(true);
    mailer.sent.length = 0;
    await call('POST', '/api/auth/forgot-password', undefined, { email: candidate.email });
    const mail = await waitFor(async () => mailer.sent.find((m) => m.to === candidate.email));
    expect(mail.subject).toBe('Your TalentMatch reset link');
    expect(mail.html).toContain('<strong>use the button</strong>');
    expect(mail.html).toContain('Reset password');
    expect(mail.text).toMatch(/Reset password: http:\/\/talentmatch\.test\/reset-password\?/);

    expectProblem(await call('POST', `/api/email-templates/${id}/reset`, candidateToken), 403);
    const reset = (await call('POST', `/api/email-templates/${id}/reset`, adminToken)).json();
    expect(reset).toMatchObject({ customised: false, subject: 'Reset your {{siteName}} password' });
  });

  it('previews unsaved text with sample values, and sends a test to the administrator', async () => {
    const id = await templateId('new-message');
    const preview = await call('POST', `/api/email-templates/${id}/preview`, adminToken, {
      subject: 'From {{senderName}}',
      body: '{{messageExcerpt}}',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().subject).toBe('From Erin Walsh');
    expect(preview.json().html).toContain('Could you do a call on Thursday?');
    expectProblem(await call('POST', `/api/email-templates/${id}/preview`, adminToken, { subject: 'x {{nope}}', body: 'y' }), 400);
    expectProblem(await call('POST', `/api/email-templates/${id}/test`, candidateToken, {}), 403);
    mailer.sent.length = 0;
    const test = await call('POST', `/api/email-templates/${id}/test`, adminToken, {});
    expect(test.json()).toEqual({ to: admin.email });
    expect(mailer.sent[0]).toMatchObject({ to: admin.email, subject: '[Test] New message from Erin Walsh about Senior Data Analyst' });
  });
});

describe('announcements', () => {
  let templateIdValue: string;

  it('creates an announcement template (400 for bad input, 403 for others)', async () => {
    expectProblem(await call('POST', '/api/email-templates', candidateToken, { name: 'x', subject: 'y', body: 'z' }), 403);
    const bad = expectProblem(
      await call('POST', '/api/email-templates', adminToken, { name: 'News', subject: 'Hi', body: 'Hi {{companyName}}' }),
      400,
    );
    expect(Object.keys(bad.errors ?? {})).toEqual(['body']);
    const created = await call('POST', '/api/email-templates', adminToken, {
      name: 'Spring news',
      subject: 'News for {{firstName}}',
      body: 'Hello {{firstName}}, we have **news**.',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'announcement', customised: false });
    templateIdValue = created.json().id;
    expectProblem(await call('POST', `/api/email-templates/${templateIdValue}/reset`, adminToken), 409);
  });

  it('sends to the audience in the background with progress, honouring an unsubscribe link', async () => {
    const others: Array<Awaited<ReturnType<typeof seedUser>>> = [];
    for (let i = 0; i < 3; i++) others.push(await seedUser(database.db, { roles: ['Candidate'], firstName: `C${i}` }));
    const employer = await seedUser(database.db, { roles: ['Employer'] });
    // one candidate unsubscribes through the link of an earlier announcement
    const [first] = others;
    const link = unsubscribeUrl('http://talentmatch.test', app.ctx.config.jwtSecret, first.id).replace('http://talentmatch.test', '');
    const page = await call('GET', link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('no longer receive announcements');
    expect((await call('GET', `/api/email/unsubscribe?u=${first.id}&t=forged`)).statusCode).toBe(400);

    expectProblem(await call('POST', `/api/email-templates/${templateIdValue}/announcements`, adminToken, { audience: 'martians' }), 400);
    mailer.sent.length = 0;
    const started = await call('POST', `/api/email-templates/${templateIdValue}/announcements`, adminToken, { audience: 'candidates' });
    expect(started.statusCode).toBe(202);
    const candidates = (await database.db.select().from(users)).filter((u) => u.roles.includes('Candidate')).length;
    expect(started.json()).toMatchObject({ audience: 'candidates', total: candidates });
    // the sending is a job of the queue (tests run queued jobs in-line instead of starting workers)
    await app.ctx.jobs.runPending([ANNOUNCEMENT_JOB]);
    const done = await waitFor(async () => {
      const [a] = (await call('GET', `/api/email-templates/${templateIdValue}/announcements`, adminToken)).json();
      return a.status === 'done' ? a : null;
    });
    expect(done).toMatchObject({ sent: candidates - 1, skipped: 1 });
    expect(mailer.sent.map((m) => m.to)).not.toContain(first.email);
    expect(mailer.sent.map((m) => m.to)).not.toContain(employer.email);
    const mail = mailer.sent.find((m) => m.to === others[1].email);
    expect(mail?.subject).toBe('News for C1');
    expect(mail?.text).toMatch(/Unsubscribe from announcements: http:\/\/talentmatch\.test\/api\/email\/unsubscribe\?u=/);
  });

  it('processAnnouncementBatch works in batches and records progress', async () => {
    const started = (
      await call('POST', `/api/email-templates/${templateIdValue}/announcements`, adminToken, { audience: 'everyone' })
    ).json();
    // the queued job is not run here (no workers in tests); batches are idempotent on the cursor, so drive it to the end
    let guard = 0;
    while (!(await processAnnouncementBatch(app.ctx, started.id, 2)).done && guard++ < 50);
    await app.ctx.background.idle();
    const [latest] = (await call('GET', `/api/email-templates/${templateIdValue}/announcements`, adminToken)).json();
    expect(latest.status).toBe('done');
    expect(latest.sent + latest.skipped).toBeGreaterThanOrEqual(latest.total);
  });
});

describe('notification settings', () => {
  it('401 anonymous, 400 for an unknown kind, and a change is kept', async () => {
    expectProblem(await call('GET', '/api/account/notifications'), 401);
    expect((await call('GET', '/api/account/notifications', candidateToken)).json()).toEqual({
      newMessage: true,
      applicationStatus: true,
      billing: true,
      team: true,
      announcements: true,
    });
    const bad = expectProblem(await call('PUT', '/api/account/notifications', candidateToken, { passwordReset: false }), 400);
    expect(bad.errors).toBeTruthy();
    expectProblem(await call('PUT', '/api/account/notifications', candidateToken, { newMessage: 'no' }), 400);
    const saved = await call('PUT', '/api/account/notifications', candidateToken, { newMessage: false });
    expect(saved.json()).toMatchObject({ newMessage: false, announcements: true });
    // a security mail still goes
    mailer.sent.length = 0;
    await call('POST', '/api/auth/forgot-password', undefined, { email: candidate.email });
    await waitFor(async () => mailer.sent.find((m) => m.to === candidate.email));
    await call('PUT', '/api/account/notifications', candidateToken, { newMessage: true });
    const [row] = await database.db.select().from(users).where(eq(users.id, candidate.id));
    expect(row).toBeTruthy();
  });
});
