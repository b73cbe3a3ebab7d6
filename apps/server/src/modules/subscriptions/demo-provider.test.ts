import { required } from '@talentmatch/shared/required';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { outboxEmails } from '../../platform/db/schema.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { runSubscriptionChecks } from './scheduler.ts';
import { subscriptionNotices, subscriptions } from './tables.ts';

let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t));

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123', name: 'Erin Walsh' });

async function employer(trialDays = 14) {
  const { company, manager } = await seedCompany(database.db, { trialDays });
  const { token } = await loginAs(app, manager.email, manager.password);
  const config = (await app.inject({ method: 'GET', url: '/api/subscription/config', headers: bearer(token) })).json();
  const price = (code: string) => config.plans.find((p: { code: string }) => p.code === code).priceId as string;
  return { company, manager, token, price };
}

async function openCheckout(token: string, priceId: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/subscription/checkout', headers: bearer(token), payload: { priceId } });
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json().url);
  expect(url.pathname).toBe('/subscription/demo-checkout');
  return required(url.searchParams.get('session'));
}

const status = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/subscription/status', headers: bearer(token) })).json();

describe('demo provider: checkout', () => {
  it('shows the session to its company only', async () => {
    const a = await employer();
    const b = await employer();
    const session = await openCheckout(a.token, a.price('medium-yearly'));
    const mine = await app.inject({ method: 'GET', url: `/api/subscription/demo/checkout/${session}`, headers: bearer(a.token) });
    expect(mine.json()).toMatchObject({
      id: session,
      status: 'open',
      plan: { code: 'medium-yearly', price: { amount: 99000, currency: 'usd' } },
    });
    expectProblem(await app.inject({ method: 'GET', url: `/api/subscription/demo/checkout/${session}`, headers: bearer(b.token) }), 404);
    expectProblem(
      await app.inject({
        method: 'POST',
        url: `/api/subscription/demo/checkout/${session}/pay`,
        headers: bearer(b.token),
        payload: card('4242 4242 4242 4242'),
      }),
      404,
    );
    expectProblem(await app.inject({ method: 'GET', url: '/api/subscription/demo/checkout/not-an-id', headers: bearer(a.token) }), 400);
  });

  it('declines 4000 0000 0000 0002 with the provider message and validates the card fields', async () => {
    const { token, price } = await employer();
    const session = await openCheckout(token, price('small-monthly'));
    const declined = expectProblem(
      await app.inject({
        method: 'POST',
        url: `/api/subscription/demo/checkout/${session}/pay`,
        headers: bearer(token),
        payload: card('4000 0000 0000 0002'),
      }),
      402,
    );
    expect(declined.detail).toBe('Your card was declined.');
    const invalid = expectProblem(
      await app.inject({
        method: 'POST',
        url: `/api/subscription/demo/checkout/${session}/pay`,
        headers: bearer(token),
        payload: { cardNumber: '', expiry: '13/99', cvc: 'x', name: '' },
      }),
      400,
    );
    expect(Object.keys(invalid.errors ?? {}).sort()).toEqual(['cardNumber', 'cvc', 'expiry', 'name']);
    expect(await status(token)).toBe('trialing');
  });

  it('pays with 4242 4242 4242 4242: the trial carries over, the card is on file, the events went through the handler', async () => {
    const { token, price } = await employer();
    const session = await openCheckout(token, price('medium-yearly'));
    const paid = await app.inject({
      method: 'POST',
      url: `/api/subscription/demo/checkout/${session}/pay`,
      headers: bearer(token),
      payload: card('4242424242424242'),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().url).toBe(`http://talentmatch.test/payment-return?session_id=${session}`);
    expect(await status(token)).toBe('trialing');
    expect((await app.inject({ method: 'GET', url: '/api/subscription/trial-status', headers: bearer(token) })).json()).toEqual({
      daysRemaining: 14,
      hasPaymentMethod: true,
    });
    // paying twice is refused
    expectProblem(
      await app.inject({
        method: 'POST',
        url: `/api/subscription/demo/checkout/${session}/pay`,
        headers: bearer(token),
        payload: card('4242424242424242'),
      }),
      400,
    );
    expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/subscription/checkout',
        headers: bearer(token),
        payload: { priceId: price('small-monthly') },
      }),
      409,
    );
  });

  it('charges at once with under 48 hours of trial left: active with an invoice', async () => {
    const { token, price } = await employer(1);
    const session = await openCheckout(token, price('medium-yearly'));
    await app.inject({
      method: 'POST',
      url: `/api/subscription/demo/checkout/${session}/pay`,
      headers: bearer(token),
      payload: card('4242424242424242'),
    });
    expect(await status(token)).toBe('active');
    const invoices = (await app.inject({ method: 'GET', url: '/api/subscription/invoices', headers: bearer(token) })).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', amount: 99000, currency: 'usd' });
    const overview = (await app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(token) })).json();
    expect(overview).toMatchObject({ status: 'active', plan: { code: 'medium-yearly' }, hasPaymentMethod: true, cancelAtPeriodEnd: false });
    expect(new Date(overview.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 360 * 86400_000);
  });
});

