import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLAN_CODES } from '@talentmatch/shared/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/app.ts';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCompany } from '../../seed/demo.ts';
import { defaultPlans, validatePlansDocument } from '../../platform/plans.ts';
import { checkPlanLimit, PlanLimitError } from './service.ts';
import { subscriptions } from './tables.ts';
import { eq } from 'drizzle-orm';

describe('plans configuration', () => {
  it('has 16 default plans with distinct codes and price ids', () => {
    const plans = defaultPlans();
    expect(plans.map((p) => p.code).sort()).toEqual([...PLAN_CODES].sort());
    expect(new Set(plans.map((p) => p.priceId)).size).toBe(16);
    expect(plans.find((p) => p.code === 'medium-yearly-nonprofit')).toMatchObject({
      name: 'Medium Yearly (Nonprofit)',
      price: { amount: 49500 },
    });
  });

  it('lists every problem of a plans file', () => {
    const entries = defaultPlans().map((p) => ({ code: p.code, priceId: p.priceId, price: p.price, limits: p.limits }));
    entries.pop();
    entries[1].priceId = entries[0].priceId;
    entries.push({ ...entries[2], code: 'huge-monthly', priceId: 'price_x' });
    const { problems } = validatePlansDocument({ plans: entries });
    expect(problems).toEqual([
      `PLANS_FILE: price id "${entries[0].priceId}" is used by both "small-monthly" and "small-monthly-nonprofit"`,
      expect.stringMatching(/^PLANS_FILE: "huge-monthly" is not a plan code/),
      'PLANS_FILE: plan "extra-large-yearly-nonprofit" is missing',
    ]);
    expect(
      validatePlansDocument({
        plans: [{ code: 'small-monthly', priceId: '', price: { amount: 1.5, currency: 'USD' }, limits: { openJobs: 1, seats: 0 } }],
      }).problems,
    ).toEqual([
      'PLANS_FILE plans.0.priceId: priceId is required',
      'PLANS_FILE plans.0.price.amount: amount must be whole minor units (cents)',
      'PLANS_FILE plans.0.price.currency: currency must be a 3-letter lower-case ISO code',
      'PLANS_FILE plans.0.limits.seats: Too small: expected number to be >=1',
    ]);
  });

  it('refuses to start with Stripe keys but no webhook secret or plans file, or with an unreadable plans file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tm-plans-'));
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrowError(ConfigError);
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
        "PLANS_FILE: is required when STRIPE_SECRET_KEY is set (the default plans carry the demo provider's price ids)",
      ]);
    }
    const broken = path.join(dir, 'plans.json');
    writeFileSync(broken, '{ not json');
    expect(() => loadConfig({ PLANS_FILE: broken })).toThrowError(/PLANS_FILE: cannot read/);
    expect(loadConfig({}).payments).toMatchObject({ provider: 'demo', showTrialBanner: true });
    expect(loadConfig({ SHOW_TRIAL_BANNER: 'false' }).payments.showTrialBanner).toBe(false);
  });
});

describe('checkPlanLimit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('uses the trial limits without a plan and names the limit and the upgrade when refusing', async () => {
    const { company } = await seedCompany(database.db);
    const deps = { db: database.db, plans: defaultPlans() };
    await expect(checkPlanLimit(deps, company.id, 'seats', 2)).resolves.toBeUndefined();
    const refused = await checkPlanLimit(deps, company.id, 'seats', 3).catch((e) => e);
    expect(refused).toBeInstanceOf(PlanLimitError);
    expect(refused.statusCode).toBe(409);
    expect(refused.detail).toBe(
      'Your trial allows 3 hiring-team seats. Upgrade your plan to add more (Subscription → Manage billing, or Choose Plan).',
    );
  });

  it("uses the plan's limits once there is a plan", async () => {
    const { company } = await seedCompany(database.db);
    await database.db
      .update(subscriptions)
      .set({ status: 'active', planCode: 'small-monthly' })
      .where(eq(subscriptions.companyId, company.id));
    const deps = { db: database.db, plans: defaultPlans() };
    await expect(checkPlanLimit(deps, company.id, 'openJobs', 2)).resolves.toBeUndefined();
    const refused = await checkPlanLimit(deps, company.id, 'openJobs', 3).catch((e) => e);
    expect(refused.detail).toBe(
      'Your Small Monthly plan allows 3 open jobs. Upgrade your plan to add more (Subscription → Manage billing, or Choose Plan).',
    );
  });
});
