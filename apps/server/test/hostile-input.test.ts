import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/index.ts';
import { BROKEN_TEXT_DETAIL, NUL_DETAIL, TOO_DEEP_DETAIL } from '../src/platform/input-guard.ts';
import { multipartForm, PNG } from '../src/modules/messaging/test-fixtures.ts';
import { seedCompany } from '../src/seed/demo.ts';
import { seedJob } from '../src/seed/job-factories.ts';
import { bearer, expectProblem, loginAs, useTestApp } from './app.ts';
import { candidateWithProfile, signedIn } from './profile-helpers.ts';
import { apiRouteList, fillPath } from './routes.ts';

/**
 * A permanent fuzz test generated from the route table: every API route gets hostile strings in its path
 * parameters, its query and every usual text field of a JSON body, a JSON body nested 50,000 levels deep, a lone
 * surrogate, and a multipart form whose text field holds a NUL character. No answer may be a 5xx; a NUL character,
 * a lone surrogate and a too-deep body are refused with 400 before any handler; the routes that read a multipart
 * form refuse its NUL with 400 naming the field.
 */
let database: Database;
let app: FastifyInstance;
useTestApp((t) => ({ database, app } = t));

const HOSTILE = [
  'a\u0000b',
  "' OR 1=1 --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  // a template placeholder as plain text, on purpose: the server must store it, never evaluate it
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the hostile string is meant to look like a template
  '{{7*7}} ${7*7} %s %n',
  '../../../../etc/passwd',
  '\uFFFF 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u202Eevil',
  'x'.repeat(20_000),
  '-1e309',
];
const FIELDS = [
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'code',
  'firstName',
  'lastName',
  'phoneNumber',
  'name',
  'title',
  'description',
  'summary',
  'headline',
  'city',
  'country',
  'message',
  'body',
  'text',
  'comment',
  'query',
  'search',
  'status',
  'label',
  'category',
  'refreshToken',
  'accessToken',
  'priceId',
  'jobId',
  'candidateId',
  'companyId',
  'id',
];
const PATH_VALUES = [HOSTILE[0], `${HOSTILE[1]}${HOSTILE[2]}${HOSTILE[5]}${'x'.repeat(3000)}`];
// routes that end the caller's session or account run last, so the others are fuzzed signed in
const LAST = [/\/api\/user\/me\/?$/, /\/api\/auth\/revoke/, /\/api\/auth\/impersonation/];
const sortedRoutes = () =>
  apiRouteList(app).sort((a, b) => Number(LAST.some((p) => p.test(a.url))) - Number(LAST.some((p) => p.test(b.url))));
const hasBody = (method: string) => method !== 'GET';
// the payment provider's webhook reads its raw body for the signature (no JSON parser in its scope)
const RAW_BODY_ROUTES = new Set(['POST /api/subscription/webhook']);
const DEEP_JSON = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;

