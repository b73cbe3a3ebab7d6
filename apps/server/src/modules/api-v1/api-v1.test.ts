import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '@talentmatch/shared/api-keys';
import { bearer, expectProblem, loginAs, useTestApp, waitFor } from '../../../test/app.ts';
import { captureMailer } from '../../../test/capture-mailer.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCompany } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedCandidate } from '../../seed/profile-factories.ts';
import { jobs } from '../jobs/tables.ts';
import { v1Application, v1ApplicationSummary, v1Candidate, v1Job, v1Page } from './schemas.ts';

let database: Database;
let app: FastifyInstance;
const mailer = captureMailer();
useTestApp((t) => ({ database, app } = t), { overrides: { mailer } });

let companyId: string;
let jobId: string;
let applicationId: string;
let candidateId: string;
let strangerCandidateId: string;
let full: string;
let readOnly: string;
let noScopes: string;

const key = async (headers: Record<string, string>, scopes: string[]) =>
  (
    await app.inject({ method: 'POST', url: `/api/companies/${companyId}/api-keys`, headers, payload: { name: scopes.join(' '), scopes } })
  ).json().secret as string;

beforeAll(async () => {
  const { company, manager } = await seedCompany(database.db, { name: 'Api Co' });
  companyId = company.id;
  const managerHeaders = bearer((await loginAs(app, manager.email, manager.password)).token);
  full = await key(managerHeaders, [...API_KEY_SCOPES]);
  readOnly = await key(managerHeaders, ['jobs:read', 'applications:read']);
  noScopes = await key(managerHeaders, ['candidates:read']);
  const job = await seedJob(database.db, { companyId, title: 'Backend developer' });
  jobId = job.id;
  const { user } = await seedCandidate(database.db, { user: { firstName: 'Ada', lastName: 'Lovelace' } });
  candidateId = user.id;
  strangerCandidateId = (await seedCandidate(database.db)).user.id;
  const applied = await app.inject({
    method: 'POST',
    url: `/api/application/${jobId}`,
    headers: bearer((await loginAs(app, user.email, user.password)).token),
    payload: { message: 'Hello' },
  });
  applicationId = applied.json().id;
});

