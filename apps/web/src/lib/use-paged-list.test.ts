import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, usePagedList } from './use-paged-list.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePagedList', () => {
  it('counts pages from the total, at least one', () => {
    const { result } = renderHook(() => usePagedList(20));
    expect(result.current.pageCount(undefined)).toBe(1);
    expect(result.current.pageCount(0)).toBe(1);
    expect(result.current.pageCount(20)).toBe(1);
    expect(result.current.pageCount(21)).toBe(2);
  });

  it('starts a new search at page 1 and queries after the pause in typing', () => {
    const { result } = renderHook(() => usePagedList(20));
    act(() => result.current.setPage(3));
    act(() => result.current.setSearch('data'));
    expect(result.current.page).toBe(1);
    expect(result.current.search).toBe('data');
    expect(result.current.debounced).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.debounced).toBe('data');
  });
});
