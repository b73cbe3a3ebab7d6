import { required } from '@talentmatch/shared/required';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createTestDatabase, expectProblem, loginAs } from '../../../test/app.ts';
import { startFakeStripe, stripeSubscription, type FakeStripe } from '../../../test/fake-stripe.ts';
import type { Database } from '../../platform/db/index.ts';
import { outboxEmails } from '../../platform/db/schema.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { defaultPlans } from '../../platform/plans.ts';
import { subscriptions } from './tables.ts';
import { BILLING_MANAGER_ONLY } from './policy.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_talentmatch';
const stripePlans = defaultPlans().map((p) => ({ code: p.code, priceId: `price_test_${p.code}`, price: p.price, limits: p.limits }));
const priceOf = (code: string) => `price_test_${code}`;

let database: Database;
let app: FastifyInstance;
let fake: FakeStripe;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeStripe();
  const dir = mkdtempSync(path.join(tmpdir(), 'tm-plans-'));
  const plansFile = path.join(dir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify({ plans: stripePlans }));
  app = await createTestApp(database, {
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url, PLANS_FILE: plansFile },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await fake?.stop();
});

async function employer(options: { nonprofit?: boolean; trialDays?: number } = {}) {
  const { company, manager } = await seedCompany(database.db, {
    nonprofit: options.nonprofit ?? false,
    trialDays: options.trialDays ?? 14,
  });
  const { token } = await loginAs(app, manager.email, manager.password);
  return { company, manager, token };
}
async function candidateToken() {
  const user = await seedUser(database.db);
  return (await loginAs(app, user.email, user.password)).token;
}

const calls = [
  { method: 'GET', url: '/api/subscription/status' },
  { method: 'GET', url: '/api/subscription/trial-status' },
  { method: 'GET', url: '/api/subscription/config' },
  { method: 'GET', url: '/api/subscription' },
  { method: 'GET', url: '/api/subscription/invoices' },
  { method: 'POST', url: '/api/subscription/checkout', payload: { priceId: priceOf('medium-yearly') } },
  { method: 'POST', url: '/api/subscription/portal' },
  { method: 'GET', url: '/api/subscription/demo/portal' },
] as const;

describe('access to the subscription calls', () => {
  it.each(calls)('$method $url needs a bearer token (401)', async (call) => {
    expectProblem(await app.inject({ ...call }), 401);
  });

  it.each(calls)('$method $url is refused to a candidate (403)', async (call) => {
    const token = await candidateToken();
    expectProblem(await app.inject({ ...call, headers: bearer(token) }), 403);
  });

  it('answers 404 to an employer without a company', async () => {
    const user = await seedUser(database.db, { roles: ['Employer'] });
    const { token } = await loginAs(app, user.email, user.password);
    const problem = expectProblem(await app.inject({ method: 'GET', url: '/api/subscription/status', headers: bearer(token) }), 404);
    expect(problem.detail).toBe('Register your company first.');
  });
});

describe('billing is for the account manager and administrators (docs/subscriptions.md)', () => {
  const billingCalls = [
    { method: 'POST', url: '/api/subscription/checkout', payload: { priceId: priceOf('medium-yearly') } },
    { method: 'POST', url: '/api/subscription/portal' },
    { method: 'POST', url: '/api/subscription/demo/portal', payload: { action: 'cancel' } },
    { method: 'POST', url: '/api/subscription/demo/checkout/00000000-0000-4000-8000-000000000000/pay', payload: {} },
  ] as const;

  it.each(billingCalls)('$method $url answers 403 to a member who is not the account manager', async (call) => {
    const { company } = await employer();
    const member = await seedUser(database.db, { roles: ['Employer'], companyId: company.id });
    const { token } = await loginAs(app, member.email, member.password);
    const problem = expectProblem(await app.inject({ ...call, headers: bearer(token) }), 403);
    expect(problem.detail).toBe(BILLING_MANAGER_ONLY);
  });

  it('a member reads the plan read-only with the account manager’s name; the manager may change it', async () => {
    const { company, manager, token: managerToken } = await employer();
    const member = await seedUser(database.db, { roles: ['Employer'], companyId: company.id });
    const { token } = await loginAs(app, member.email, member.password);
    const seen = await app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(token) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ canManageBilling: false, accountManagerName: `${manager.firstName} ${manager.lastName}` });
    const own = await app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(managerToken) });
    expect(own.json()).toMatchObject({ canManageBilling: true });
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      payload: { priceId: priceOf('medium-yearly') },
      headers: bearer(managerToken),
    });
    expect(checkout.statusCode).toBe(200);
  });
});

