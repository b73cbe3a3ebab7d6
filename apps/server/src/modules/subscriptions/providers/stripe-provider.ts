import type { InvoiceView } from '@talentmatch/shared/subscriptions';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './payment-provider.ts';
import { WebhookSignatureError } from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  portalConfigurationId?: string;
  /** tests: a local fake of the Stripe API (http://127.0.0.1:port) */
  apiBase?: string;
}

/**
 * Stripe: Checkout in subscription mode, Billing Portal, signed webhooks (the `stripe` SDK). The SDK is loaded
 * only when Stripe is configured (it is the heaviest module the server would otherwise load at start).
 */
export async function createStripeProvider(options: StripeProviderOptions): Promise<PaymentProvider> {
  const { default: Stripe } = await import('stripe');
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  return {
    kind: 'stripe',

    async createCustomer({ companyId, name, email }) {
      const customer = await stripe.customers.create({ name, email, metadata: { companyId } }, { idempotencyKey: `customer-${companyId}` });
      return customer.id;
    },

    async createCheckoutSession({ companyId, customerId, priceId, trialEnd, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: companyId,
        line_items: [{ price: priceId, quantity: 1 }],
        subscription_data: {
          metadata: { companyId },
          ...(trialEnd ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}),
        },
        metadata: { companyId },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        ...(options.portalConfigurationId ? { configuration: options.portalConfigurationId } : {}),
      });
      return { url: session.url };
    },

    async retrieveSubscription(id) {
      try {
        const subscription = await stripe.subscriptions.retrieve(id);
        return subscription as unknown as ProviderSubscription;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async listInvoices(customerId) {
      const page = await stripe.invoices.list({ customer: customerId, limit: 24 });
      return page.data.map(
        (invoice): InvoiceView => ({
          id: invoice.id ?? '',
          number: invoice.number,
          status: invoice.status ?? 'draft',
          amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
          currency: invoice.currency,
          createdAt: new Date(invoice.created * 1000).toISOString(),
          periodEnd: invoice.period_end ? new Date(invoice.period_end * 1000).toISOString() : null,
          url: invoice.hosted_invoice_url ?? null,
        }),
      );
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header.');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret) as unknown as ProviderEvent;
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
    },
  };
}
