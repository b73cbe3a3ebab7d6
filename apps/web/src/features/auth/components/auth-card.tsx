import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 26 }}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}
