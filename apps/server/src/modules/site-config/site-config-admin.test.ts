import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, decodeClaims, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { auditLog } from '../audit-log/tables.ts';
import { seedUser } from '../../seed/demo.ts';
import { getSiteTimeZone, getStaleUserThresholdDays, getTrialDays } from './service.ts';

let database: Database;
let app: FastifyInstance;
let adminToken: string;
let adminId: string;
let candidateToken: string;
let candidate: Awaited<ReturnType<typeof seedUser>>;

useTestApp((t) => ({ database, app } = t), { env: { TRIAL_DAYS: '21' } });

beforeAll(async () => {
  const admin = await seedUser(database.db, { roles: ['Administrator'] });
  adminId = admin.id;
  adminToken = (await loginAs(app, admin.email, admin.password)).token;
  candidate = await seedUser(database.db, { roles: ['Candidate'] });
  candidateToken = (await loginAs(app, candidate.email, candidate.password)).token;
});

const put = (payload: unknown, token?: string) =>
  app.inject({ method: 'PUT', url: '/api/siteConfiguration/', payload: payload as object, headers: token ? bearer(token) : {} });
const read = async () => (await app.inject({ method: 'GET', url: '/api/siteConfiguration' })).json();

describe('PUT api/siteConfiguration/', () => {
  it('takes TRIAL_DAYS as the first trial length and answers the defaults', async () => {
    const site = await read();
    expect(site).toMatchObject({
      trialDays: 21,
      staleUserDays: 180,
      maxJobExperiences: 7,
      maxEducationExperiences: 5,
      isBeta: false,
      timeZone: 'UTC',
      adsTagId: '',
    });
    expect(await getTrialDays(database.db)).toBe(21);
  });

  it('401 without a session and 403 for a non-administrator, nothing saved', async () => {
    expectProblem(await put({ contactPhone: '+1 555 000 1111' }), 401);
    expectProblem(await put({ contactPhone: '+1 555 000 1111' }, candidateToken), 403);
    expect((await read()).contactPhone).not.toBe('+1 555 000 1111');
  });

  it('400 names the field and saves nothing', async () => {
    const before = await read();
    const cases: Array<[object, string]> = [
      [{ contactEmail: 'not-an-email' }, 'contactEmail'],
      [{ uploadLimits: { resumeBytes: 0, photoBytes: 2097152, attachmentBytes: 2097152 } }, 'uploadLimits.resumeBytes'],
      [{ uploadLimits: { resumeBytes: 2097152, photoBytes: 51 * 1024 * 1024, attachmentBytes: 2097152 } }, 'uploadLimits.photoBytes'],
      [{ maxJobExperiences: 21 }, 'maxJobExperiences'],
      [{ maxEducationExperiences: 0 }, 'maxEducationExperiences'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ azureAd: { clientId: 'abc', tenantAuthority: 'not a url' } }, 'azureAd.tenantAuthority'],
      [{ siteName: '<b>Hi</b>' }, 'siteName'],
      [{ trialDays: 0 }, 'trialDays'],
    ];
    for (const [payload, field] of cases) {
      const problem = expectProblem(await put({ contactPhone: '+1 555 999 9999', ...payload }, adminToken), 400);
      expect(Object.keys(problem.errors ?? {}), field).toContain(field);
    }
    expectProblem(await put({}, adminToken), 400);
    expect(await read()).toEqual(before);
  });

  it('takes back what GET answers (read-modify-write): read-only fields pass unchanged and are refused when changed', async () => {
    const site = await read();
    const saved = await put({ ...site, contactPhone: '+1 555 246 8100' }, adminToken);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...site, contactPhone: '+1 555 246 8100' });
    const changedTerms = expectProblem(await put({ ...site, contactPhone: '+1 555 000 2222', termsText: 'New terms' }, adminToken), 400);
    expect(Object.keys(changedTerms.errors ?? {})).toEqual(['termsText']);
    expect(changedTerms.detail).toContain('publishing a new version');
    expectProblem(await put({ ...site, termsVersion: site.termsVersion + 1 }, adminToken), 400);
    expect((await read()).contactPhone).toBe('+1 555 246 8100');
    expectProblem(await put({ ...site, notASetting: true }, adminToken), 400);
  });

  it('tells every connected user over the live stream, and nobody for a refused change', async () => {
    const seen = new Map<string, unknown[]>([
      [adminId, []],
      [candidate.id, []],
    ]);
    const stops = [...seen.keys()].map((id) => app.ctx.events.subscribe(id, (event) => seen.get(id)?.push(event)));
    try {
      expectProblem(await put({ contactPhone: 'call me' }, adminToken), 400);
      expect(seen.get(candidate.id)).toEqual([]);
      expect((await put({ contactPhone: '+1 555 010 2030' }, adminToken)).statusCode).toBe(200);
      expect(seen.get(candidate.id)).toEqual([{ type: 'site-configuration' }]);
      expect(seen.get(adminId)).toEqual([{ type: 'site-configuration' }]);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('saves the changed fields, answers them everywhere and audits which fields changed', async () => {
    const response = await put(
      {
        contactPhone: '+1 555 777 8888',
        maintenanceMessage: 'Maintenance tonight from 22:00 UTC.',
        trialDays: 30,
        staleUserDays: 90,
        maxJobExperiences: 10,
        maxEducationExperiences: 3,
        isBeta: true,
        azureAd: { clientId: 'a1b2-c3', tenantAuthority: 'https://login.example.com/tenant' },
        hotjar: { hotjarId: '123456', hotjarIsProduction: true },
        adsTagId: 'AW-1234',
        timeZone: 'Europe/Berlin',
      },
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ contactPhone: '+1 555 777 8888', trialDays: 30, timeZone: 'Europe/Berlin' });
    const client = (await app.inject({ method: 'GET', url: '/api/config/client-app' })).json();
    expect(client).toMatchObject({
      azureAd: { clientId: 'a1b2-c3', tenantAuthority: 'https://login.example.com/tenant' },
      hotjar: { hotjarId: '123456', hotjarIsProduction: true },
      maxJobExperiences: 10,
      maxEducationExperiences: 3,
      isBeta: true,
    });
    expect((await app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ trialDays: 30, timeZone: 'Europe/Berlin' });
    expect(await getStaleUserThresholdDays(database.db)).toBe(90);
    expect(await getSiteTimeZone(database.db)).toBe('Europe/Berlin');

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site-configuration.update'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry.actorId).toBe(adminId);
    expect((entry.details as { fields: string[] }).fields.sort()).toEqual(
      [
        'adsTagId',
        'azureAd',
        'contactPhone',
        'hotjar',
        'isBeta',
        'maintenanceMessage',
        'maxEducationExperiences',
        'maxJobExperiences',
        'staleUserDays',
        'timeZone',
        'trialDays',
      ].sort(),
    );
    // the same values again change nothing and add no audit entry
    const count = async () => (await database.db.select().from(auditLog).where(eq(auditLog.action, 'site-configuration.update'))).length;
    const n = await count();
    await put({ contactPhone: '+1 555 777 8888' }, adminToken);
    expect(await count()).toBe(n);
  });
});

