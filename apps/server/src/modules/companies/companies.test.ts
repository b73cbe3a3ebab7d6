import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMPANY_MESSAGES } from '@talentmatch/shared/companies';
import { describe, expect, it } from 'vitest';
import { bearer, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { files } from '../../platform/db/schema.ts';
import { companies } from './tables.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { benefits, companyBenefits } from '../benefits/tables.ts';
import { can } from './policy.ts';

let database: Database;
let app: FastifyInstance;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

useTestApp((t) => ({ database, app } = t));

async function team() {
  const { company, manager } = await seedCompany(database.db, { name: 'Acme Hiring', industry: 'Software' });
  const member = await seedUser(database.db, { roles: ['Employer'], companyId: company.id });
  return {
    company,
    managerToken: (await loginAs(app, manager.email, manager.password)).token,
    memberToken: (await loginAs(app, member.email, member.password)).token,
  };
}
async function tokenFor(roles: ('Candidate' | 'Administrator')[]) {
  const user = await seedUser(database.db, { roles });
  return (await loginAs(app, user.email, user.password)).token;
}
async function stranger() {
  const other = await seedCompany(database.db);
  return (await loginAs(app, other.manager.email, other.manager.password)).token;
}
async function benefit(name: string, isActive = true) {
  const [row] = await database.db.insert(benefits).values({ name, icon: 'heart', isActive }).returning();
  return row;
}
const profile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme Hiring',
  website: 'https://acme.example',
  description: 'We make anvils.',
  size: '51-200',
  industry: 'Manufacturing',
  location: 'Denver, CO',
  benefitIds: [],
  ...overrides,
});
function multipartLogo(data: Buffer, field = 'logo') {
  const boundary = '----tm-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('company policy', () => {
  const company = { id: 'c1' };
  it('members view, the account manager and administrators edit, only administrators set nonprofit', () => {
    const manager = { userId: 'u1', roles: ['Employer', 'AccountManager'] as ('Employer' | 'AccountManager')[], companyId: 'c1' };
    const member = { userId: 'u2', roles: ['Employer'] as 'Employer'[], companyId: 'c1' };
    const other = { userId: 'u3', roles: ['Employer', 'AccountManager'] as ('Employer' | 'AccountManager')[], companyId: 'c2' };
    const admin = { userId: 'u4', roles: ['Administrator'] as 'Administrator'[], companyId: null };
    const candidate = { userId: 'u5', roles: ['Candidate'] as 'Candidate'[], companyId: 'c1' };
    expect([manager, member, other, admin, candidate].map((u) => can(u, 'view', company))).toEqual([true, true, false, true, false]);
    expect([manager, member, other, admin, candidate].map((u) => can(u, 'edit', company))).toEqual([true, false, false, true, false]);
    expect([manager, admin].map((u) => can(u, 'setNonprofit'))).toEqual([false, true]);
  });
});

describe('GET /api/companies/:id', () => {
  it('401, 403 for a candidate, 404 for another company', async () => {
    const { company } = await team();
    expectProblem(await app.inject({ method: 'GET', url: `/api/companies/${company.id}` }), 401);
    expectProblem(
      await app.inject({ method: 'GET', url: `/api/companies/${company.id}`, headers: bearer(await tokenFor(['Candidate'])) }),
      403,
    );
    const problem = expectProblem(
      await app.inject({ method: 'GET', url: `/api/companies/${company.id}`, headers: bearer(await stranger()) }),
      404,
    );
    expect(problem.detail).toBe(COMPANY_MESSAGES.companyNotFound);
  });

  it('shows the profile with benefits and what the viewer may do', async () => {
    const { company, managerToken, memberToken } = await team();
    const perk = await benefit('Company car');
    await database.db.insert(companyBenefits).values({ companyId: company.id, benefitId: perk.id });
    const asManager = await app.inject({ method: 'GET', url: `/api/companies/${company.id}`, headers: bearer(managerToken) });
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json()).toMatchObject({ id: company.id, name: 'Acme Hiring', viewer: { canEdit: true, canManageTeam: true } });
    expect(asManager.json().benefits).toEqual([{ id: perk.id, name: 'Company car', description: '', icon: 'heart', isActive: true }]);
    const asMember = await app.inject({ method: 'GET', url: `/api/companies/${company.id}`, headers: bearer(memberToken) });
    expect(asMember.json().viewer).toEqual({ canEdit: false, canManageTeam: false });
    const asAdmin = await app.inject({
      method: 'GET',
      url: `/api/companies/${company.id}`,
      headers: bearer(await tokenFor(['Administrator'])),
    });
    expect(asAdmin.json().viewer.canEdit).toBe(true);
  });
});

