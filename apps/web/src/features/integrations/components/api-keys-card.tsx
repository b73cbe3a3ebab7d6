import { Badge, Button, Card, Checkbox, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { API_KEY_SCOPES, type CreatedApiKey } from '@talentmatch/shared/api-keys';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import type { ApiError } from '../../../lib/http-client.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys.ts';
import { SecretOnce } from './secret-once.tsx';

/** The company's API keys (account manager): create with scopes and an optional expiry, list with last use, revoke. */
export function ApiKeysCard({ companyId }: { companyId: string }) {
  const keys = useApiKeys(companyId);
  const create = useCreateApiKey(companyId);
  const revoke = useRevokeApiKey(companyId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['jobs:read']);
  const [expiresOn, setExpiresOn] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const errors = (create.error as ApiError | null)?.fieldErrors ?? {};

  const submit = () =>
    create.mutate(
      { name, scopes: scopes as CreatedApiKey['scopes'], expiresAt: expiresOn ? new Date(`${expiresOn}T23:59:59Z`).toISOString() : null },
      {
        onSuccess: (key) => {
          setCreated(key);
          setName('');
        },
      },
    );

  return (
    <Card withBorder radius="md" p="lg" data-testid="api-keys">
      <Title order={2} fz="lg" mb={4}>
        API keys
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Your company’s other systems use a key to call the TalentMatch API as your company, limited to the key’s scopes.
      </Text>
      {created ? <SecretOnce label={`API key “${created.name}”`} secret={created.secret} onDone={() => setCreated(null)} /> : null}
      <Stack gap="xs" mt="sm">
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name?.[0]} maxLength={100} />
        <Checkbox.Group label="Scopes" value={scopes} onChange={setScopes} error={errors.scopes?.[0]}>
          <Group gap="md" mt={4}>
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={scope} />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput
          type="date"
          label="Expires on (optional)"
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.currentTarget.value)}
          error={errors.expiresAt?.[0]}
          w={220}
        />
        {create.error && !Object.keys(errors).length ? <Text c="red">{create.error.message}</Text> : null}
        <Group>
          <Button onClick={submit} loading={create.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
      {keys.isPending ? (
        <Skeleton h={40} mt="md" />
      ) : keys.isError ? (
        <Text c="red">{keys.error.message}</Text>
      ) : keys.data.length === 0 ? (
        <Text size="sm" mt="md">
          No API keys yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600} mt="md">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Scopes</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>
                    <code>{key.prefix}…</code>
                  </Table.Td>
                  <Table.Td>{key.scopes.join(', ')}</Table.Td>
                  <Table.Td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</Table.Td>
                  <Table.Td>{key.expiresAt ? formatDate(key.expiresAt) : 'Never'}</Table.Td>
                  <Table.Td>
                    {key.revokedAt ? (
                      <Badge color="gray">Revoked</Badge>
                    ) : (
                      <Button size="xs" color="red" variant="light" onClick={() => setRevoking(key.id)}>
                        Revoke
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke this API key?"
        confirmLabel="Revoke"
        loading={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking, { onSuccess: () => setRevoking(null) })}
      >
        Requests with this key are refused from now on.
      </ConfirmDialog>
    </Card>
  );
}
