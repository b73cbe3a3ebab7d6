import { required } from '@talentmatch/shared/required';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { handleProviderEvent } from './handle-event.ts';
import { createDemoProvider, type DemoProvider } from './providers/demo-provider.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { createStripeProvider } from './providers/stripe-provider.ts';
import { defineSubscriptionJobs } from './scheduler.ts';
import type { PlanUsageCounters, SubscriptionDeps } from './service.ts';

export interface SubscriptionModule {
  deps: SubscriptionDeps;
  /** set when no Stripe keys are configured */
  demo?: DemoProvider;
}

/** Wires the provider of the configuration (Stripe with keys, else demo) to the one event handler, and defines the subscription checks job. */
export async function createSubscriptionModule(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usage: PlanUsageCounters,
): Promise<SubscriptionModule> {
  const payments = ctx.config.payments;
  let demo: DemoProvider | undefined;
  let provider: PaymentProvider;
  if (payments.provider === 'stripe') {
    provider = await createStripeProvider({
      secretKey: required(payments.stripeSecretKey),
      webhookSecret: required(payments.stripeWebhookSecret),
      portalConfigurationId: payments.stripePortalConfigurationId,
      apiBase: payments.stripeApiBase,
    });
  } else {
    demo = createDemoProvider({ db: ctx.db, plans: payments.plans, publicUrl: ctx.config.publicUrl });
    provider = demo;
  }
  const deps: SubscriptionDeps = {
    db: ctx.db,
    payments,
    provider,
    publicUrl: ctx.config.publicUrl,
    mailer: ctx.mailer,
    background: ctx.background,
    log,
    usage,
  };
  demo?.setEmitter((event) => handleProviderEvent(deps, event));
  // demo renewals, trial notices and paused trials: one recurring job across every process
  defineSubscriptionJobs(ctx.jobs, { ...deps, demo }, payments.checkIntervalSeconds);
  return { deps, demo };
}