describe('PUT /api/companies/:id', () => {
  it('401, 403 for a non-manager member, 404 for another company', async () => {
    const { company, memberToken } = await team();
    const url = `/api/companies/${company.id}`;
    expectProblem(await app.inject({ method: 'PUT', url, payload: profile() }), 401);
    const refused = expectProblem(
      await app.inject({ method: 'PUT', url, payload: profile({ name: 'Hacked' }), headers: bearer(memberToken) }),
      403,
    );
    expect(refused.detail).toBe(COMPANY_MESSAGES.notAccountManager);
    expectProblem(await app.inject({ method: 'PUT', url, payload: profile({ name: 'Hacked' }), headers: bearer(await stranger()) }), 404);
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row.name).toBe('Acme Hiring');
  });

  it('400 with field errors: name, website, size, markup, unknown or inactive benefits; nothing stored', async () => {
    const { company, managerToken } = await team();
    const url = `/api/companies/${company.id}`;
    const put = (body: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url, payload: profile(body), headers: bearer(managerToken) });
    const fields = expectProblem(await put({ name: '', website: 'acme', size: 'huge' }), 400);
    expect(Object.keys(fields.errors ?? {}).sort()).toEqual(['name', 'size', 'website']);
    expect(expectProblem(await put({ description: '<script>alert(1)</script>' }), 400).errors?.description).toEqual([
      'Description must not contain HTML.',
    ]);
    const unknown = expectProblem(await put({ benefitIds: ['00000000-0000-4000-8000-000000000000'] }), 400);
    expect(unknown.errors?.benefitIds).toEqual([COMPANY_MESSAGES.benefitUnknown]);
    const retired = await benefit('Retired perk', false);
    expect(expectProblem(await put({ benefitIds: [retired.id] }), 400).errors?.benefitIds).toEqual([COMPANY_MESSAGES.benefitInactive]);
    expect(expectProblem(await put({ benefitIds: 'all' }), 400).errors?.benefitIds).toBeDefined();
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row.description).toBe('');
  });

  it('refreshes the search documents of the company jobs when the company is renamed', async () => {
    const { company, managerToken } = await team();
    const job = await seedJob(database.db, { companyId: company.id, title: 'Forklift driver' });
    const matches = async (word: string) => {
      const rows = await database.db.execute(
        sql`select 1 from jobs where id = ${job.id} and search_document @@ plainto_tsquery('english', ${word})`,
      );
      return rows.rows.length === 1;
    };
    expect(await matches('zephyrworks')).toBe(false);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      payload: profile({ name: 'Zephyrworks' }),
      headers: bearer(managerToken),
    });
    expect(response.statusCode).toBe(200);
    expect(await matches('zephyrworks')).toBe(true);
    expect(await matches('forklift')).toBe(true);
  });

  it('saves the profile and the benefits; the nonprofit flag is not the employer’s to set', async () => {
    const { company, managerToken } = await team();
    const a = await benefit('Sabbatical');
    const b = await benefit('Pet insurance');
    const response = await app.inject({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      payload: { ...profile({ benefitIds: [a.id, b.id, a.id] }), nonprofit: true },
      headers: bearer(managerToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Acme Hiring',
      website: 'https://acme.example',
      location: 'Denver, CO',
      nonprofit: false,
    });
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ industry: 'Manufacturing', description: 'We make anvils.', nonprofit: false });
    const chosen = await database.db.select().from(companyBenefits).where(eq(companyBenefits.companyId, company.id));
    expect(chosen.map((c) => c.benefitId).sort()).toEqual([a.id, b.id].sort());
    // a benefit retired later may stay where it was chosen
    await database.db.update(benefits).set({ isActive: false }).where(eq(benefits.id, a.id));
    const again = await app.inject({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      payload: profile({ benefitIds: [a.id] }),
      headers: bearer(managerToken),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().benefits.map((x: { id: string }) => x.id)).toEqual([a.id]);
  });
});

