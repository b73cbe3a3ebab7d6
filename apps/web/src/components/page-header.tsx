import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRouteDescription } from '../lib/route-matches.tsx';

/** A page's heading: its title, the line under it (by default its route's description) and its actions. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  const routeDescription = useRouteDescription();
  const line = description ?? routeDescription;
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {line ? <Text c="dimmed">{line}</Text> : null}
      </Stack>
      {actions}
    </Group>
  );
}
