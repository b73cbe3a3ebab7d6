import { PROBLEM_TYPES } from '@talentmatch/shared/problem';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, loginAs, useTestApp } from '../../../test/app.ts';
import { seedCompany } from '../../seed/demo.ts';
import type { Database } from '../db/index.ts';
import { TERMS_EXEMPT_ROUTES } from './terms-guard.ts';
import { apiRouteList, fillPath } from '../../../test/routes.ts';

let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t));

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
/** exempt calls that end the session or the account: checked on their own below, not in the sweep */
const ENDS_SESSION = new Set([
  'POST /api/auth/revoke',
  'POST /api/auth/register/termsdecline',
  'DELETE /api/user/me',
  'POST /api/auth/register/termsaccept',
]);

const concrete = (url: string) => fillPath(url, SAMPLE_ID);

/** An account manager of a company with the subscription roles who has not accepted the terms. */
async function notAccepted() {
  const { manager } = await seedCompany(database.db, { manager: { termsAccepted: false } });
  const { token } = await loginAs(app, manager.email, manager.password);
  return { manager, headers: bearer(token) };
}

describe('the terms gate over the route table', () => {
  it('answers 403 terms-not-accepted on every authenticated route outside the allow-list, and lets the allow-list through', async () => {
    const { headers } = await notAccepted();
    const routes = apiRouteList(app);
    expect(routes.length).toBeGreaterThan(100);
    const gated: string[] = [];
    const wrong: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url.replace(/\/$/, '')}`;
      if (ENDS_SESSION.has(key)) continue;
      // the integration API takes a company's API key, never a person's session: no terms to accept (docs/integrations.md)
      if (key.includes(' /api/v1/')) continue;
      const method = route.method as 'GET';
      const anonymous = await app.inject({ method, url: concrete(route.url) });
      if (anonymous.statusCode !== 401) continue; // a public route: nothing to gate
      const response = await app.inject({ method, url: concrete(route.url), headers, ...(method === 'GET' ? {} : { payload: {} }) });
      const isTermsProblem = response.statusCode === 403 && response.json().type === PROBLEM_TYPES.termsNotAccepted;
      if (TERMS_EXEMPT_ROUTES.has(key)) {
        if (isTermsProblem || response.statusCode === 401) wrong.push(`${key} is exempt but answered ${response.statusCode}`);
      } else {
        gated.push(key);
        if (!isTermsProblem) wrong.push(`${key} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(gated).toEqual(expect.arrayContaining(['GET /api/candidates', 'GET /api/jobs', 'GET /api/subscription']));
    expect(gated.length).toBeGreaterThan(100);
  }, 120_000);

  it('the exempt calls work: own identity, the /subscription/create calls, accepting, then everything', async () => {
    const { headers } = await notAccepted();
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/siteConfiguration/terms/me', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/subscription/status', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/subscription/config', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/subscription/trial-status', headers })).statusCode).toBe(200);
    const blocked = await app.inject({ method: 'GET', url: '/api/subscription', headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ type: PROBLEM_TYPES.termsNotAccepted, status: 403 });
    expect((await app.inject({ method: 'POST', url: '/api/auth/register/termsaccept', headers })).statusCode).toBe(204);
    // the same access token: the gate reads the acceptance from the database, not from the token's flag
    expect((await app.inject({ method: 'GET', url: '/api/subscription', headers })).statusCode).toBe(200);
  });

  it('logout works without accepting', async () => {
    const { headers } = await notAccepted();
    expect((await app.inject({ method: 'POST', url: '/api/auth/revoke', headers })).statusCode).toBe(204);
  });

  it('a new terms version gates a user who accepted the old one', async () => {
    const { manager } = await seedCompany(database.db, {});
    const { token } = await loginAs(app, manager.email, manager.password);
    expect((await app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(token) })).statusCode).toBe(200);
    const admin = await seedCompany(database.db, { manager: { roles: ['Administrator'] } });
    const adminToken = (await loginAs(app, admin.manager.email, admin.manager.password)).token;
    const published = await app.inject({
      method: 'POST',
      url: '/api/siteConfiguration/terms',
      headers: bearer(adminToken),
      payload: { text: 'New terms, version two.' },
    });
    expect(published.statusCode).toBe(201);
    const after = await app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(token) });
    expect(after.json()).toMatchObject({ status: 403, type: PROBLEM_TYPES.termsNotAccepted });
  });
});
