import { Badge, Button, Card, Checkbox, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type CreatedWebhookEndpoint, WEBHOOK_EVENTS, type WebhookEndpoint } from '@talentmatch/shared/webhooks';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import type { ApiError } from '../../../lib/http-client.ts';
import { useCreateWebhook, useDeleteWebhook, useResendDelivery, useWebhookDeliveries, useWebhooks } from '../api/webhooks.ts';
import { SecretOnce } from './secret-once.tsx';

/** The delivery log of one endpoint (30 days): status, each attempt's answer and time, and Send again. */
function DeliveryLog({ companyId, endpointId }: { companyId: string; endpointId: string }) {
  const deliveries = useWebhookDeliveries(companyId, endpointId);
  const resend = useResendDelivery(companyId, endpointId);
  if (deliveries.isPending) return <Skeleton h={30} />;
  if (deliveries.isError) return <Text c="red">{deliveries.error.message}</Text>;
  if (deliveries.data.length === 0) return <Text size="sm">Nothing was sent to this endpoint yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last attempt</Table.Th>
            <Table.Th>Answer</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.map((delivery) => {
            const last = delivery.attempts.at(-1);
            return (
              <Table.Tr key={delivery.id}>
                <Table.Td>{delivery.type}</Table.Td>
                <Table.Td>
                  <Badge color={delivery.status === 'delivered' ? 'green' : delivery.status === 'failed' ? 'red' : 'yellow'}>
                    {delivery.status}
                  </Badge>{' '}
                  {delivery.attempts.length} attempt{delivery.attempts.length === 1 ? '' : 's'}
                </Table.Td>
                <Table.Td>{last ? `${formatDateTime(last.at)} (${last.durationMs} ms)` : '—'}</Table.Td>
                <Table.Td>
                  <Text size="xs" lineClamp={2} title={last?.response}>
                    {last ? `${last.statusCode ?? last.error ?? ''} ${last.response}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    loading={resend.isPending && resend.variables === delivery.id}
                    onClick={() => resend.mutate(delivery.id)}
                  >
                    Send again
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EndpointRow({ companyId, endpoint, onRemove }: { companyId: string; endpoint: WebhookEndpoint; onRemove: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={500} truncate>
            {endpoint.url}
          </Text>
          <Text size="xs" c="dimmed">
            {endpoint.events.join(', ')}
          </Text>
          {endpoint.disabledAt ? (
            <Text size="xs" c="red">
              Disabled on {formatDateTime(endpoint.disabledAt)} after three days of failed deliveries.
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide log' : 'Delivery log'}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={onRemove}>
            Remove
          </Button>
        </Group>
      </Group>
      {open ? <DeliveryLog companyId={companyId} endpointId={endpoint.id} /> : null}
    </Card>
  );
}

/** Webhook endpoints (account manager): an https address and its events; the signing secret is shown once. */
export function WebhooksCard({ companyId }: { companyId: string }) {
  const endpoints = useWebhooks(companyId);
  const create = useCreateWebhook(companyId);
  const remove = useDeleteWebhook(companyId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENTS]);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const errors = (create.error as ApiError | null)?.fieldErrors ?? {};
  return (
    <Card withBorder radius="md" p="lg" data-testid="webhooks">
      <Title order={2} fz="lg" mb={4}>
        Webhooks
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        TalentMatch posts each chosen event to your address, signed with the endpoint’s secret (Standard Webhooks).
      </Text>
      {created ? <SecretOnce label="Signing secret" secret={created.secret} onDone={() => setCreated(null)} /> : null}
      <Stack gap="xs" mt="sm">
        <TextInput label="Address (https)" value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={errors.url?.[0]} />
        <Checkbox.Group label="Events" value={events} onChange={setEvents} error={errors.events?.[0]}>
          <Group gap="md" mt={4}>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event} label={event} />
            ))}
          </Group>
        </Checkbox.Group>
        {create.error && !Object.keys(errors).length ? <Text c="red">{create.error.message}</Text> : null}
        <Group>
          <Button
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                { url, events: events as CreatedWebhookEndpoint['events'] },
                {
                  onSuccess: (endpoint) => {
                    setCreated(endpoint);
                    setUrl('');
                  },
                },
              )
            }
          >
            Register endpoint
          </Button>
        </Group>
      </Stack>
      <Stack gap="xs" mt="md">
        {endpoints.isPending ? (
          <Skeleton h={40} />
        ) : endpoints.isError ? (
          <Text c="red">{endpoints.error.message}</Text>
        ) : endpoints.data.length === 0 ? (
          <Text size="sm">No endpoints yet.</Text>
        ) : (
          endpoints.data.map((endpoint) => (
            <EndpointRow key={endpoint.id} companyId={companyId} endpoint={endpoint} onRemove={() => setRemoving(endpoint.id)} />
          ))
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this endpoint?"
        confirmLabel="Remove"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
      >
        Nothing more is sent to it, and its delivery log goes with it.
      </ConfirmDialog>
    </Card>
  );
}