describe('demo provider: portal', () => {
  async function subscribed() {
    const ctx = await employer(1);
    const session = await openCheckout(ctx.token, ctx.price('small-monthly'));
    await app.inject({
      method: 'POST',
      url: `/api/subscription/demo/checkout/${session}/pay`,
      headers: bearer(ctx.token),
      payload: card('4242424242424242'),
    });
    return ctx;
  }
  const act = (token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/subscription/demo/portal', headers: bearer(token), payload });

  it('refuses a plan change to fewer seats than the team uses (409), keeping the plan', async () => {
    const { token, price, company } = await subscribed();
    expect((await act(token, { action: 'change-plan', priceId: price('medium-monthly') })).statusCode).toBe(200);
    for (const n of [1, 2]) await seedUser(database.db, { roles: ['Employer'], companyId: company.id, firstName: `Member${n}` });
    const refused = expectProblem(await act(token, { action: 'change-plan', priceId: price('small-monthly') }), 409);
    expect(refused.detail).toMatch(/^The Small Monthly plan has 2 hiring-team seats and your team uses 3 /);
    expect((await app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(token) })).json().plan.code).toBe('medium-monthly');
  });

  it('changes the plan, updates the card, cancels at the period end and ends the subscription then', async () => {
    const { token, price, company, manager } = await subscribed();
    const changed = await act(token, { action: 'change-plan', priceId: price('large-monthly') });
    expect(changed.json().subscription).toMatchObject({ plan: { code: 'large-monthly' }, cardLast4: '4242' });
    expect((await app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(token) })).json().plan.code).toBe('large-monthly');
    expect((await act(token, { action: 'update-card', card: card('4000000000000002') })).json().detail).toBe('Your card was declined.');
    expect((await act(token, { action: 'cancel' })).json().subscription.cancelAtPeriodEnd).toBe(true);
    expect(await status(token)).toBe('active');
    const ended = await act(token, { action: 'end-period' });
    expect(ended.json().subscription.status).toBe('canceled');
    expect(await status(token)).toBe('canceled');
    await app.ctx.background.idle();
    const mails = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, manager.email));
    expect(mails.map((m) => m.subject)).toContain('Your TalentMatch subscription has ended');
    expect(company.id).toBeTruthy();
    // after cancellation a new checkout is allowed again
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/subscription/checkout',
          headers: bearer(token),
          payload: { priceId: price('small-monthly') },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('renews at the period end with a new invoice', async () => {
    const { token } = await subscribed();
    await act(token, { action: 'end-period' });
    expect(await status(token)).toBe('active');
    expect((await app.inject({ method: 'GET', url: '/api/subscription/invoices', headers: bearer(token) })).json()).toHaveLength(2);
  });

  it('answers 400 for an unknown action and 404 without a subscription', async () => {
    const { token } = await employer();
    expectProblem(await act(token, { action: 'explode' }), 400);
    expectProblem(await act(token, { action: 'cancel' }), 404);
    const portal = await app.inject({ method: 'GET', url: '/api/subscription/demo/portal', headers: bearer(token) });
    expect(portal.json()).toMatchObject({ subscription: null, returnUrl: '/employer/subscription' });
  });
});

describe('subscription checks (scheduler)', () => {
  it('mails the trial ending 3 days and 1 day before, once each, and pauses an expired trial after a day of grace', async () => {
    const { company, manager } = await seedCompany(database.db, { trialDays: 3 });
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
    const end = required(row.trialEndsAt).getTime();
    const run = (at: number) => runSubscriptionChecks({ ...app.subscriptions.deps, demo: app.subscriptions.demo }, new Date(at));
    await run(end - 3 * 86400_000 + 60_000);
    await run(end - 2 * 86400_000);
    await run(end - 12 * 3600_000);
    await run(end - 6 * 3600_000);
    const subjects = (await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, manager.email))).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'Your TalentMatch trial ends in 3 days')).toHaveLength(1);
    expect(subjects.filter((s) => s === 'Your TalentMatch trial ends tomorrow')).toHaveLength(1);
    await run(end + 3600_000);
    const [stillTrialing] = await database.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
    expect(stillTrialing.status).toBe('trialing');
    await run(end + 86400_000 + 60_000);
    const [paused] = await database.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
    expect(paused.status).toBe('paused');
  });
  it('records a trial notice only together with its mails: a notice whose mails could not be stored is tried again', async () => {
    const { company, manager } = await seedCompany(database.db, { trialDays: 3 });
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
    const at = new Date((row.trialEndsAt?.getTime() ?? 0) - 2 * 86400_000);
    const deps = { ...app.subscriptions.deps, demo: app.subscriptions.demo };
    const broken = {
      ...deps.mailer,
      async prepare(): Promise<() => Promise<void>> {
        throw new Error('the outbox is not writable');
      },
    };
    await expect(runSubscriptionChecks({ ...deps, mailer: broken }, at)).rejects.toThrow('the outbox is not writable');
    expect(await database.db.select().from(subscriptionNotices).where(eq(subscriptionNotices.companyId, company.id))).toEqual([]);
    await runSubscriptionChecks(deps, at);
    expect(await database.db.select().from(subscriptionNotices).where(eq(subscriptionNotices.companyId, company.id))).toHaveLength(1);
    const mails = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, manager.email));
    expect(mails.map((m) => m.subject)).toEqual(['Your TalentMatch trial ends in 3 days']);
  });
});
