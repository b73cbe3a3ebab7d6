import { ActionIcon, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface OrderedListProps<T extends { id: string }> {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  items: readonly T[];
  /** the list's accessible name */
  label: string;
  /** shown when the list is empty */
  empty: ReactNode;
  /** `wrap` lets a row's actions go under its text on a narrow screen */
  wrap?: 'wrap' | 'nowrap';
  /** what one row shows: its text on the left, its actions on the right */
  row: (item: T, index: number) => ReactNode;
}

/** A catalogue in the order users see it (loading, error and empty states included), one row per item. */
export function OrderedList<T extends { id: string }>({ query, items, label, empty, wrap = 'nowrap', row }: OrderedListProps<T>) {
  if (query.isPending) return <Skeleton h={400} />;
  if (query.isError) {
    return (
      <Text c="red" p="lg">
        {query.error?.message}
      </Text>
    );
  }
  if (items.length === 0) {
    return (
      <Text c="dimmed" p="lg">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={0} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={label}>
      {items.map((item, index) => (
        <Group
          key={item.id}
          component="li"
          justify="space-between"
          wrap={wrap}
          gap={wrap === 'wrap' ? 'xs' : 'sm'}
          px="md"
          py="sm"
          style={{ borderTop: index ? '1px solid var(--mantine-color-gray-2)' : undefined }}
        >
          {row(item, index)}
        </Group>
      ))}
    </Stack>
  );
}

/** "Move up" and "Move down" for the row at `index` of `count`. */
export function MoveButtons({
  name,
  index,
  count,
  busy,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (index: number, direction: -1 | 1) => void;
}) {
  return (
    <>
      <ActionIcon variant="subtle" aria-label={`Move ${name} up`} disabled={index === 0 || busy} onClick={() => onMove(index, -1)}>
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={`Move ${name} down`} disabled={index === count - 1 || busy} onClick={() => onMove(index, 1)}>
        <IconArrowDown size={16} />
      </ActionIcon>
    </>
  );
}
