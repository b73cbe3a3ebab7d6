import { Badge, Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** An honest placeholder for a feature that comes in a later release. */
export function LaterReleaseCard({ icon: IconComponent, title, text }: { icon: Icon; title: string; text: string }) {
  return (
    <Card withBorder radius="md" p="lg" h="100%">
      <Group justify="space-between" align="flex-start" mb="sm">
        <ThemeIcon size={38} radius="md" variant="light" color="gray">
          <IconComponent size={20} />
        </ThemeIcon>
        <Badge variant="light" color="gray" size="sm">
          Coming in a later release
        </Badge>
      </Group>
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Card>
  );
}