describe('hostile input over every route', () => {
  it('never answers 5xx, and refuses NUL with 400', async () => {
    const routes = sortedRoutes();
    expect(routes.length).toBeGreaterThan(60);

    const { company } = await seedCompany(database.db, {});
    // an administrator passes every role gate, so the hostile strings reach every route's validation and handler
    const headers = (await signedIn(app, database.db, ['Administrator'])).headers;
    void company;
    const failures: string[] = [];
    let requests = 0;
    const hostileBody = Object.fromEntries(FIELDS.map((field, n) => [field, HOSTILE[1 + (n % (HOSTILE.length - 1))]]));
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      // 1. hostile text (no NUL) in the path, the query and every usual body field: never a 5xx
      const value = PATH_VALUES[1];
      const response = await app.inject({
        method: route.method as 'GET',
        url: `${fillPath(route.url, value)}?query=${encodeURIComponent(value)}&page=${encodeURIComponent(value)}`,
        headers,
        ...(hasBody ? { payload: hostileBody } : {}),
      });
      requests += 1;
      if (response.statusCode >= 500) failures.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      // 2. a NUL character, in the path, the query and the body: refused before any handler
      const nul = await app.inject({
        method: route.method as 'GET',
        url: `${fillPath(route.url, PATH_VALUES[0])}?query=${encodeURIComponent(PATH_VALUES[0])}`,
        headers,
        ...(hasBody ? { payload: { ...hostileBody, name: HOSTILE[0] } } : {}),
      });
      requests += 1;
      if (![400, 401, 403, 404, 405].includes(nul.statusCode)) failures.push(`${route.method} ${route.url} [NUL] → ${nul.statusCode}`);
    }
    expect(requests).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses a JSON body nested 50,000 levels deep and a lone surrogate with 400 on every route, anonymous or signed in', async () => {
    const admin = (await signedIn(app, database.db, ['Administrator'])).headers;
    const failures: string[] = [];
    let requests = 0;
    for (const route of sortedRoutes().filter((r) => hasBody(r.method))) {
      const url = fillPath(route.url, '00000000-0000-4000-8000-000000000000');
      const key = `${route.method} ${route.url}`;
      const attempts: Array<{ who: string; headers: Record<string, string>; payload: string; detail: string }> = [
        { who: 'anonymous', headers: {}, payload: DEEP_JSON, detail: TOO_DEEP_DETAIL },
        { who: 'admin', headers: admin, payload: DEEP_OBJECT, detail: TOO_DEEP_DETAIL },
        // JSON.stringify writes a lone surrogate as the escape \ud800, which the parser turns back into one
        {
          who: 'admin',
          headers: admin,
          payload: JSON.stringify({ name: 'x\ud800', title: 'x\udc00y', id: 'a' }),
          detail: BROKEN_TEXT_DETAIL,
        },
      ];
      for (const attempt of attempts) {
        const response = await app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...attempt.headers, 'content-type': 'application/json' },
          payload: attempt.payload,
        });
        requests += 1;
        const line = `${attempt.who} ${key} → ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (response.statusCode >= 500) failures.push(line);
        else if (!RAW_BODY_ROUTES.has(key) && (response.statusCode !== 400 || response.json().detail !== attempt.detail)) {
          failures.push(`${line} (expected 400: ${attempt.detail})`);
        }
      }
    }
    expect(requests).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 300_000);

  it('never answers 5xx to a multipart form with NUL in a text field; the routes that read a form refuse it with 400', async () => {
    const admin = (await signedIn(app, database.db, ['Administrator'])).headers;
    const form = multipartForm([
      { name: 'body', value: 'a\u0000b' },
      { name: 'company', value: '{"name":"a\u0000b"}' },
      { name: 'file', fileName: 'badge.png', data: PNG, contentType: 'image/png' },
    ]);
    const failures: string[] = [];
    for (const route of sortedRoutes().filter((r) => hasBody(r.method))) {
      const response = await app.inject({
        method: route.method as 'POST',
        url: fillPath(route.url, '00000000-0000-4000-8000-000000000000'),
        headers: { ...admin, ...form.headers },
        payload: form.payload,
      });
      if (response.statusCode >= 500) failures.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);

    // each route that reads a form, called by a role it admits: 400 naming the field, before anything is stored
    const candidate = await candidateWithProfile(app, database.db);
    const { company, manager } = await seedCompany(database.db, {});
    const managerToken = (await loginAs(app, manager.email, manager.password)).token;
    const job = await seedJob(database.db, { companyId: company.id });
    const application = await app.inject({
      method: 'POST',
      url: `/api/application/${job.id}`,
      headers: bearer(candidate.token),
      payload: {},
    });
    const { conversationId } = application.json();
    const employer = await signedIn(app, database.db, ['Employer']);
    const cases = [
      {
        url: '/api/message',
        headers: bearer(candidate.token),
        parts: [
          { name: 'conversationId', value: conversationId },
          { name: 'body', value: 'hello\u0000world' },
        ],
        field: 'body',
      },
      {
        url: '/api/auth/register/company',
        headers: employer.headers,
        parts: [{ name: 'company', value: JSON.stringify({ name: 'Acme\u0000', size: '11-50', nonprofit: false }) }],
        field: 'company.name',
      },
      {
        url: '/api/auth/register/company',
        headers: employer.headers,
        parts: [{ name: 'company', value: '{"name":"Acme","size":"11-50"}\u0000' }],
        field: 'company',
      },
      {
        url: '/api/candidate/profile/photo',
        headers: bearer(candidate.token),
        parts: [
          { name: 'caption', value: 'me\u0000' },
          { name: 'photo', fileName: 'me.png', data: PNG, contentType: 'image/png' },
        ],
        field: 'caption',
      },
      {
        url: `/api/companies/${company.id}/logo`,
        method: 'PUT' as const,
        headers: bearer(managerToken),
        parts: [
          { name: 'note', value: '\u0000' },
          { name: 'logo', fileName: 'logo.png', data: PNG, contentType: 'image/png' },
        ],
        field: 'note',
      },
    ];
    for (const c of cases) {
      const body = multipartForm(c.parts);
      const response = await app.inject({
        method: c.method ?? 'POST',
        url: c.url,
        headers: { ...c.headers, ...body.headers },
        payload: body.payload,
      });
      const problem = expectProblem(response, 400);
      expect({ url: c.url, detail: problem.detail, errors: problem.errors }).toEqual({
        url: c.url,
        detail: NUL_DETAIL,
        errors: { [c.field]: [NUL_DETAIL] },
      });
    }
  }, 300_000);

  it('names the field that holds the NUL character', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@example.com', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: ['Text may not contain the NUL character.'] });
    const query = await app.inject({ method: 'GET', url: '/api/user/exists/someone%00@example.com' });
    expect(query.statusCode).toBe(400);
    // and a normal login still works
    const user = await signedIn(app, database.db, ['Candidate']);
    expect((await loginAs(app, user.user.email, user.user.password)).token).toBeTruthy();
  });
});
