import { Anchor, Badge, Card, Group, NumberInput, Select, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COMPLETENESS, COMPLETENESS_LABELS, LAST_LOGIN_FILTERS, LAST_LOGIN_LABELS } from '@talentmatch/shared/administration';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchBox } from '../../../components/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { paths } from '../../../config/paths.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { countOf } from '../../../lib/format-count.ts';
import { useAdminCandidates } from '../api/list-candidates.ts';

const PAGE_SIZE = 20;

/** admin/candidates: every candidate account with search, score range, visibility, completeness and last-login filters. */
export function AdminCandidatesPage() {
  const { search, setSearch, debounced, page, setPage, pageCount } = usePagedList(PAGE_SIZE);
  const [minScore, setMinScore] = useState<string | number>('');
  const [maxScore, setMaxScore] = useState<string | number>('');
  const [visibility, setVisibility] = useState<string | null>(null);
  const [completeness, setCompleteness] = useState<string | null>(null);
  const [lastLogin, setLastLogin] = useState<string | null>(null);
  const [scores] = useDebouncedValue({ minScore, maxScore }, 300);
  const list = useAdminCandidates({
    search: debounced,
    minScore: scores.minScore,
    maxScore: scores.maxScore,
    visibility: visibility ?? '',
    completeness: completeness ?? '',
    lastLogin: lastLogin ?? '',
    page,
    pageSize: PAGE_SIZE,
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <>
      <PageHeader title="Candidates" />
      <Card withBorder radius="md" p="lg">
        <SearchBox label="Search candidates" placeholder="Search by name or email" value={search} onChange={setSearch} />
        <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
          <NumberInput label="Score from" min={0} max={100} w={110} value={minScore} onChange={reset(setMinScore)} />
          <NumberInput label="Score to" min={0} max={100} w={110} value={maxScore} onChange={reset(setMaxScore)} />
          <Select
            label="Visibility"
            placeholder="Any"
            clearable
            w={150}
            data={[
              { value: 'visible', label: 'Visible' },
              { value: 'hidden', label: 'Hidden' },
            ]}
            value={visibility}
            onChange={reset(setVisibility)}
          />
          <Select
            label="Profile"
            placeholder="Any"
            clearable
            w={250}
            data={COMPLETENESS.map((c) => ({ value: c, label: COMPLETENESS_LABELS[c] }))}
            value={completeness}
            onChange={reset(setCompleteness)}
          />
          <Select
            label="Last login"
            placeholder="Any time"
            clearable
            w={220}
            data={LAST_LOGIN_FILTERS.map((f) => ({ value: f, label: LAST_LOGIN_LABELS[f] }))}
            value={lastLogin}
            onChange={reset(setLastLogin)}
          />
        </Group>
        <PagedTable
          query={list}
          label="Candidates"
          minWidth={820}
          columns={['Name', 'Email', 'Score', 'Profile', 'Visibility', 'Last login']}
          count={(n) => countOf(n, 'candidate')}
          empty="No candidate matches."
          page={page}
          pages={pageCount(list.data?.totalRecords)}
          onPageChange={setPage}
          row={(c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.admin.candidate(c.id)} size="sm">
                  {`${c.firstName} ${c.lastName}`.trim()}
                </Anchor>
                {c.locked ? (
                  <Badge size="xs" color="red" ml={6}>
                    Locked
                  </Badge>
                ) : null}
                {c.headline ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {c.headline}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.email}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.score ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{COMPLETENESS_LABELS[c.completeness]}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.visibility ? (c.visibility === 'visible' ? 'Visible' : 'Hidden') : '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(c.lastLoginAt, 'Never')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Card>
    </>
  );
}
