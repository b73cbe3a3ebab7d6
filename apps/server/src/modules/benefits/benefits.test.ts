import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMPANY_MESSAGES } from '@talentmatch/shared/companies';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { can } from './policy.ts';
import { benefits, companyBenefits } from './tables.ts';

let database: Database;
let app: FastifyInstance;
let admin: string;
let employer: string;

useTestApp((t) => ({ database, app } = t));
beforeAll(async () => {
  const a = await seedUser(database.db, { roles: ['Administrator'] });
  admin = (await loginAs(app, a.email, a.password)).token;
  const { manager } = await seedCompany(database.db);
  employer = (await loginAs(app, manager.email, manager.password)).token;
});

const create = (body: Record<string, unknown>, token = admin) =>
  app.inject({ method: 'POST', url: '/api/benefits', payload: body, headers: bearer(token) });

describe('benefits policy', () => {
  it('only administrators manage the catalogue', () => {
    expect(can({ userId: 'u', roles: ['Administrator'], companyId: null }, 'manage')).toBe(true);
    expect(can({ userId: 'u', roles: ['Employer', 'AccountManager'], companyId: null }, 'manage')).toBe(false);
    expect(can({ userId: 'u', roles: ['Candidate'], companyId: null }, 'manage')).toBe(false);
  });
});

describe('GET /api/benefits', () => {
  it('401 without a token; others see active benefits in order, administrators every one with usage', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/benefits' }), 401);
    const shown = (await create({ name: 'Visible perk', icon: 'gift' })).json();
    const hidden = (await create({ name: 'Hidden perk', icon: 'gift', isActive: false })).json();
    const asEmployer = (await app.inject({ method: 'GET', url: '/api/benefits?status=all', headers: bearer(employer) })).json();
    expect(asEmployer.items.map((b: { id: string }) => b.id)).toContain(shown.id);
    expect(asEmployer.items.map((b: { id: string }) => b.id)).not.toContain(hidden.id);
    const asAdmin = (await app.inject({ method: 'GET', url: '/api/benefits?status=inactive&search=perk', headers: bearer(admin) })).json();
    expect(asAdmin.items.map((b: { id: string }) => b.id)).toEqual([hidden.id]);
    expectProblem(await app.inject({ method: 'GET', url: '/api/benefits?status=sometimes', headers: bearer(admin) }), 400);
  });
});

describe('POST /api/benefits', () => {
  it('401, 403 for an employer, 400 with field errors, 201 at the end of the order', async () => {
    expectProblem(await app.inject({ method: 'POST', url: '/api/benefits', payload: { name: 'X' } }), 401);
    expectProblem(await create({ name: 'Employer perk' }, employer), 403);
    const bad = expectProblem(await create({ name: '', icon: 'skull', description: '<b>bold</b>' }), 400);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['description', 'icon', 'name']);
    const first = await create({ name: 'Ordered A', icon: 'plane', description: 'Trips.' });
    expect(first.statusCode).toBe(201);
    const second = (await create({ name: 'Ordered B' })).json();
    expect(second.sortOrder).toBeGreaterThan(first.json().sortOrder);
    expect(second.icon).toBe('gift');
    const dup = expectProblem(await create({ name: 'ordered a' }), 400);
    expect(dup.errors?.name).toEqual([COMPANY_MESSAGES.benefitNameTaken]);
  });
});

describe('PUT /api/benefits/:id and DELETE', () => {
  it('updates (activate/deactivate), 403/404/400; deletes only unused benefits', async () => {
    const perk = (await create({ name: 'Editable perk' })).json();
    const url = `/api/benefits/${perk.id}`;
    expectProblem(await app.inject({ method: 'PUT', url, payload: { name: 'Y' } }), 401);
    expectProblem(await app.inject({ method: 'PUT', url, payload: { name: 'Y' }, headers: bearer(employer) }), 403);
    expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/benefits/00000000-0000-4000-8000-000000000000',
        payload: { name: 'Y' },
        headers: bearer(admin),
      }),
      404,
    );
    expect(
      expectProblem(await app.inject({ method: 'PUT', url, payload: { name: '' }, headers: bearer(admin) }), 400).errors?.name,
    ).toBeDefined();
    const updated = await app.inject({
      method: 'PUT',
      url,
      payload: { name: 'Edited perk', icon: 'heart', isActive: false },
      headers: bearer(admin),
    });
    expect(updated.statusCode).toBe(200);
    const [row] = await database.db.select().from(benefits).where(eq(benefits.id, perk.id));
    expect(row).toMatchObject({ name: 'Edited perk', icon: 'heart', isActive: false });

    const { company } = await seedCompany(database.db);
    await database.db.insert(companyBenefits).values({ companyId: company.id, benefitId: perk.id });
    expectProblem(await app.inject({ method: 'DELETE', url, headers: bearer(employer) }), 403);
    expect(expectProblem(await app.inject({ method: 'DELETE', url, headers: bearer(admin) }), 409).detail).toBe(
      COMPANY_MESSAGES.benefitInUse,
    );
    await database.db.delete(companyBenefits).where(eq(companyBenefits.benefitId, perk.id));
    expect((await app.inject({ method: 'DELETE', url, headers: bearer(admin) })).statusCode).toBe(204);
    expect(await database.db.select().from(benefits).where(eq(benefits.id, perk.id))).toHaveLength(0);
  });
});

describe('PUT /api/benefits/order', () => {
  it('401, 403, 400 unless every benefit is listed once; stores the new order', async () => {
    const all = (await app.inject({ method: 'GET', url: '/api/benefits?status=all', headers: bearer(admin) })).json().items as {
      id: string;
    }[];
    const ids = all.map((b) => b.id).reverse();
    expectProblem(await app.inject({ method: 'PUT', url: '/api/benefits/order', payload: { ids } }), 401);
    expectProblem(await app.inject({ method: 'PUT', url: '/api/benefits/order', payload: { ids }, headers: bearer(employer) }), 403);
    const partial = expectProblem(
      await app.inject({ method: 'PUT', url: '/api/benefits/order', payload: { ids: ids.slice(1) }, headers: bearer(admin) }),
      400,
    );
    expect(partial.errors?.ids).toEqual([COMPANY_MESSAGES.benefitOrderMismatch]);
    expectProblem(
      await app.inject({ method: 'PUT', url: '/api/benefits/order', payload: { ids: [...ids, ids[0]] }, headers: bearer(admin) }),
      400,
    );
    const response = await app.inject({ method: 'PUT', url: '/api/benefits/order', payload: { ids }, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((b: { id: string }) => b.id)).toEqual(ids);
  });
});
