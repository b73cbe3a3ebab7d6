import { Card, List, Skeleton, Text, Title } from '@mantine/core';
import { useSupportAccess } from '../api/get-support-access.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

/** Settings: when support (an administrator) viewed this account, read-only. */
export function SupportAccessSection() {
  const access = useSupportAccess();
  return (
    <Card withBorder radius="md" p="lg" data-testid="support-access">
      <Title order={2} fz="lg" mb={4}>
        Support access
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Our support team can view your account, read-only, to help you. Each time is listed here.
      </Text>
      {access.isPending ? (
        <Skeleton h={40} />
      ) : access.isError ? (
        <Text c="red">{access.error.message}</Text>
      ) : access.data.length === 0 ? (
        <Text size="sm">Support has never viewed your account.</Text>
      ) : (
        <List size="sm" spacing={4}>
          {access.data.map((a) => (
            <List.Item key={a.startedAt}>
              Support viewed your account on {formatDateTime(a.startedAt)}
              {a.endedAt ? ` until ${formatDateTime(a.endedAt)}` : ' (still open)'}.
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
