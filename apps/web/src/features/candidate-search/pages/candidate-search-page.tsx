import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { CandidateFilters } from '../components/candidate-filters.tsx';
import { CandidateResults } from '../components/candidate-results.tsx';
import { SEARCH_KEYS, type SearchFields, type SearchKey } from '../components/search-fields.ts';

const PAGE_SIZE = 10;

/**
 * employer/candidates: filters, a job to rank against, results with match and breakdown, paging. The address holds
 * the search; the form edits a draft of it until the visitor searches.
 */
export function CandidateSearchPage() {
  const [params, setParams] = useSearchParams();
  const searched = Object.fromEntries(SEARCH_KEYS.map((k) => [k, params.get(k) ?? ''])) as SearchFields;
  const [draft, setDraft] = useState(searched);
  const page = Number(params.get('page') || 1);

  const apply = (next: SearchFields, nextPage = 1) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
    if (nextPage > 1) p.set('page', String(nextPage));
    setParams(p);
  };
  const set = (k: SearchKey) => (v: string | null) => setDraft((d) => ({ ...d, [k]: v ?? '' }));

  return (
    <>
      <PageHeader title="Candidates" />
      <Stack gap="lg">
        <CandidateFilters draft={draft} ranked={Boolean(searched.jobId)} onChange={set} onSearch={apply} />
        <CandidateResults params={{ ...searched, page, pageSize: PAGE_SIZE }} jobId={searched.jobId} onPage={(p) => apply(searched, p)} />
      </Stack>
    </>
  );
}