describe('terms versions', () => {
  it('401 and 403 on publishing and listing; an empty text is refused', async () => {
    expectProblem(await app.inject({ method: 'POST', url: '/api/siteConfiguration/terms', payload: { text: 'x' } }), 401);
    expectProblem(
      await app.inject({ method: 'POST', url: '/api/siteConfiguration/terms', payload: { text: 'x' }, headers: bearer(candidateToken) }),
      403,
    );
    expectProblem(await app.inject({ method: 'GET', url: '/api/siteConfiguration/terms', headers: bearer(candidateToken) }), 403);
    const problem = expectProblem(
      await app.inject({ method: 'POST', url: '/api/siteConfiguration/terms', payload: { text: '   ' }, headers: bearer(adminToken) }),
      400,
    );
    expect(problem.errors?.text?.[0]).toMatch(/empty version/);
    expect((await read()).termsVersion).toBe(1);
    expectProblem(await app.inject({ method: 'GET', url: '/api/siteConfiguration/terms/99', headers: bearer(adminToken) }), 404);
  });

  it('publishing version 2 asks every user again; accepting records the version and the date', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/siteConfiguration/terms/me', headers: bearer(candidateToken) })).json();
    expect(before).toMatchObject({ currentVersion: 1, acceptedVersion: 1, accepted: true });

    const published = await app.inject({
      method: 'POST',
      url: '/api/siteConfiguration/terms',
      payload: { text: '# Terms\n\nVersion two of the terms.' },
      headers: bearer(adminToken),
    });
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ version: 2 });
    expect((await read()).termsVersion).toBe(2);
    // publishing counts as the publisher's acceptance: they keep working; everyone else is asked again
    const publisher = (await app.inject({ method: 'GET', url: '/api/siteConfiguration/terms/me', headers: bearer(adminToken) })).json();
    expect(publisher).toMatchObject({ currentVersion: 2, acceptedVersion: 2, accepted: true });
    const history = (await app.inject({ method: 'GET', url: '/api/siteConfiguration/terms', headers: bearer(adminToken) })).json();
    expect(history.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(history[0].publishedBy).toBeTruthy();

    const login = await loginAs(app, candidate.email, candidate.password);
    expect(decodeClaims(login.token).terms).toBe(0);
    const status = (await app.inject({ method: 'GET', url: '/api/siteConfiguration/terms/me', headers: bearer(login.token) })).json();
    expect(status).toMatchObject({ currentVersion: 2, acceptedVersion: 1, accepted: false });

    const accept = await app.inject({ method: 'POST', url: '/api/auth/register/termsaccept', headers: bearer(login.token) });
    expect(accept.statusCode).toBeLessThan(300);
    const after = (await app.inject({ method: 'GET', url: '/api/siteConfiguration/terms/me', headers: bearer(login.token) })).json();
    expect(after).toMatchObject({ currentVersion: 2, acceptedVersion: 2, accepted: true });
    expect(Date.parse(after.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
    expectProblem(await app.inject({ method: 'GET', url: '/api/siteConfiguration/terms/me' }), 401);
  });
});