const call = (method: string, url: string, secret: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { ...(secret ? bearer(secret) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const JOB = { title: 'Data engineer', description: 'Pipelines and warehouses.' };

describe('the public API (v1)', () => {
  // every route: no key → 401, a key without the scope → 403 naming it, bad input → 400, success
  const routes: Array<{
    method: string;
    name: string;
    url: () => string;
    scope: string;
    bad: { url?: () => string; payload?: unknown };
    payload?: unknown;
  }> = [
    { method: 'GET', name: '/api/v1/jobs', url: () => '/api/v1/jobs', scope: 'jobs:read', bad: { url: () => '/api/v1/jobs?limit=0' } },
    {
      method: 'GET',
      name: '/api/v1/jobs/:id',
      url: () => `/api/v1/jobs/${jobId}`,
      scope: 'jobs:read',
      bad: { url: () => '/api/v1/jobs/nope' },
    },
    { method: 'POST', name: '/api/v1/jobs', url: () => '/api/v1/jobs', scope: 'jobs:write', payload: JOB, bad: { payload: { title: '' } } },
    {
      method: 'PUT',
      name: '/api/v1/jobs/:id',
      url: () => `/api/v1/jobs/${jobId}`,
      scope: 'jobs:write',
      payload: { ...JOB, title: 'Backend developer' },
      bad: { payload: { positions: 0 } },
    },
    {
      method: 'GET',
      name: '/api/v1/jobs/:id/applications',
      url: () => `/api/v1/jobs/${jobId}/applications`,
      scope: 'applications:read',
      bad: { url: () => `/api/v1/jobs/${jobId}/applications?status=Nope` },
    },
    {
      method: 'GET',
      name: '/api/v1/applications/:id',
      url: () => `/api/v1/applications/${applicationId}`,
      scope: 'applications:read',
      bad: { url: () => '/api/v1/applications/1' },
    },
    {
      method: 'GET',
      name: '/api/v1/candidates/:id',
      url: () => `/api/v1/candidates/${candidateId}`,
      scope: 'candidates:read',
      bad: { url: () => '/api/v1/candidates/x' },
    },
  ];
  for (const route of routes) {
    it(`${route.method} ${route.name}: 401, 403, 400, then success`, async () => {
      expectProblem(await call(route.method, route.url(), null, route.payload), 401);
      const lacking = route.scope === 'candidates:read' ? readOnly : noScopes;
      expect(expectProblem(await call(route.method, route.url(), lacking, route.payload), 403).detail).toBe(
        `This API key does not have the ${route.scope} scope.`,
      );
      const bad = expectProblem(await call(route.method, route.bad.url?.() ?? route.url(), full, route.bad.payload ?? route.payload), 400);
      expect(Object.keys(bad.errors ?? {}).length).toBeGreaterThan(0);
      const ok = await call(route.method, route.url(), full, route.payload);
      expect(ok.statusCode, ok.body).toBeLessThan(300);
    });
  }

  it('creates, publishes and closes a job; an Idempotency-Key replays the first answer and refuses another body (422)', async () => {
    const headers = { 'idempotency-key': 'create-1' };
    const first = await call('POST', '/api/v1/jobs', full, JOB, headers);
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/v1/jobs', full, JOB, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect((await database.db.select().from(jobs).where(eq(jobs.title, JOB.title))).length).toBe(2); // one from the route test above
    expect(expectProblem(await call('POST', '/api/v1/jobs', full, { ...JOB, title: 'Other' }, headers), 422).detail).toMatch(
      /another request/,
    );
    const id = first.json().id;
    expect(first.json().status).toBe('draft');
    expect((await call('POST', `/api/v1/jobs/${id}/publish`, full, {}, { 'idempotency-key': 'pub-1' })).json().status).toBe('open');
    expect((await call('POST', `/api/v1/jobs/${id}/close`, full, {})).json().status).toBe('closed');
    expect(expectProblem(await call('POST', `/api/v1/jobs/${id}/publish`, readOnly, {}), 403).detail).toMatch(/jobs:write/);
    expectProblem(await call('POST', `/api/v1/jobs/${id}/close`, null, {}), 401);
    expectProblem(await call('POST', '/api/v1/jobs/x/close', full, {}), 400);
  });

  it('pages jobs with a cursor in a stable order and filters by status and updated_since', async () => {
    for (let i = 0; i < 3; i += 1) await seedJob(database.db, { companyId, title: `Paged ${i}`, status: 'draft' });
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { data: { id: string }[]; next_cursor: string | null } = (
        await call('GET', `/api/v1/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`, full)
      ).json();
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((j: { id: string }) => j.id));
      cursor = page.next_cursor;
    }
    const all = v1Page(v1Job).parse((await call('GET', '/api/v1/jobs?limit=100', full)).json());
    expect(seen).toEqual(all.data.map((j: { id: string }) => j.id));
    expect(new Set(seen).size).toBe(seen.length);
    const drafts = (await call('GET', '/api/v1/jobs?status=draft&limit=100', full)).json().data;
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(drafts.every((j: { status: string }) => j.status === 'draft')).toBe(true);
    const future = (await call('GET', '/api/v1/jobs?updated_since=2999-01-01T00:00:00Z', full)).json();
    expect(future).toEqual({ data: [], next_cursor: null });
    expectProblem(await call('GET', '/api/v1/jobs?cursor=garbage', full), 400);
    expect(expectProblem(await call('GET', '/api/v1/jobs?updated_since=yesterday', full), 400).errors).toHaveProperty('updated_since');
  });

  it('moves an application through the pipeline as the web app does: its message, its mail; a refused move is 409', async () => {
    const list = v1Page(v1ApplicationSummary).parse((await call('GET', `/api/v1/jobs/${jobId}/applications?status=Applied`, full)).json());
    expect(list.data).toEqual([
      expect.objectContaining({ id: applicationId, status: 'Applied', candidate: expect.objectContaining({ firstName: 'Ada' }) }),
    ]);
    mailer.sent.length = 0;
    const moved = await call(
      'POST',
      `/api/v1/applications/${applicationId}/status`,
      full,
      { status: 'ApplicationAccepted' },
      { 'idempotency-key': 'm1' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(v1Application.parse(moved.json()).status).toBe('ApplicationAccepted');
    expect(moved.json().history.map((h: { to: string }) => h.to)).toEqual(['Applied', 'ApplicationAccepted']);
    await waitFor(async () => mailer.sent.length > 0);
    expect(mailer.sent[0].subject).toBeTruthy();
    // the same key again: the first answer, no second move
    const replay = await call(
      'POST',
      `/api/v1/applications/${applicationId}/status`,
      full,
      { status: 'ApplicationAccepted' },
      { 'idempotency-key': 'm1' },
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expectProblem(await call('POST', `/api/v1/applications/${applicationId}/status`, full, { status: 'InvitationAccepted' }), 409);
    expect(
      expectProblem(await call('POST', `/api/v1/applications/${applicationId}/status`, full, { status: 'Nope' }), 400).errors,
    ).toHaveProperty('status');
    expectProblem(await call('POST', `/api/v1/applications/${applicationId}/status`, readOnly, { status: 'Hired' }), 403);
    expectProblem(await call('POST', `/api/v1/applications/${applicationId}/status`, null, { status: 'Hired' }), 401);
  });

  it('reads only candidates who applied to or were invited by the company', async () => {
    const candidate = v1Candidate.parse((await call('GET', `/api/v1/candidates/${candidateId}`, full)).json());
    expect(candidate).toMatchObject({ id: candidateId, firstName: 'Ada' });
    expect(JSON.stringify(candidate)).not.toMatch(/token=/);
    expectProblem(await call('GET', `/api/v1/candidates/${strangerCandidateId}`, full), 404);
  });
});
