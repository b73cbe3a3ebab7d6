import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The state of a searchable, paged list: the box's text, the text the query uses (after a short
 * pause in typing), the page, and the page count from the answer's total. A new search starts again
 * at page 1.
 */
export function usePagedList(pageSize: number) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  const pageCount = (totalRecords = 0) => Math.max(1, Math.ceil(totalRecords / pageSize));
  return { search, setSearch, debounced, page, setPage, pageCount };
}
