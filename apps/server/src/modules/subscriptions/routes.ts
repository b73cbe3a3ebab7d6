import type { FastifyInstance } from 'fastify';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { BadRequestError, ForbiddenError, NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import { handleProviderEvent } from './handle-event.ts';
import type { SubscriptionModule } from './module.ts';
import { BILLING_MANAGER_ONLY, canManageBilling, SUBSCRIPTION_ROLES } from './policy.ts';
import { WebhookSignatureError } from './providers/payment-provider.ts';
import { recordAudit } from '../audit-log/service.ts';
import {
  actingCompanyQuery,
  checkoutBody,
  demoCardBody,
  demoPortalAction,
  demoSessionParams,
  WEBHOOK_SIGNATURE_INVALID,
} from './schema.ts';
import {
  checkPlanChange,
  getOverview,
  getStatus,
  getSubscriptionConfig,
  getTrialStatus,
  listInvoices,
  openPortal,
  publicPlans,
  requireCompanyId,
  startCheckout,
  subscriptionExists,
} from './service.ts';

const WEBHOOK_BODY_LIMIT = 512 * 1024;

export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext, module: SubscriptionModule) {
  const { deps, demo } = module;
  const member = { preHandler: [ctx.authenticate, requireRole(...SUBSCRIPTION_ROLES)] };
  // §6: creating a subscription is for Employer and Administrator; of a company's members only its account manager
  // pays, changes, cancels or resumes (docs/subscriptions.md, "Who may change the plan")
  const billingManager = async (request: Parameters<typeof requireAuth>[0]) => {
    if (!canManageBilling(requireAuth(request).roles)) throw new ForbiddenError(BILLING_MANAGER_ONLY);
  };
  const creator = { preHandler: [ctx.authenticate, requireRole('Employer', 'Administrator'), billingManager] };
  const billing = { preHandler: [ctx.authenticate, requireRole(...SUBSCRIPTION_ROLES), billingManager] };
  /**
   * The company acted on: the caller's own, or for an administrator the one named by `?companyId=`
   * (docs/administration.md: an administrator acting for a chosen company; each write is audited).
   */
  const ensureCompany = async (companyId: string) => {
    if (!(await subscriptionExists(deps.db, companyId))) throw new NotFoundError('This company does not exist or has no subscription.');
  };
  const companyOf = (request: Parameters<typeof requireAuth>[0]) => {
    const auth = requireAuth(request);
    if (auth.roles.includes('Administrator')) {
      const { companyId } = parseOrThrow(actingCompanyQuery, request.query);
      if (companyId) return companyId;
    }
    return requireCompanyId(auth.companyId);
  };
  /** Records an administrator's write for a company that is not their own. */
  const auditActing = async (request: Parameters<typeof requireAuth>[0], action: string, details: Record<string, unknown> = {}) => {
    const auth = requireAuth(request);
    const companyId = companyOf(request);
    if (auth.roles.includes('Administrator') && companyId !== auth.companyId) {
      await recordAudit(deps.db, {
        actorId: auth.userId,
        action,
        subjectType: 'company',
        subjectId: companyId,
        details: { ...details, ip: request.ip },
      });
    }
  };

  app.get('/api/subscription/status', member, async (request, reply) => {
    // the body is the bare status value (specification §3), as JSON
    return reply.type('application/json').send(JSON.stringify(await getStatus(deps.db, companyOf(request))));
  });

  app.get('/api/subscription/trial-status', member, async (request) => getTrialStatus(deps.db, companyOf(request)));

  app.get('/api/subscription/plans', async () => publicPlans(deps));

  app.get('/api/subscription/config', member, async (request) => getSubscriptionConfig(deps, companyOf(request)));

  app.get('/api/subscription', member, async (request) => getOverview(deps, companyOf(request), requireAuth(request)));

  app.get('/api/subscription/invoices', member, async (request) => listInvoices(deps, companyOf(request)));

  app.post('/api/subscription/checkout', creator, async (request) => {
    const auth = requireAuth(request);
    const body = parseOrThrow(checkoutBody, request.body);
    const companyId = companyOf(request);
    await ensureCompany(companyId);
    const session = await startCheckout(deps, { companyId, userId: auth.userId, priceId: body.priceId });
    await auditActing(request, 'subscription.checkout-started', { priceId: body.priceId });
    return session;
  });

  app.post('/api/subscription/portal', billing, async (request) => {
    const companyId = companyOf(request);
    await ensureCompany(companyId);
    const portal = await openPortal(deps, companyId);
    await auditActing(request, 'subscription.portal-opened');
    return portal;
  });

  // The provider's webhook: the raw body is needed for the signature, so this scope parses nothing.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post('/api/subscription/webhook', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof deps.provider.verifyWebhook>;
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
  app.post('/api/subscription/demo/checkout/:id/pay', billing, async (request) => {
    const { id } = parseOrThrow(demoSessionParams, request.params);
    const card = parseOrThrow(demoCardBody, request.body);
    const paid = await requireDemo().payCheckout(companyOf(request), id, card);
    await auditActing(request, 'subscription.demo-checkout-paid');
    return paid;
  });
  app.get('/api/subscription/demo/portal', member, async (request) => requireDemo().portalState(companyOf(request)));
  app.post('/api/subscription/demo/portal', billing, async (request) => {
    const action = parseOrThrow(demoPortalAction, request.body);
    if (action.action === 'change-plan') await checkPlanChange(deps, companyOf(request), action.priceId);
    const result = await requireDemo().portalAction(companyOf(request), action);
    await auditActing(request, 'subscription.demo-portal-action', { action });
    return result;
  });
}
