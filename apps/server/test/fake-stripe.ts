import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the parts of the Stripe HTTP API the project calls (customers, checkout sessions,
 * billing portal sessions, subscriptions, invoices), so the real `stripe` SDK can be tested offline.
 */
export interface FakeStripe {
  url: string;
  requests: Array<{ method: string; path: string; form: Record<string, string>; authorization: string }>;
  /** what GET /v1/subscriptions/:id answers */
  subscriptions: Map<string, Record<string, unknown>>;
  /** what GET /v1/invoices?customer= answers, by customer */
  invoices: Map<string, Array<Record<string, unknown>>>;
  stop(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const next = (prefix: string) => {
    counter += 1;
    return `${prefix}_fake_${counter}`;
  };
  const fake: Omit<FakeStripe, 'url' | 'stop'> = { requests: [], subscriptions: new Map(), invoices: new Map() };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = request.method === 'POST' ? await readForm(request) : Object.fromEntries(url.searchParams);
    fake.requests.push({ method: request.method ?? 'GET', path: url.pathname, form, authorization: request.headers.authorization ?? '' });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(body));
    };
    if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const notFound = () => send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } });
    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      return send(200, {
        id: next('cus'),
        object: 'customer',
        name: form.name,
        email: form.email,
        metadata: { companyId: form['metadata[companyId]'] },
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = next('cs');
      return send(200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        customer: form.customer,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = next('bps');
      return send(200, {
        id,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && subscription) {
      const found = fake.subscriptions.get(subscription[1]);
      return found ? send(200, found) : notFound();
    }
    if (request.method === 'GET' && url.pathname === '/v1/invoices') {
      return send(200, { object: 'list', url: '/v1/invoices', has_more: false, data: fake.invoices.get(form.customer) ?? [] });
    }
    return notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A subscription object in Stripe's shape. */
export function stripeSubscription(input: {
  id: string;
  customer: string;
  companyId: string;
  priceId: string;
  status: string;
  trialEnd?: number | null;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  paymentMethod?: string | null;
}): Record<string, unknown> {
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status,
    trial_end: input.trialEnd ?? null,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    default_payment_method: input.paymentMethod === undefined ? 'pm_card_visa' : input.paymentMethod,
    metadata: { companyId: input.companyId },
    items: { object: 'list', data: [{ id: `si_${input.id}`, price: { id: input.priceId }, current_period_end: input.periodEnd }] },
  };
}
