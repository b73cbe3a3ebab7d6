import { formatDate } from '../../../lib/format-date.ts';
import { Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { SelfUser } from '@talentmatch/shared/auth-schemas';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The signed-in user from GET api/user/me/. */
export function MeCard({ me, loading, error }: { me?: SelfUser; loading: boolean; error?: string | null }) {
  return (
    <Card withBorder radius="md" p="lg" data-testid="me-card">
      {loading ? (
        <Stack>
          <Skeleton h={48} w={240} />
          <Skeleton h={40} />
        </Stack>
      ) : error || !me ? (
        <Text c="red">{error ?? 'Your account could not be loaded.'}</Text>
      ) : (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <Avatar size={56} radius="xl" color="brand">
              {`${me.firstName[0] ?? ''}${me.lastName[0] ?? ''}`.toUpperCase()}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700} fz="lg" truncate>
                {me.firstName} {me.lastName}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {me.email}
              </Text>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Field label="User ID" value={me.uniqueId} />
            <Field label="Member since" value={formatDate(me.createdAt)} />
            <Field label="Phone" value={me.phoneNumber || 'Not given'} />
          </SimpleGrid>
        </Stack>
      )}
    </Card>
  );
}
