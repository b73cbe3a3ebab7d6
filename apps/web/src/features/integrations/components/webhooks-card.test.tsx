import { MantineProvider } from '@mantine/core';
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint } from '@talentmatch/shared/webhooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, requestsTo, server } from '../../../../test/api.ts';
import { WebhooksCard } from './webhooks-card.tsx';

const COMPANY = '0b4cf3c2-7f40-4d56-9d1a-2c1f6f0b9a10';
const ENDPOINT: WebhookEndpoint = {
  id: 'e1',
  url: 'https://hr.example.com/hooks/talentmatch',
  events: ['application.created', 'candidate.hired'],
  createdAt: '2026-06-01T09:00:00Z',
  disabledAt: null,
  failingSince: null,
};
const SECRET = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0';
const DELIVERIES: WebhookDelivery[] = [
  {
    id: 'd1',
    eventId: 'ev1',
    type: 'candidate.hired',
    status: 'delivered',
    createdAt: '2026-06-02T10:00:00Z',
    deliveredAt: '2026-06-02T10:00:06Z',
    attempts: [
      { at: '2026-06-02T10:00:00Z', statusCode: 500, error: null, durationMs: 41, response: 'busy' },
      { at: '2026-06-02T10:00:05Z', statusCode: 200, error: null, durationMs: 12, response: 'ok' },
    ],
  },
  {
    id: 'd2',
    eventId: 'ev2',
    type: 'application.created',
    status: 'pending',
    createdAt: '2026-06-02T11:00:00Z',
    deliveredAt: null,
    attempts: [{ at: '2026-06-02T11:00:00Z', statusCode: null, error: 'timeout after 10 s', durationMs: 10000, response: '' }],
  },
];

afterEach(cleanup);

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <WebhooksCard companyId={COMPANY} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('<WebhooksCard>', () => {
  it('registers an endpoint for the chosen events, shows its secret once, and lists its deliveries with their attempts', async () => {
    const endpoints: WebhookEndpoint[] = [];
    const base = `/api/companies/${COMPANY}/webhooks`;
    server.use(
      http.get(base, () => HttpResponse.json(endpoints)),
      http.post(base, async ({ request }) => {
        const body = (await request.json()) as Pick<WebhookEndpoint, 'url' | 'events'>;
        endpoints.push({ ...ENDPOINT, url: body.url, events: body.events });
        return HttpResponse.json({ ...endpoints[0], secret: SECRET } satisfies CreatedWebhookEndpoint, { status: 201 });
      }),
      http.get(`${base}/${ENDPOINT.id}/deliveries`, () => HttpResponse.json(DELIVERIES)),
      http.post(`${base}/${ENDPOINT.id}/deliveries/d2/resend`, () => HttpResponse.json({ status: 'pending' }, { status: 202 })),
    );
    renderCard();
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Address (https)' }), { target: { value: ENDPOINT.url } });
    // every event is chosen at first: keep two
    for (const event of ['application.status_changed', 'job.published', 'job.closed', 'interview.scheduled']) {
      fireEvent.click(screen.getByRole('checkbox', { name: event }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Register endpoint' }));

    expect((await screen.findByTestId('secret-once')).textContent).toContain(SECRET);
    const [sent] = requestsTo(base, 'POST');
    expect(await sent.clone().json()).toEqual({ url: ENDPOINT.url, events: ['application.created', 'candidate.hired'] });
    expect(await screen.findByText(ENDPOINT.url)).toBeTruthy();
    expect(screen.getByText('application.created, candidate.hired')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Address (https)' }) as HTMLInputElement).value).toBe('');

    // the secret is shown once: gone after Done, and the list never shows it
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('secret-once')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);

    fireEvent.click(screen.getByRole('button', { name: 'Delivery log' }));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('candidate.hired')).toBeTruthy();
    expect(rows[0].textContent).toContain('delivered');
    expect(rows[0].textContent).toContain('2 attempts');
    expect(rows[0].textContent).toContain('200 ok');
    expect(rows[1].textContent).toContain('pending');
    expect(rows[1].textContent).toContain('timeout after 10 s');

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(requestsTo(`${base}/${ENDPOINT.id}/deliveries/d2/resend`, 'POST')).toHaveLength(1));
  });

  it('names the refused address under its field', async () => {
    const base = `/api/companies/${COMPANY}/webhooks`;
    const refused = 'This address cannot receive webhooks: it must be an https address on the public internet.';
    server.use(
      http.get(base, () => HttpResponse.json([])),
      http.post(base, () => problem(400, refused, { errors: { url: [refused] } })),
    );
    renderCard();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Address (https)' }), { target: { value: 'http://10.0.0.5/hook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register endpoint' }));
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(screen.queryByTestId('secret-once')).toBeNull();
  });
});
