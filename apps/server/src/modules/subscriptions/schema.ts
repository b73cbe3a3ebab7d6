import { z } from 'zod';

export { checkoutBody, demoCardBody, demoPortalAction } from '@talentmatch/shared/subscriptions';

export const demoSessionParams = z.object({
  id: z.string().regex(/^cs_demo_[0-9a-f]{24}$/, 'Not a checkout session id.'),
});

export const WEBHOOK_SIGNATURE_INVALID = 'The webhook signature is not valid.';

/** An administrator acting for a company names it (docs/administration.md). */
export const actingCompanyQuery = z.object({ companyId: z.uuid({ error: 'The company id is not valid.' }).optional() }).passthrough();
