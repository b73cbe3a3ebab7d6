import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, useTestApp, validRegistration } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCompany, seedInvitation } from '../../seed/demo.ts';
import { LANDING_VISITS_PER_WINDOW } from './routes.ts';
import { accountAcquisitions, landingVisits } from './tables.ts';

let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t));

const visit = (payload: Record<string, unknown>, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/acquisition/visits', payload, remoteAddress: ip });
const countVisits = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(landingVisits))[0]?.n ?? 0;

describe('POST /api/acquisition/visits (public)', () => {
  it('204: stores page, UTM fields, referring host and the day, nothing else', async () => {
    const response = await visit({
      page: '/jobs',
      source: 'Newsletter',
      medium: 'email',
      campaign: 'spring',
      referrerHost: 'News.Example.com',
    });
    expect(response.statusCode).toBe(204);
    const rows = await database.db.select().from(landingVisits);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      page: '/jobs',
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      referrerHost: 'news.example.com',
      day: new Date().toISOString().slice(0, 10),
    });
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['campaign', 'day', 'id', 'medium', 'page', 'referrerHost', 'source']);
  });

  it('400 naming the field, nothing stored', async () => {
    const before = await countVisits();
    expect(expectProblem(await visit({}), 400).errors?.page).toEqual(['The page is required.']);
    expect(expectProblem(await visit({ page: '/jobs?email=a@b.c' }), 400).errors?.page).toBeDefined();
    expect(expectProblem(await visit({ page: '/', referrerHost: 'https://x.test/path' }), 400).errors?.referrerHost).toEqual([
      'The referring host is a host name only.',
    ]);
    expect(expectProblem(await visit({ page: '/', source: 'x'.repeat(101) }), 400).errors?.source).toEqual([
      'The source is at most 100 characters.',
    ]);
    expect(await countVisits()).toBe(before);
  });

  it('429 after the per-address limit', async () => {
    for (let i = 0; i < LANDING_VISITS_PER_WINDOW; i += 1) expect((await visit({ page: '/' }, '198.51.100.9')).statusCode).toBe(204);
    expectProblem(await visit({ page: '/' }, '198.51.100.9'), 429);
    expect((await visit({ page: '/' }, '198.51.100.10')).statusCode).toBe(204);
  });
});

describe('registration stores the acquisition data on the account', () => {
  let inviteId: string;
  let inviteEmail: string;
  beforeAll(async () => {
    const { company, manager } = await seedCompany(database.db);
    const invitation = await seedInvitation(database.db, { companyId: company.id, invitedBy: manager.id });
    inviteId = invitation.id;
    inviteEmail = invitation.email;
  });
  const acquisitionOf = async (token: string) => {
    const sub = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub as string;
    const [row] = await database.db.select().from(accountAcquisitions).where(eq(accountAcquisitions.userId, sub));
    return row;
  };

  it('a candidate from a newsletter link, an employer with nothing kept (direct), an invited teammate as "invitation"', async () => {
    const candidate = await app.inject({
      method: 'POST',
      url: '/api/auth/register/candidate',
      payload: validRegistration({
        acquisition: { source: 'newsletter', medium: 'email', campaign: 'spring', referrerHost: 'mail.example.com' },
      }),
    });
    expect(candidate.statusCode).toBe(201);
    expect(await acquisitionOf(candidate.json().token)).toMatchObject({
      channel: 'web',
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      referrerHost: 'mail.example.com',
    });

    const employer = await app.inject({ method: 'POST', url: '/api/auth/register/employer', payload: validRegistration() });
    expect(employer.statusCode).toBe(201);
    expect(await acquisitionOf(employer.json().token)).toMatchObject({
      channel: 'web',
      source: null,
      medium: null,
      campaign: null,
      referrerHost: null,
    });

    const invited = await app.inject({
      method: 'POST',
      url: '/api/auth/register/employer',
      payload: validRegistration({ email: inviteEmail, invitationId: inviteId, acquisition: { source: 'newsletter' } }),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await acquisitionOf(invited.json().token)).toMatchObject({ channel: 'invitation', source: null });
  });

  it('400 naming the acquisition field; no account made', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register/candidate',
      payload: validRegistration({ acquisition: { referrerHost: 'not a host/' } }),
    });
    expect(expectProblem(response, 400).errors?.['acquisition.referrerHost']).toEqual(['The referring host is a host name only.']);
  });
});
