import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { operation, problems } from '../../platform/api-schema.ts';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { BadRequestError, NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import { handleProviderEvent } from './handle-event.ts';
import type { SubscriptionModule } from './module.ts';
import { authorize } from './policy.ts';
import { WebhookSignatureError } from './providers/payment-provider.ts';
import { recordAudit } from '../audit-log/service.ts';
import {
  actingCompanyDoc,
  actingCompanyQuery,
  checkoutBody,
  configAnswer,
  demoCardBody,
  demoCheckoutAnswer,
  demoPortalAction,
  demoPortalAnswer,
  demoSessionParams,
  invoicesAnswer,
  overviewAnswer,
  publicPlansAnswer,
  redirectAnswer,
  statusAnswer,
  trialStatusAnswer,
  WEBHOOK_SIGNATURE_INVALID,
  webhookAnswer,
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
  const member = [ctx.authenticate, requireRole('Employer', 'AccountManager', 'Administrator')];
  // §6: creating a subscription is for Employer and Administrator; of a company's members only its account manager
  // pays, changes, cancels or resumes (docs/security.md, "Billing")
  const billingManager = async (request: Parameters<typeof requireAuth>[0]) => {
    authorize(requireAuth(request), 'manageBilling');
  };
  const creator = [ctx.authenticate, requireRole('Employer', 'Administrator'), billingManager];
  const billing = [ctx.authenticate, requireRole('Employer', 'AccountManager', 'Administrator'), billingManager];
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

  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Subscriptions';
  const read = (operationId: string, summary: string, answer: ZodType) => ({
    preHandler: member,
    schema: {
      ...operation(tag, operationId, summary),
      querystring: actingCompanyDoc,
      response: { 200: answer, ...problems(400, 401, 403, 404) },
    },
  });

  api.get(
    '/api/subscription/status',
    read('getSubscriptionStatus', "The company's subscription status, as a bare JSON string", statusAnswer),
    async (request, reply) => {
      // the body is the bare status value (specification §3), as JSON
      return reply.type('application/json').send(JSON.stringify(await getStatus(deps.db, companyOf(request))));
    },
  );

  api.get(
    '/api/subscription/trial-status',
    read('getTrialStatus', 'Days left in the trial and whether a card is on file', trialStatusAnswer),
    async (request) => getTrialStatus(deps.db, companyOf(request)),
  );

  api.get(
    '/api/subscription/plans',
    {
      schema: {
        ...operation(tag, 'listPublicPlans', 'Every plan with its price and limits', 'public'),
        response: { 200: publicPlansAnswer },
      },
    },
    async () => publicPlans(deps),
  );

  api.get(
    '/api/subscription/config',
    read('getSubscriptionConfig', 'The plans this company may choose and the provider', configAnswer),
    async (request) => getSubscriptionConfig(deps, companyOf(request)),
  );

  api.get(
    '/api/subscription',
    read('getSubscription', "The company's plan, period, usage and who may change it", overviewAnswer),
    async (request) => getOverview(deps, companyOf(request), requireAuth(request)),
  );

  api.get('/api/subscription/invoices', read('listInvoices', "The company's invoices", invoicesAnswer), async (request) =>
    listInvoices(deps, companyOf(request)),
  );

  api.post(
    '/api/subscription/checkout',
    {
      preHandler: creator,
      schema: {
        ...operation(tag, 'startCheckout', 'Start paying for a plan: where to go to pay (the account manager)'),
        querystring: actingCompanyDoc,
        body: checkoutBody,
        response: { 200: redirectAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const companyId = companyOf(request);
      await ensureCompany(companyId);
      const session = await startCheckout(deps, { companyId, userId: auth.userId, priceId: body.priceId });
      await auditActing(request, 'subscription.checkout-started', { priceId: body.priceId });
      return session;
    },
  );

  api.post(
    '/api/subscription/portal',
    {
      preHandler: billing,
      schema: {
        ...operation(tag, 'openBillingPortal', "The provider's billing portal: where to go"),
        querystring: actingCompanyDoc,
        response: { 200: redirectAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      await ensureCompany(companyId);
      const portal = await openPortal(deps, companyId);
      await auditActing(request, 'subscription.portal-opened');
      return portal;
    },
  );

  // The provider's webhook: the raw body is needed for the signature, so this scope parses nothing.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/subscription/webhook',
      {
        schema: {
          ...operation(tag, 'receivePaymentWebhook', "The payment provider's events (signed; the raw body)", 'public'),
          response: { 200: webhookAnswer, ...problems(400, 413) },
        },
      },
      async (request) => {
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
        return { received: true as const, outcome };
      },
    );
  });

  // The demo provider's checkout and portal (only without Stripe keys).
  const requireDemo = () => {
    if (!demo) throw new NotFoundError('The demo payment provider is not enabled.');
    return demo;
  };
  api.get(
    '/api/subscription/demo/checkout/:id',
    {
      preHandler: member,
      schema: {
        ...operation(tag, 'getDemoCheckout', "The demo provider's checkout session (without Stripe keys only)"),
        params: demoSessionParams,
        querystring: actingCompanyDoc,
        response: { 200: demoCheckoutAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => requireDemo().getCheckout(companyOf(request), request.params.id),
  );
  api.post(
    '/api/subscription/demo/checkout/:id/pay',
    {
      preHandler: billing,
      schema: {
        ...operation(tag, 'payDemoCheckout', 'Pay the demo checkout with a test card'),
        params: demoSessionParams,
        querystring: actingCompanyDoc,
        body: demoCardBody,
        response: { 200: redirectAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const paid = await requireDemo().payCheckout(companyOf(request), request.params.id, request.body);
      await auditActing(request, 'subscription.demo-checkout-paid');
      return paid;
    },
  );
  api.get(
    '/api/subscription/demo/portal',
    {
      preHandler: member,
      schema: {
        ...operation(tag, 'getDemoPortal', "The demo provider's billing portal"),
        querystring: actingCompanyDoc,
        response: { 200: demoPortalAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => requireDemo().portalState(companyOf(request)),
  );
  api.post(
    '/api/subscription/demo/portal',
    {
      preHandler: billing,
      schema: {
        ...operation(tag, 'actOnDemoPortal', 'Change plan, cancel, resume, update the card or end the period (demo provider)'),
        querystring: actingCompanyDoc,
        body: demoPortalAction,
        response: { 200: demoPortalAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const action = request.body;
      if (action.action === 'change-plan') await checkPlanChange(deps, companyOf(request), action.priceId);
      const result = await requireDemo().portalAction(companyOf(request), action);
      await auditActing(request, 'subscription.demo-portal-action', { action });
      return result;
    },
  );
}
