import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { handleProviderEvent } from './handle-event.ts';
import { createDemoProvider, type DemoProvider } from './providers/demo-provider.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { createStripeProvider } from './providers/stripe-provider.ts';
import { createSubscriptionScheduler, type SubscriptionScheduler } from './scheduler.ts';
import type { SubscriptionDeps } from './service.ts';

export interface SubscriptionModule {
  deps: SubscriptionDeps;
  /** set when no Stripe keys are configured */
  demo?: DemoProvider;
  scheduler: SubscriptionScheduler;
}

/** Wires the provider of the configuration (Stripe with keys, else demo) to the one event handler. */
export function createSubscriptionModule(ctx: AppContext, log: FastifyBaseLogger): SubscriptionModule {
  const payments = ctx.config.payments;
  let demo: DemoProvider | undefined;
  let provider: PaymentProvider;
  if (payments.provider === 'stripe') {
    provider = createStripeProvider({
      secretKey: payments.stripeSecretKey!,
      webhookSecret: payments.stripeWebhookSecret!,
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
  };
  demo?.setEmitter((event) => handleProviderEvent(deps, event));
  const scheduler = createSubscriptionScheduler({ ...deps, demo }, payments.checkIntervalSeconds * 1000);
  return { deps, demo, scheduler };
}
