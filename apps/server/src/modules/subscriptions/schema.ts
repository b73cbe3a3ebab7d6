import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '@talentmatch/shared/subscription-status';
import { timestamp } from '../../platform/api-schema.ts';

export { checkoutBody, demoCardBody, demoPortalAction } from '@talentmatch/shared/subscriptions';

export const demoSessionParams = z.object({
  id: z.string().regex(/^cs_demo_[0-9a-f]{24}$/, 'Not a checkout session id.'),
});

export const WEBHOOK_SIGNATURE_INVALID = 'The webhook signature is not valid.';

/** An administrator acting for a company names it (docs/administration.md). */
export const actingCompanyQuery = z.object({ companyId: z.uuid({ error: 'The company id is not valid.' }).optional() }).passthrough();

/** The query an administrator may add (a member's is ignored): checked by the route, documented here. */
export const actingCompanyDoc = z.object({
  companyId: z.string().meta({ format: 'uuid' }).optional().describe('administrators: the company acted for'),
});

const status = z.enum(SUBSCRIPTION_STATUSES);
const provider = z.enum(['stripe', 'demo']);
const limits = z.object({ openJobs: z.number().int(), seats: z.number().int() });
const planFields = {
  code: z.string(),
  size: z.string(),
  interval: z.string(),
  nonprofit: z.boolean(),
  name: z.string(),
  price: z.object({ amount: z.number().int().describe('minor units (cents) per interval'), currency: z.string() }),
  limits,
};
const plan = z.object({ ...planFields, priceId: z.string().describe('what the checkout call takes') }).meta({ id: 'Plan' });

export const statusAnswer = status.describe('the bare status value');
export const trialStatusAnswer = z.object({ daysRemaining: z.number().int(), hasPaymentMethod: z.boolean() });
export const publicPlansAnswer = z.object({ plans: z.array(z.object(planFields)) });
export const configAnswer = z.object({
  showTrialBanner: z.boolean(),
  plans: z.array(plan),
  provider,
  nonprofitEligible: z.boolean(),
  seatsInUse: z.number().int().describe('hiring-team members: a plan with fewer seats is refused'),
});
const usage = z.object({ used: z.number().int(), limit: z.number().int() });
export const overviewAnswer = z.object({
  status,
  plan: plan.nullable(),
  trialEndsAt: timestamp.nullable(),
  currentPeriodEnd: timestamp.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  hasPaymentMethod: z.boolean(),
  usage: z.object({ openJobs: usage, seats: usage }),
  provider,
  accountManagerName: z.string().nullable(),
  canManageBilling: z.boolean(),
});
export const invoicesAnswer = z.array(
  z.object({
    id: z.string(),
    number: z.string().nullable(),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    createdAt: timestamp,
    periodEnd: timestamp.nullable(),
    url: z.string().nullable(),
  }),
);
export const redirectAnswer = z.object({ url: z.string() });
export const webhookAnswer = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored', 'unknown-company']),
});
export const demoCheckoutAnswer = z.object({
  id: z.string(),
  plan,
  trialEnd: timestamp.nullable(),
  status: z.enum(['open', 'complete']),
  cancelUrl: z.string(),
});
export const demoPortalAnswer = z.object({
  subscription: z
    .object({
      id: z.string(),
      status,
      plan: plan.nullable(),
      currentPeriodEnd: timestamp.nullable(),
      trialEnd: timestamp.nullable(),
      cancelAtPeriodEnd: z.boolean(),
      cardLast4: z.string().nullable(),
    })
    .nullable(),
  plans: z.array(plan),
  returnUrl: z.string(),
});
