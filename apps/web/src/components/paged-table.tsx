import { Group, Pagination, Skeleton, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface PagedTableProps<T> {
  /** the page of results: `{ items, totalRecords }` */
  query: UseQueryResult<{ items: T[]; totalRecords: number }, Error>;
  /** the table's accessible name */
  label: string;
  minWidth: number;
  columns: ReactNode[];
  row: (item: T) => ReactNode;
  /** "12 companies"; above the table, or below it beside the pages */
  count: (total: number) => ReactNode;
  countPosition?: 'above' | 'below';
  /** the line shown in the table when the page is empty */
  empty?: ReactNode;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/** A searchable list's results: loading and error states, the count, the table and the pages. */
export function PagedTable<T>({
  query,
  label,
  minWidth,
  columns,
  row,
  count,
  countPosition = 'above',
  empty,
  page,
  pages,
  onPageChange,
}: PagedTableProps<T>) {
  if (query.isPending) return <Skeleton h={300} />;
  if (query.isError) return <Text c="red">{query.error.message}</Text>;
  const { items, totalRecords } = query.data;
  const countText = (
    <Text size="sm" c="dimmed" mb={countPosition === 'above' ? 'xs' : undefined}>
      {count(totalRecords)}
    </Text>
  );
  const pagination = pages > 1 ? <Pagination total={pages} value={page} onChange={onPageChange} aria-label="Pages" /> : null;
  return (
    <>
      {countPosition === 'above' ? countText : null}
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="xs" striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the header cells are a fixed list; their position is their identity
                <Table.Th key={i}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.length === 0 && empty ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {items.map(row)}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {countPosition === 'above' ? (
        pagination && <Group mt="md">{pagination}</Group>
      ) : (
        <Group justify="space-between" mt="md">
          {countText}
          {pagination}
        </Group>
      )}
    </>
  );
}
