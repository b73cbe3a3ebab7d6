import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/index.ts';
import { seedCompany } from '../src/seed/demo.ts';
import { loginAs, useTestApp } from './app.ts';
import { signedIn } from './profile-helpers.ts';
import { apiRouteList, fillPath } from './routes.ts';

/**
 * A permanent fuzz test generated from the route table: every API route, for an administrator, an
 * employer and a candidate, gets hostile strings in its path parameters, its query and every usual text
 * field of a JSON body. No answer may be a 5xx; a NUL character is refused with 400 before any handler.
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

describe('hostile input over every route', () => {
  it('never answers 5xx, and refuses NUL with 400', async () => {
    const routes = apiRouteList(app).sort((a, b) => Number(LAST.some((p) => p.test(a.url))) - Number(LAST.some((p) => p.test(b.url))));
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
