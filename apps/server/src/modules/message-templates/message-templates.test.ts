import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATE_TYPES, TEMPLATE_PLACEHOLDERS, type MessageTemplateList } from '@talentmatch/shared/hiring';
import { captureMailer } from '../../../test/capture-mailer.ts';
import { expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCompany } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedCandidate } from '../../seed/profile-factories.ts';
import { messages } from '../messaging/tables.ts';
import { messageTemplates } from './tables.ts';

const mailer = captureMailer();
let database: Database;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedIn>>;
let employer: Awaited<ReturnType<typeof signedIn>>;
let candidate: Awaited<ReturnType<typeof signedIn>>;

useTestApp((t) => ({ database, app } = t), { overrides: { mailer } });
beforeAll(async () => {
  admin = await signedIn(app, database.db, ['Administrator']);
  employer = await signedIn(app, database.db, ['Employer']);
  candidate = await signedIn(app, database.db, ['Candidate']);
});

const list = (headers?: Record<string, string>) => app.inject({ method: 'GET', url: '/api/message/template', headers });
const save = (headers: Record<string, string> | undefined, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/message/template', headers, payload });

describe('GET /api/message/template', () => {
  it('needs a session (401) and the Administrator role (403)', async () => {
    expectProblem(await list(), 401);
    expectProblem(await list(employer.headers), 403);
    expectProblem(await list(candidate.headers), 403);
  });

  it('lists the seven templates and the hire’s in the specification’s order with their set, and the placeholders', async () => {
    const response = await list(admin.headers);
    expect(response.statusCode).toBe(200);
    const body: MessageTemplateList = response.json();
    expect(body.templates.map((t) => t.type)).toEqual([...MESSAGE_TEMPLATE_TYPES]);
    expect(Object.fromEntries(body.templates.map((t) => [t.type, t.set]))).toEqual({
      CandidateApplying: 'candidate',
      AcceptInvitation: 'candidate',
      RejectInvitation: 'candidate',
      InviteCandidate: 'employer',
      AcceptApplication: 'employer',
      RejectApplication: 'employer',
      CandidateWithdraw: 'candidate',
      HireCandidate: 'employer',
    });
    expect(body.templates[0]).toMatchObject({ subject: '{{candidateName}} applied for {{jobTitle}}', updatedAt: expect.any(String) });
    expect(body.templates[0].body).toContain('Hello {{companyName}} team,');
    expect(body.placeholders.map((p) => p.name)).toEqual(TEMPLATE_PLACEHOLDERS.map((p) => p.name));
  });
});

describe('PUT /api/message/template', () => {
  const valid = {
    type: 'CandidateApplying',
    subject: 'New applicant for {{jobTitle}}',
    body: 'Dear {{companyName}},\n\n{{candidateName}} applied.',
  };

  it('needs a session (401) and the Administrator role (403)', async () => {
    expectProblem(await save(undefined, valid), 401);
    expectProblem(await save(employer.headers, valid), 403);
    expectProblem(await save(candidate.headers, valid), 403);
  });

  it('refuses an unknown placeholder, HTML, an empty text or an unknown type (400) and keeps the template', async () => {
    const [before] = await database.db.select().from(messageTemplates).where(eq(messageTemplates.type, 'InviteCandidate'));
    const unknown = expectProblem(
      await save(admin.headers, {
        ...valid,
        type: 'InviteCandidate',
        body: 'Hi {{candidateFirstName}}, salary {{ salary }} and {{bonus}}.',
      }),
      400,
    );
    expect(unknown.errors?.body).toEqual([
      'Unknown placeholder {{salary}}, {{bonus}}. Allowed: {{candidateFirstName}}, {{candidateName}}, {{jobTitle}}, {{companyName}}, {{employerName}}.',
    ]);
    const html = expectProblem(
      await save(admin.headers, { ...valid, type: 'InviteCandidate', subject: '<b>Hi</b> {{candidateName}}' }),
      400,
    );
    expect(html.errors?.subject).toEqual(['Subject must not contain HTML.']);
    expect(expectProblem(await save(admin.headers, { ...valid, body: '  ' }), 400).errors?.body).toEqual(['Body is required.']);
    expect(expectProblem(await save(admin.headers, { ...valid, type: 'Welcome' }), 400).errors?.type).toEqual(['Unknown template type.']);
    const [after] = await database.db.select().from(messageTemplates).where(eq(messageTemplates.type, 'InviteCandidate'));
    expect(after).toEqual(before);
  });

  it('saves the template, records who changed it, and the next application posts the new text', async () => {
    const response = await save(admin.headers, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'CandidateApplying', set: 'candidate', subject: valid.subject, body: valid.body });
    const [row] = await database.db.select().from(messageTemplates).where(eq(messageTemplates.type, 'CandidateApplying'));
    expect(row.updatedBy).toBe(admin.user.id);
    const listed = (await list(admin.headers)).json() as MessageTemplateList;
    expect(listed.templates.find((t) => t.type === 'CandidateApplying')).toMatchObject({ subject: valid.subject, body: valid.body });

    const { company } = await seedCompany(database.db, { name: 'Quill & Ink' });
    const job = await seedJob(database.db, { companyId: company.id, title: 'Copywriter' });
    const { user } = await seedCandidate(database.db, { user: { firstName: 'Mia', lastName: 'Wong' } });
    const { token } = await loginAs(app, user.email, user.password);
    const applied = await app.inject({ method: 'POST', url: `/api/application/${job.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(applied.statusCode).toBe(201);
    const [message] = await database.db.select().from(messages).where(eq(messages.conversationId, applied.json().conversationId));
    expect(message.body).toBe('Dear Quill & Ink,\n\nMia Wong applied.');
    await app.ctx.background.idle();
    expect(mailer.sent.map((m) => m.subject)).toContain('New applicant for Copywriter');
  });
});