describe('PUT and DELETE /api/companies/:id/logo', () => {
  it('401, 403 for a member, 404 for another company, 400 for a missing or non-image file', async () => {
    const { company, managerToken, memberToken } = await team();
    const url = `/api/companies/${company.id}/logo`;
    expectProblem(await app.inject({ method: 'PUT', url, ...multipartLogo(PNG) }), 401);
    const asMember = multipartLogo(PNG);
    expectProblem(
      await app.inject({ method: 'PUT', url, payload: asMember.payload, headers: { ...asMember.headers, ...bearer(memberToken) } }),
      403,
    );
    const asStranger = multipartLogo(PNG);
    expectProblem(
      await app.inject({
        method: 'PUT',
        url,
        payload: asStranger.payload,
        headers: { ...asStranger.headers, ...bearer(await stranger()) },
      }),
      404,
    );
    const text = multipartLogo(Buffer.from('<svg onload=alert(1)>'));
    const notImage = expectProblem(
      await app.inject({ method: 'PUT', url, payload: text.payload, headers: { ...text.headers, ...bearer(managerToken) } }),
      400,
    );
    expect(notImage.errors?.logo).toEqual(['The logo must be a PNG, JPEG or WebP image.']);
    const missing = expectProblem(await app.inject({ method: 'PUT', url, payload: {}, headers: bearer(managerToken) }), 400);
    expect(missing.errors?.logo).toEqual(['Choose a logo image to upload.']);
    expectProblem(await app.inject({ method: 'DELETE', url, headers: bearer(memberToken) }), 403);
  });

  it('replaces the logo (new URL, old file gone) and removes it', async () => {
    const { company, managerToken } = await team();
    const url = `/api/companies/${company.id}/logo`;
    const first = multipartLogo(PNG);
    const one = await app.inject({ method: 'PUT', url, payload: first.payload, headers: { ...first.headers, ...bearer(managerToken) } });
    expect(one.statusCode).toBe(200);
    const second = multipartLogo(PNG);
    const two = await app.inject({ method: 'PUT', url, payload: second.payload, headers: { ...second.headers, ...bearer(managerToken) } });
    expect(two.json().logoUrl).not.toBe(one.json().logoUrl);
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    const logos = await database.db.select().from(files).where(eq(files.kind, 'company-logo'));
    expect(logos.some((f) => f.id === row.logoFileId)).toBe(true);
    expect(logos.some((f) => one.json().logoUrl.endsWith(f.id.slice(0, 8)))).toBe(false);
    const served = await app.inject({ method: 'GET', url: two.json().logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const removed = await app.inject({ method: 'DELETE', url, headers: bearer(managerToken) });
    expect(removed.json().logoUrl).toBeNull();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('admin: companies and employers', () => {
  it('401 and 403 for every admin endpoint', async () => {
    const { company, managerToken } = await team();
    for (const [method, url] of [
      ['GET', '/api/admin/companies'],
      ['GET', `/api/admin/companies/${company.id}`],
      ['PUT', `/api/admin/companies/${company.id}/nonprofit`],
      ['GET', '/api/admin/employers'],
    ] as const) {
      expectProblem(await app.inject({ method, url, payload: method === 'PUT' ? { nonprofit: true } : undefined }), 401);
      expectProblem(
        await app.inject({ method, url, headers: bearer(managerToken), payload: method === 'PUT' ? { nonprofit: true } : undefined }),
        403,
      );
    }
  });

  it('lists companies with search, paging and subscription status; 400 for bad paging', async () => {
    const admin = await tokenFor(['Administrator']);
    await seedCompany(database.db, { name: 'Zebra Paging One', industry: 'Zoology' });
    await seedCompany(database.db, { name: 'Zebra Paging Two', industry: 'Zoology' });
    const page1 = await app.inject({ method: 'GET', url: '/api/admin/companies?search=zebra%20paging&pageSize=1', headers: bearer(admin) });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().totalRecords).toBe(2);
    expect(page1.json().items).toHaveLength(1);
    expect(page1.json().items[0]).toMatchObject({ name: 'Zebra Paging One', memberCount: 1, subscriptionStatus: 'trialing' });
    const page2 = (
      await app.inject({ method: 'GET', url: '/api/admin/companies?search=zebra%20paging&pageSize=1&page=2', headers: bearer(admin) })
    ).json();
    expect(page2.items[0].name).toBe('Zebra Paging Two');
    const bad = expectProblem(
      await app.inject({ method: 'GET', url: '/api/admin/companies?page=0&pageSize=1000', headers: bearer(admin) }),
      400,
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['page', 'pageSize']);
  });

  it('shows the detail with team, subscription and jobs (a past closing date reads closed); 404 for an unknown company', async () => {
    const admin = await tokenFor(['Administrator']);
    const { company } = await team();
    const detail = await app.inject({ method: 'GET', url: `/api/admin/companies/${company.id}`, headers: bearer(admin) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().company.id).toBe(company.id);
    expect(detail.json().team.members).toHaveLength(2);
    expect(detail.json().subscription).toMatchObject({ status: 'trialing', planName: null, hasPaymentMethod: false });
    expect(detail.json().jobs).toEqual([]);
    await seedJob(database.db, { companyId: company.id, title: 'Warehouse lead', closingDate: '2020-01-31' });
    const withJobs = await app.inject({ method: 'GET', url: `/api/admin/companies/${company.id}`, headers: bearer(admin) });
    expect(withJobs.json().jobs).toEqual([expect.objectContaining({ title: 'Warehouse lead', status: 'closed' })]);
    expectProblem(
      await app.inject({ method: 'GET', url: '/api/admin/companies/00000000-0000-4000-8000-000000000000', headers: bearer(admin) }),
      404,
    );
  });

  it('verifies the nonprofit flag (400 without a boolean)', async () => {
    const admin = await tokenFor(['Administrator']);
    const { company } = await team();
    await database.db.update(companies).set({ nonprofitRequested: true }).where(eq(companies.id, company.id));
    const url = `/api/admin/companies/${company.id}/nonprofit`;
    expect(
      expectProblem(await app.inject({ method: 'PUT', url, payload: { nonprofit: 'yes' }, headers: bearer(admin) }), 400).errors?.nonprofit,
    ).toBeDefined();
    const response = await app.inject({ method: 'PUT', url, payload: { nonprofit: true }, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json().company).toMatchObject({ nonprofit: true, nonprofitRequested: false });
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    // the verification answers the request
    expect(row).toMatchObject({ nonprofit: true, nonprofitRequested: false });
  });

  it('lists employers with search and paging, marking account managers', async () => {
    const admin = await tokenFor(['Administrator']);
    const { company, manager } = await seedCompany(database.db, {
      name: 'Quokka Recruiting',
      manager: { firstName: 'Quentin', lastName: 'Quokka' },
    });
    await seedUser(database.db, { roles: ['Employer'], companyId: company.id, firstName: 'Quinn', lastName: 'Quokka' });
    await seedUser(database.db, { roles: ['Candidate'], firstName: 'Quokka', lastName: 'Candidate' });
    const list = (await app.inject({ method: 'GET', url: '/api/admin/employers?search=quokka', headers: bearer(admin) })).json();
    expect(list.totalRecords).toBe(2);
    expect(list.items.find((e: { id: string }) => e.id === manager.id)).toMatchObject({
      companyName: 'Quokka Recruiting',
      isAccountManager: true,
    });
    const paged = (
      await app.inject({ method: 'GET', url: '/api/admin/employers?search=quokka&pageSize=1&page=2', headers: bearer(admin) })
    ).json();
    expect(paged.items).toHaveLength(1);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/employers?search=Quentin%20Quokka', headers: bearer(admin) })).json()
        .totalRecords,
    ).toBe(1);
  });
});
