import { Group, Pagination, Select, SimpleGrid, Skeleton, Text } from '@mantine/core';
import {
  TRAINING_CATEGORIES,
  TRAINING_LENGTH_LABELS,
  TRAINING_LENGTHS,
  type TrainingCategory,
  type TrainingLength,
} from '@talentmatch/shared/training';
import { useState } from 'react';
import { SearchBox } from '../../../components/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useLibrary } from '../api/list-library.ts';
import { TrainingCard } from '../components/training-card.tsx';

const PAGE_SIZE = 12;

/** candidate/training/all: the whole published library with search, category and length filters and pages. */
export function TrainingLibraryPage() {
  const list = usePagedList(PAGE_SIZE);
  const [category, setCategory] = useState<TrainingCategory | null>(null);
  const [length, setLength] = useState<TrainingLength | null>(null);
  const library = useLibrary({
    search: list.debounced,
    category: category ?? undefined,
    length: length ?? undefined,
    page: list.page,
    pageSize: PAGE_SIZE,
  });
  return (
    <>
      <PageHeader title="All career advice" />
      <Group align="flex-end" wrap="wrap" gap="sm">
        <SearchBox label="Search career advice" placeholder="Search titles and text" value={list.search} onChange={list.setSearch} />
        <Select
          label="Category"
          placeholder="All categories"
          clearable
          data={[...TRAINING_CATEGORIES]}
          value={category}
          onChange={(v) => {
            setCategory(v as TrainingCategory | null);
            list.setPage(1);
          }}
          mb="md"
          w={200}
        />
        <Select
          label="Length"
          placeholder="Any length"
          clearable
          data={TRAINING_LENGTHS.map((l) => ({ value: l, label: TRAINING_LENGTH_LABELS[l] }))}
          value={length}
          onChange={(v) => {
            setLength(v as TrainingLength | null);
            list.setPage(1);
          }}
          mb="md"
          w={200}
        />
      </Group>
      {library.isPending ? (
        <Skeleton h={300} />
      ) : library.isError ? (
        <Text c="red">{library.error.message}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {library.data.totalRecords} item{library.data.totalRecords === 1 ? '' : 's'}
          </Text>
          {library.data.items.length === 0 ? (
            <Text c="dimmed">No career advice matches these filters.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {library.data.items.map((item) => (
                <TrainingCard key={item.id} item={item} />
              ))}
            </SimpleGrid>
          )}
          {list.pageCount(library.data.totalRecords) > 1 ? (
            <Group mt="md">
              <Pagination total={list.pageCount(library.data.totalRecords)} value={list.page} onChange={list.setPage} aria-label="Pages" />
            </Group>
          ) : null}
        </>
      )}
    </>
  );
}
