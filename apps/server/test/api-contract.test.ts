import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/index.ts';
import { seedCompany, seedUser } from '../src/seed/demo.ts';
import { seedJob } from '../src/seed/job-factories.ts';
import { seedCandidate } from '../src/seed/profile-factories.ts';
import { bearer, loginAs, useTestApp } from './app.ts';

/**
 * The contract: a sample of the documented operations, called as their role, each real answer validated against the
 * schema the document gives for its status and media type (GET /api/openapi.json, docs/architecture.md).
 */
let database: Database;
let app: FastifyInstance;
useTestApp((t) => ({ database, app } = t));

type Caller = 'anonymous' | 'candidate' | 'manager' | 'admin';
let tokens: Record<Exclude<Caller, 'anonymous'>, string>;
let ids: { company: string; candidate: string; job: string; application: string; interview: string };
let validate: (path: string, method: string, status: number, mediaType: string, body: unknown) => string[];

beforeAll(async () => {
  const { company, manager } = await seedCompany(database.db, { name: 'Contract Test Ltd' });
  const candidate = await seedUser(database.db, { roles: ['Candidate'] });
  const admin = await seedUser(database.db, { roles: ['Administrator'] });
  tokens = {
    candidate: (await loginAs(app, candidate.email, candidate.password)).token,
    manager: (await loginAs(app, manager.email, manager.password)).token,
    admin: (await loginAs(app, admin.email, admin.password)).token,
  };
  // a job with an application and an interview on it, so their answers carry data
  const job = await seedJob(database.db, { companyId: company.id, title: 'Contract Analyst' });
  const applicant = (await seedCandidate(database.db)).user;
  const applicantToken = (await loginAs(app, applicant.email, applicant.password)).token;
  const post = async (url: string, token: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const application = await post(`/api/application/${job.id}`, applicantToken, { message: 'Hello' });
  const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const interview = await post(`/api/applications/${application}/interviews`, tokens.manager, {
    kind: 'video',
    durationMinutes: 30,
    interviewerIds: [manager.id],
    slots: [{ startsAt }],
  });
  ids = { company: company.id, candidate: candidate.id, job: job.id, application, interview };
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(doc, 'openapi');
  const pointerPart = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  validate = (path, method, status, mediaType, body) => {
    const pointer = ['paths', path, method, 'responses', String(status), 'content', mediaType, 'schema'].map(pointerPart).join('/');
    const check = ajv.compile({ $ref: `openapi#/${pointer}` });
    return check(body) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
  // a profile and an open job (their answers validated too), so the reads below answer with every part
  const profile = await app.inject({
    method: 'POST',
    url: '/api/candidate/profile',
    headers: bearer(tokens.candidate),
    payload: { headline: 'Contract tester' },
  });
  expect(profile.statusCode, profile.body).toBe(201);
  expect(validate('/api/candidate/profile', 'post', 201, 'application/json', profile.json())).toEqual([]);
  const created = await app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: bearer(tokens.manager),
    payload: { title: 'Contract engineer', description: 'Checks answers against their schemas.', publish: true },
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(validate('/api/jobs', 'post', 201, 'application/json', created.json())).toEqual([]);
});

/** [caller, method, documented path, what fills its {id}, query, the status the call must answer] */
type Fill = 'company' | 'candidate' | 'job' | 'application' | 'interview' | 'unknown' | '';
const SAMPLE: [Caller, 'GET', string, Fill, string, number][] = [
  ['anonymous', 'GET', '/api/health', '', '', 200],
  ['anonymous', 'GET', '/api/config', '', '', 200],
  ['anonymous', 'GET', '/api/config/client-app', '', '', 200],
  ['anonymous', 'GET', '/api/siteConfiguration', '', '', 200],
  ['anonymous', 'GET', '/api/user/me', '', '', 401],
  ['candidate', 'GET', '/api/user/me', '', '', 200],
  ['candidate', 'GET', '/api/user/me/sessions', '', '', 200],
  ['candidate', 'GET', '/api/siteConfiguration/terms/me', '', '', 200],
  ['candidate', 'GET', '/api/account/data-export', '', '', 200],
  ['candidate', 'GET', '/api/skills', '', '', 200],
  ['candidate', 'GET', '/api/experience-areas', '', '', 200],
  ['candidate', 'GET', '/api/options/degree', '', '', 200],
  ['candidate', 'GET', '/api/training', '', '', 200],
  ['candidate', 'GET', '/api/training/items', '', '', 200],
  ['candidate', 'GET', '/api/training/report', '', '', 200],
  ['candidate', 'GET', '/api/user/all', '', '', 403],
  ['candidate', 'GET', '/api/account/profile', '', '', 200],
  ['candidate', 'GET', '/api/account/time-zone', '', '', 200],
  ['candidate', 'GET', '/api/account/notifications', '', '', 200],
  ['candidate', 'GET', '/api/candidate/profile', '', '', 200],
  ['candidate', 'GET', '/api/candidate/profile/photo', '', '', 404],
  ['candidate', 'GET', '/api/candidate/profile/resume/suggestions', '', '', 200],
  ['candidate', 'GET', '/api/candidate/skills', '', '', 200],
  ['candidate', 'GET', '/api/candidate/experiences', '', '', 200],
  ['candidate', 'GET', '/api/job-board/jobs', '', '', 200],
  ['candidate', 'GET', '/api/job-board/jobs', '', 'sort=nearest', 400],
  ['candidate', 'GET', '/api/job-board/recommended', '', '', 200],
  ['candidate', 'GET', '/api/job-board/jobs/{id}', 'job', '', 200],
  ['candidate', 'GET', '/api/jobs', '', '', 403],
  ['manager', 'GET', '/api/benefits', '', '', 200],
  ['manager', 'GET', '/api/companies/{id}', 'company', '', 200],
  ['manager', 'GET', '/api/companies/{id}/team', 'company', '', 200],
  ['manager', 'GET', '/api/jobs', '', '', 200],
  ['manager', 'GET', '/api/jobs/{id}', 'job', '', 200],
  ['manager', 'GET', '/api/jobs/{id}/copy', 'job', '', 200],
  ['manager', 'GET', '/api/jobs/{id}', 'unknown', '', 404],
  ['admin', 'GET', '/api/user/all', '', '', 200],
  ['admin', 'GET', '/api/user/{id}', 'candidate', '', 200],
  ['admin', 'GET', '/api/user/{id}/audit', 'candidate', '', 200],
  ['admin', 'GET', '/api/user/admin-dashboard-info', '', '', 200],
  ['admin', 'GET', '/api/admin/companies', '', '', 200],
  ['admin', 'GET', '/api/admin/companies/{id}', 'company', '', 200],
  ['admin', 'GET', '/api/admin/employers', '', '', 200],
  ['admin', 'GET', '/api/admin/candidates', '', '', 200],
  ['admin', 'GET', '/api/admin/surveys', '', '', 200],
  ['admin', 'GET', '/api/admin/surveys', '', 'page=0', 400],
  ['admin', 'GET', '/api/survey/answers/all', '', '', 200],
  ['admin', 'GET', '/api/admin/training', '', '', 200],
  ['admin', 'GET', '/api/score-messages', '', '', 200],
  ['admin', 'GET', '/api/dropdown/all', '', '', 200],
  ['admin', 'GET', '/api/admin/emails', '', '', 200],
  ['admin', 'GET', '/api/admin/reports/business', '', 'from=2026-01-01&to=2026-03-31', 200],
  ['admin', 'GET', '/api/admin/reports/marketing', '', 'from=2026-01-01&to=2026-03-31', 200],
  ['admin', 'GET', '/api/skills/{id}', 'unknown', '', 404],
  ['candidate', 'GET', '/api/applications/mine', '', 'status=Applied', 200],
  ['candidate', 'GET', '/api/applications/mine', '', 'status=Hiring', 400],
  ['candidate', 'GET', '/api/applications/{id}', 'unknown', '', 404],
  ['manager', 'GET', '/api/applications/{id}', 'application', '', 200],
  ['manager', 'GET', '/api/applications/activity', '', '', 200],
  ['manager', 'GET', '/api/jobs/{id}/candidates', 'job', '', 200],
  ['manager', 'GET', '/api/jobs/{id}/candidates', 'unknown', '', 404],
  ['manager', 'GET', '/api/applications/{id}/interviews', 'application', '', 200],
  ['manager', 'GET', '/api/interviews/{id}', 'interview', '', 200],
  ['candidate', 'GET', '/api/interviews/mine', '', '', 200],
  ['manager', 'GET', '/api/interviews', '', '', 200],
  ['candidate', 'GET', '/api/interviews', '', '', 403],
  ['candidate', 'GET', '/api/interviews/{id}', 'unknown', '', 404],
  ['admin', 'GET', '/api/email-templates', '', '', 200],
  ['admin', 'GET', '/api/email-templates/{id}', 'unknown', '', 404],
  ['anonymous', 'GET', '/api/public/jobs', '', 'q=analyst', 200],
  ['anonymous', 'GET', '/api/public/jobs/{id}', 'job', '', 200],
  ['anonymous', 'GET', '/api/public/jobs/{id}', 'unknown', '', 404],
  ['candidate', 'GET', '/api/job-alerts', '', '', 200],
  ['anonymous', 'GET', '/api/job-alerts', '', '', 401],
  ['candidate', 'GET', '/api/notifications', '', '', 200],
  ['candidate', 'GET', '/api/notifications/unread-count', '', '', 200],
  ['admin', 'GET', '/api/admin/jobs', '', '', 200],
  ['admin', 'GET', '/api/admin/jobs/{id}', 'job', '', 200],
  ['admin', 'GET', '/api/admin/candidates/{id}', 'candidate', '', 200],
  ['admin', 'GET', '/api/admin/candidate-skills/{id}', 'unknown', '', 404],
  ['admin', 'GET', '/api/message/template', '', '', 200],
];

describe('documented operations answer what the document says', () => {
  it.each(SAMPLE)('%s %s %s (%s) %s → %i', async (caller, method, documented, fill, query, status) => {
    const id = fill === '' || fill === 'unknown' ? '00000000-0000-4000-8000-000000000000' : ids[fill];
    const url = documented.replace('{id}', id) + (query ? `?${query}` : '');
    const response = await app.inject({ method, url, headers: caller === 'anonymous' ? {} : bearer(tokens[caller]) });
    expect(response.statusCode, response.body).toBe(status);
    const mediaType = String(response.headers['content-type']).split(';')[0];
    expect(validate(documented, method.toLowerCase(), status, mediaType, response.json())).toEqual([]);
  });
});
