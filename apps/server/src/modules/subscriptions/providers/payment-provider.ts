import type { InvoiceView } from '@talentmatch/shared/subscriptions';

/**
 * The provider's events, in Stripe's shape (the demo provider emits the same JSON), as far as the
 * handler reads them.
 */
export interface ProviderEvent {
  id: string;
  type: string;
  /** unix seconds */
  created: number;
  data: { object: Record<string, unknown> };
}

/** A subscription as the provider holds it, in Stripe's shape. */
export interface ProviderSubscription {
  id: string;
  customer: string;
  status: string;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  default_payment_method: string | null;
  metadata?: Record<string, string>;
  items: { data: Array<{ price: { id: string }; current_period_end: number }> };
}

/** Card payments and the billing portal behind one small interface (Stripe in production, demo locally). */
export interface PaymentProvider {
  kind: 'stripe' | 'demo';
  createCustomer(input: { companyId: string; name: string; email: string }): Promise<string>;
  /** a hosted checkout in subscription mode; `trialEnd` carries the remaining trial over */
  createCheckoutSession(input: {
    companyId: string;
    customerId: string;
    priceId: string;
    trialEnd: Date | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  listInvoices(customerId: string): Promise<InvoiceView[]>;
  /** verifies the signature of a webhook delivery and returns its event; throws WebhookSignatureError */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class WebhookSignatureError extends Error {}
