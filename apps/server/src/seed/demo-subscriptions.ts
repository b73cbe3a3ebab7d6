import { required } from '@talentmatch/shared/required';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/index.ts';
import { defaultPlans, planByCode } from '../platform/plans.ts';
import { addInterval } from '../modules/subscriptions/providers/demo-provider.ts';
import { demoInvoices, demoSubscriptions, subscriptions } from '../modules/subscriptions/tables.ts';
import { DEMO_ACCOUNTS, DEMO_SUBSCRIBED_COMPANY_NAME } from './demo-credentials.ts';
import { seedCompany } from './demo.ts';

/**
 * The second demo company: a Large Yearly plan paid through the demo provider a month ago, so the
 * subscription page, the invoices and the billing portal have something to show.
 */
export async function seedSubscribedDemoCompany(db: Db): Promise<void> {
  const plan = required(planByCode(defaultPlans(), 'large-yearly'));
  const { company } = await seedCompany(db, {
    name: DEMO_SUBSCRIBED_COMPANY_NAME,
    website: 'https://harborview-logistics.example',
    description: 'Harborview Logistics runs cross-dock warehouses on the Great Lakes.',
    size: '201-1000',
    industry: 'Logistics',
    location: 'Milwaukee, WI',
    manager: {
      email: DEMO_ACCOUNTS.subscribedEmployer.email,
      password: DEMO_ACCOUNTS.subscribedEmployer.password,
      firstName: 'Dana',
      lastName: 'Okafor',
      phoneNumber: '+1 555 010 4000',
    },
  });
  const start = new Date(Date.now() - 30 * 86_400_000);
  const periodEnd = addInterval(start, plan.interval);
  const suffix = company.id.replace(/-/g, '').slice(0, 24);
  const customerId = `cus_demo_${suffix}`;
  const subscriptionId = `sub_demo_${suffix}`;
  await db.insert(demoSubscriptions).values({
    id: subscriptionId,
    customerId,
    companyId: company.id,
    priceId: plan.priceId,
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: periodEnd,
    cardLast4: '4242',
    createdAt: start,
  });
  await db.insert(demoInvoices).values({
    id: `in_demo_${suffix}`,
    number: `DEMO-${customerId.slice(-6).toUpperCase()}-0001`,
    customerId,
    subscriptionId,
    amount: plan.price.amount,
    currency: plan.price.currency,
    status: 'paid',
    periodEnd,
    createdAt: start,
  });
  await db
    .update(subscriptions)
    .set({
      status: 'active',
      planCode: plan.code,
      trialEndsAt: start,
      provider: 'demo',
      providerCustomerId: customerId,
      providerSubscriptionId: subscriptionId,
      currentPeriodEnd: periodEnd,
      hasPaymentMethod: true,
      providerStateAt: Math.floor(start.getTime() / 1000),
    })
    .where(eq(subscriptions.companyId, company.id));
}
