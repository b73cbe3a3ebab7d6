import { z } from 'zod';

export { checkoutBody, demoCardBody, demoPortalAction } from '@talentmatch/shared/subscriptions';

export const demoSessionParams = z.object({
  id: z.string().regex(/^cs_demo_[0-9a-f]{24}$/, 'Not a checkout session id.'),
});

export const WEBHOOK_SIGNATURE_INVALID = 'The webhook signature is not valid.';