describe('GET /api/subscription/status, trial-status, config and overview', () => {
  it('reports a new company trialing for 14 days without a card', async () => {
    const { token } = await employer();
    const status = await app.inject({ method: 'GET', url: '/api/subscription/status', headers: bearer(token) });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toBe('trialing');
    const trial = await app.inject({ method: 'GET', url: '/api/subscription/trial-status', headers: bearer(token) });
    expect(trial.json()).toEqual({ daysRemaining: 14, hasPaymentMethod: false });
    const overview = (await app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(token) })).json();
    expect(overview).toMatchObject({
      status: 'trialing',
      plan: null,
      hasPaymentMethod: false,
      provider: 'stripe',
      usage: { seats: { used: 1, limit: 3 }, openJobs: { used: 0, limit: 3 } },
    });
  });

  it('counts open jobs and seats by the same rules as the job limit and the team page', async () => {
    const { company, token } = await employer();
    await seedJob(database.db, { companyId: company.id, status: 'open' });
    await seedJob(database.db, { companyId: company.id, status: 'open' });
    await seedJob(database.db, { companyId: company.id, status: 'draft' });
    await seedJob(database.db, { companyId: company.id, status: 'open', closingDate: '2020-01-01' });
    const invited = await app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/invitations`,
      headers: bearer(token),
      payload: { email: `seat-${company.id}@example.com` },
    });
    expect(invited.statusCode).toBe(201);
    const overview = (await app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(token) })).json();
    expect(overview.usage).toEqual({ openJobs: { used: 2, limit: 3 }, seats: { used: 2, limit: 3 } });
    const team = (await app.inject({ method: 'GET', url: `/api/companies/${company.id}/team`, headers: bearer(token) })).json();
    expect(team.seats).toEqual(overview.usage.seats);
  });

  it('offers the 8 standard plans to a company, the 8 nonprofit ones to a nonprofit', async () => {
    const standard = (
      await app.inject({ method: 'GET', url: '/api/subscription/config', headers: bearer((await employer()).token) })
    ).json();
    expect(standard.showTrialBanner).toBe(true);
    expect(standard.plans).toHaveLength(8);
    expect(standard.plans.every((p: { nonprofit: boolean }) => !p.nonprofit)).toBe(true);
    const nonprofit = (
      await app.inject({ method: 'GET', url: '/api/subscription/config', headers: bearer((await employer({ nonprofit: true })).token) })
    ).json();
    expect(nonprofit.plans).toHaveLength(8);
    expect(nonprofit.plans.every((p: { nonprofit: boolean }) => p.nonprofit)).toBe(true);
    expect(nonprofit.nonprofitEligible).toBe(true);
  });
});

describe('GET /api/subscription/plans (public)', () => {
  it('lists all 16 plans with price and limits to anyone, without the provider’s price ids', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/subscription/plans' });
    expect(response.statusCode).toBe(200);
    const { plans } = response.json();
    expect(plans).toHaveLength(16);
    expect(plans.filter((p: { nonprofit: boolean }) => p.nonprofit)).toHaveLength(8);
    expect(plans[0]).toMatchObject({ code: expect.any(String), name: expect.any(String), price: { amount: expect.any(Number) } });
    expect(plans[0].limits).toEqual({ openJobs: expect.any(Number), seats: expect.any(Number) });
    expect(response.body).not.toContain('priceId');
  });
});

describe('POST /api/subscription/checkout', () => {
  it('answers 400 without a price and for a price that is not one of the 16', async () => {
    const { token } = await employer();
    const missing = expectProblem(
      await app.inject({ method: 'POST', url: '/api/subscription/checkout', headers: bearer(token), payload: {} }),
      400,
    );
    expect(missing.errors).toEqual({ priceId: ['Choose a plan.'] });
    const unknown = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/subscription/checkout',
        headers: bearer(token),
        payload: { priceId: 'price_someone_elses' },
      }),
      400,
    );
    expect(unknown.errors).toEqual({ priceId: ['This price is not one of our plans.'] });
  });

  it('refuses a nonprofit plan to a company that is not flagged nonprofit (403)', async () => {
    const { token } = await employer();
    const problem = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/subscription/checkout',
        headers: bearer(token),
        payload: { priceId: priceOf('small-monthly-nonprofit') },
      }),
      403,
    );
    expect(problem.detail).toBe('Nonprofit plans are for companies verified as nonprofit.');
  });

  it('opens a Stripe Checkout in subscription mode with the trial carried over', async () => {
    const { token, company } = await employer();
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: bearer(token),
      payload: { priceId: priceOf('medium-yearly') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_fake_/);
    const session = required(fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1));
    expect(session.authorization).toBe('Bearer sk_test_fake');
    expect(session.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: company.id,
      'line_items[0][price]': priceOf('medium-yearly'),
      'line_items[0][quantity]': '1',
      'subscription_data[metadata][companyId]': company.id,
      success_url: 'http://talentmatch.test/payment-return?session_id={CHECKOUT_SESSION_ID}',
    });
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
    expect(Number(session.form['subscription_data[trial_end]'])).toBe(Math.floor(required(row.trialEndsAt).getTime() / 1000));
    expect(session.form.customer).toBe(row.providerCustomerId);
  });

  it('refuses a plan with fewer seats than the team uses (409, with the reason), which the config announces', async () => {
    const { token, company } = await employer();
    for (const n of [1, 2]) await seedUser(database.db, { roles: ['Employer'], companyId: company.id, firstName: `Member${n}` });
    const config = await app.inject({ method: 'GET', url: '/api/subscription/config', headers: bearer(token) });
    expect(config.json().seatsInUse).toBe(3);
    const sessionsBefore = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const problem = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/subscription/checkout',
        headers: bearer(token),
        payload: { priceId: priceOf('small-monthly') },
      }),
      409,
    );
    expect(problem.detail).toBe(
      'The Small Monthly plan has 2 hiring-team seats and your team uses 3 (members and pending invitations). Remove members or cancel invitations on the Hiring Team Members page first, or choose a larger plan.',
    );
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    const medium = await app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: bearer(token),
      payload: { priceId: priceOf('medium-monthly') },
    });
    expect(medium.statusCode).toBe(200);
  });

  it('charges at once when less than 48 hours of trial are left', async () => {
    const { token } = await employer({ trialDays: 1 });
    await app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: bearer(token),
      payload: { priceId: priceOf('small-monthly') },
    });
    const session = required(fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1));
    expect(session.form['subscription_data[trial_end]']).toBeUndefined();
  });
});

function signed(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
  };
}
function subscriptionEvent(id: string, type: string, created: number, object: Record<string, unknown>) {
  return { id, object: 'event', type, created, api_version: '2026-10-28.endive', data: { object } };
}
async function postWebhook(event: Record<string, unknown>, secret?: string) {
  const { payload, headers } = signed(event, secret);
  return app.inject({ method: 'POST', url: '/api/subscription/webhook', payload, headers });
}

describe('POST /api/subscription/webhook (Stripe)', () => {
  async function checkedOut() {
    const ctx = await employer();
    await app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: bearer(ctx.token),
      payload: { priceId: priceOf('medium-yearly') },
    });
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.companyId, ctx.company.id));
    const subId = `sub_${ctx.company.id.slice(0, 8)}`;
    const now = Math.floor(Date.now() / 1000);
    fake.subscriptions.set(
      subId,
      stripeSubscription({
        id: subId,
        customer: required(row.providerCustomerId),
        companyId: ctx.company.id,
        priceId: priceOf('medium-yearly'),
        status: 'trialing',
        trialEnd: now + 14 * 86400,
        periodEnd: now + 14 * 86400,
      }),
    );
    const completed = subscriptionEvent(`evt_cs_${subId}`, 'checkout.session.completed', now, {
      id: 'cs_fake_x',
      object: 'checkout.session',
      client_reference_id: ctx.company.id,
      customer: row.providerCustomerId,
      subscription: subId,
      metadata: { companyId: ctx.company.id },
    });
    return { ...ctx, subId, customer: required(row.providerCustomerId), now, completed };
  }

  it('applies a validly signed checkout.session.completed: plan, card on file, trial kept', async () => {
    const { token, completed } = await checkedOut();
    const response = await postWebhook(completed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    const overview = (await app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(token) })).json();
    expect(overview).toMatchObject({
      status: 'trialing',
      hasPaymentMethod: true,
      plan: { code: 'medium-yearly' },
      usage: { seats: { limit: 5 } },
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/subscription/trial-status', headers: bearer(token) })).json().hasPaymentMethod,
    ).toBe(true);
  });

  it('refuses a bad signature (400) and changes nothing', async () => {
    const { token, completed } = await checkedOut();
    const forged = await postWebhook(completed, 'whsec_not_the_secret');
    expect(expectProblem(forged, 400).detail).toBe('The webhook signature is not valid.');
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/subscription/webhook',
      payload: JSON.stringify(completed),
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(unsigned, 400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/subscription/trial-status', headers: bearer(token) })).json().hasPaymentMethod,
    ).toBe(false);
  });

  it('acknowledges a replayed event id once and does not apply it again', async () => {
    const { company, subId, customer, now } = await checkedOut();
    const deleted = subscriptionEvent(
      `evt_del_${subId}`,
      'customer.subscription.deleted',
      now + 5,
      stripeSubscription({
        id: subId,
        customer,
        companyId: company.id,
        priceId: priceOf('medium-yearly'),
        status: 'canceled',
        periodEnd: now,
      }),
    );
    expect((await postWebhook(deleted)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await postWebhook(deleted)).json()).toEqual({ received: true, outcome: 'duplicate' });
    await app.ctx.background.idle();
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
    expect(row.status).toBe('canceled');
    const mails = await database.db.select().from(outboxEmails);
    expect(mails.filter((m) => m.subject === 'Your TalentMatch subscription has ended' && m.text.includes(company.name))).toHaveLength(1);
  });

  it('ignores an older customer.subscription.updated arriving after a newer one', async () => {
    const { token, company, subId, customer, now } = await checkedOut();
    const state = (status: string, created: number) =>
      subscriptionEvent(
        `evt_${status}_${subId}`,
        'customer.subscription.updated',
        created,
        stripeSubscription({
          id: subId,
          customer,
          companyId: company.id,
          priceId: priceOf('large-yearly'),
          status,
          periodEnd: now + 365 * 86400,
        }),
      );
    expect((await postWebhook(state('active', now + 20))).json().outcome).toBe('applied');
    expect((await postWebhook(state('past_due', now + 10))).json().outcome).toBe('stale');
    expect((await app.inject({ method: 'GET', url: '/api/subscription/status', headers: bearer(token) })).json()).toBe('active');
  });

  it('tells the account managers, by mail and in the notification centre, when the paid subscription starts', async () => {
    const { token, company, subId, customer, now, manager } = await checkedOut();
    const active = subscriptionEvent(
      `evt_active_${subId}`,
      'customer.subscription.updated',
      now + 20,
      stripeSubscription({
        id: subId,
        customer,
        companyId: company.id,
        priceId: priceOf('medium-yearly'),
        status: 'active',
        periodEnd: now + 365 * 86400,
      }),
    );
    expect((await postWebhook(active)).json().outcome).toBe('applied');
    await app.ctx.background.idle();
    const mails = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, manager.email));
    expect(mails.filter((m) => m.subject === 'Your TalentMatch subscription has started')).toHaveLength(1);
    const notices = (await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })).json();
    expect(notices.items).toEqual([expect.objectContaining({ kind: 'billing', link: '/employer/subscription' })]);
    expect(notices.items[0].title).toContain(`${company.name} is now subscribed to the`);
  });

  it('mails the account managers when a payment fails', async () => {
    const { company, customer, manager } = await checkedOut();
    const failed = subscriptionEvent(`evt_fail_${company.id}`, 'invoice.payment_failed', Math.floor(Date.now() / 1000), {
      id: 'in_1',
      object: 'invoice',
      customer,
    });
    expect((await postWebhook(failed)).json().outcome).toBe('applied');
    await app.ctx.background.idle();
    const mails = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, manager.email));
    expect(mails.map((m) => m.subject)).toContain('Payment failed for your TalentMatch subscription');
  });
});

describe('POST /api/subscription/portal and GET /api/subscription/invoices (Stripe)', () => {
  it('answers 409 before there is a subscription, then opens the Billing Portal', async () => {
    const { token, company } = await employer();
    expectProblem(await app.inject({ method: 'POST', url: '/api/subscription/portal', headers: bearer(token) }), 409);
    await app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: bearer(token),
      payload: { priceId: priceOf('small-monthly') },
    });
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
    const subId = `sub_portal_${company.id.slice(0, 8)}`;
    const now = Math.floor(Date.now() / 1000);
    await postWebhook(
      subscriptionEvent(
        `evt_created_${subId}`,
        'customer.subscription.created',
        now,
        stripeSubscription({
          id: subId,
          customer: required(row.providerCustomerId),
          companyId: company.id,
          priceId: priceOf('small-monthly'),
          status: 'active',
          periodEnd: now + 30 * 86400,
        }),
      ),
    );
    const portal = await app.inject({ method: 'POST', url: '/api/subscription/portal', headers: bearer(token) });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(required(fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)).form).toEqual({
      customer: row.providerCustomerId,
      return_url: 'http://talentmatch.test/employer/subscription',
    });
    fake.invoices.set(required(row.providerCustomerId), [
      {
        id: 'in_fake_1',
        object: 'invoice',
        number: 'TM-0001',
        status: 'paid',
        amount_paid: 4900,
        amount_due: 4900,
        currency: 'usd',
        created: now,
        period_end: now,
        hosted_invoice_url: 'https://invoice.stripe.test/i/1',
      },
    ]);
    const invoices = await app.inject({ method: 'GET', url: '/api/subscription/invoices', headers: bearer(token) });
    expect(invoices.json()).toEqual([
      {
        id: 'in_fake_1',
        number: 'TM-0001',
        status: 'paid',
        amount: 4900,
        currency: 'usd',
        createdAt: new Date(now * 1000).toISOString(),
        periodEnd: new Date(now * 1000).toISOString(),
        url: 'https://invoice.stripe.test/i/1',
      },
    ]);
  });

  it('keeps each company to its own subscription', async () => {
    const a = await employer();
    const b = await employer();
    await app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: bearer(a.token),
      payload: { priceId: priceOf('large-monthly') },
    });
    const [rowA] = await database.db.select().from(subscriptions).where(eq(subscriptions.companyId, a.company.id));
    const now = Math.floor(Date.now() / 1000);
    await postWebhook(
      subscriptionEvent(
        `evt_a_${a.company.id}`,
        'customer.subscription.created',
        now,
        stripeSubscription({
          id: `sub_a_${a.company.id.slice(0, 6)}`,
          customer: required(rowA.providerCustomerId),
          companyId: a.company.id,
          priceId: priceOf('large-monthly'),
          status: 'active',
          periodEnd: now + 86400,
        }),
      ),
    );
    const overviewB = (await app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(b.token) })).json();
    expect(overviewB).toMatchObject({ status: 'trialing', plan: null });
    expect((await app.inject({ method: 'GET', url: '/api/subscription/invoices', headers: bearer(b.token) })).json()).toEqual([]);
    expectProblem(await app.inject({ method: 'POST', url: '/api/subscription/portal', headers: bearer(b.token) }), 409);
  });
});
