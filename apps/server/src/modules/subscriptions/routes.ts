import type { FastifyInstance } from 'fastify';
import { requireAuth, requireRole } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { BadRequestError, NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import { handleProviderEvent } from './handle-event.ts';
import type { SubscriptionModule } from './module.ts';
import { SUBSCRIPTION_ROLES } from './policy.ts';
import { WebhookSignatureError } from './providers/payment-provider.ts';
import { checkoutBody, demoCardBody, demoPortalAction, demoSessionParams, WEBHOOK_SIGNATURE_INVALID } from './schema.ts';
import {
  getOverview,
  getStatus,
  getSubscriptionConfig,
  getTrialStatus,
  listInvoices,
  openPortal,
  requireCompanyId,
  startCheckout,
} from './service.ts';

const WEBHOOK_BODY_LIMIT = 512 * 1024;

export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext, module: SubscriptionModule) {
  const { deps, demo } = module;
  const member = { preHandler: [ctx.authenticate, requireRole(...SUBSCRIPTION_ROLES)] };
  // §6: creating a subscription is for Employer and Administrator
  const creator = { preHandler: [ctx.authenticate, requireRole('Employer', 'Administrator')] };
  const companyOf = (request: Parameters<typeof requireAuth>[0]) => requireCompanyId(requireAuth(request).companyId);

  app.get('/api/subscription/status', member, async (request, reply) => {
    // the body is the bare status value (specification §3), as JSON
    return reply.type('application/json').send(JSON.stringify(await getStatus(deps.db, companyOf(request))));
  });

  app.get('/api/subscription/trial-status', member, async (request) => getTrialStatus(deps.db, companyOf(request)));

  app.get('/api/subscription/config', member, async (request) => getSubscriptionConfig(deps, companyOf(request)));

  app.get('/api/subscription', member, async (request) => getOverview(deps, companyOf(request)));

  app.get('/api/subscription/invoices', member, async (request) => listInvoices(deps, companyOf(request)));

  app.post('/api/subscription/checkout', creator, async (request) => {
    const auth = requireAuth(request);
    const body = parseOrThrow(checkoutBody, request.body);
    return startCheckout(deps, { companyId: requireCompanyId(auth.companyId), userId: auth.userId, priceId: body.priceId });
  });

  app.post('/api/subscription/portal', member, async (request) => openPortal(deps, companyOf(request)));

  // The provider's webhook: the raw body is needed for the signature, so this scope parses nothing.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post('/api/subscription/webhook', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = deps.provider.verifyWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'webhook refused');
          throw new BadRequestError(WEBHOOK_SIGNATURE_INVALID);
        }
        throw error;
      }
      const outcome = await handleProviderEvent(deps, event);
      return { received: true, outcome };
    });
  });

  // The demo provider's checkout and portal (only without Stripe keys).
  const requireDemo = () => {
    if (!demo) throw new NotFoundError('The demo payment provider is not enabled.');
    return demo;
  };
  app.get('/api/subscription/demo/checkout/:id', member, async (request) => {
    const { id } = parseOrThrow(demoSessionParams, request.params);
    return requireDemo().getCheckout(companyOf(request), id);
  });
  app.post('/api/subscription/demo/checkout/:id/pay', member, async (request) => {
    const { id } = parseOrThrow(demoSessionParams, request.params);
    const card = parseOrThrow(demoCardBody, request.body);
    return requireDemo().payCheckout(companyOf(request), id, card);
  });
  app.get('/api/subscription/demo/portal', member, async (request) => requireDemo().portalState(companyOf(request)));
  app.post('/api/subscription/demo/portal', member, async (request) => {
    const action = parseOrThrow(demoPortalAction, request.body);
    return requireDemo().portalAction(companyOf(request), action);
  });
}
