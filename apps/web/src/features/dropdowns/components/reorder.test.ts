import { describe, expect, it } from 'vitest';
import { moveOption } from './reorder.ts';

const o = (id: string, sortOrder: number) => ({
  id,
  kind: 'degree' as const,
  list: 'Degree',
  label: id,
  value: null,
  sortOrder,
  isActive: true,
});

describe('moveOption', () => {
  it('swaps neighbours', () => {
    expect(moveOption([o('a', 0), o('b', 1), o('c', 2)], 2, -1).map((x) => [x.id, x.sortOrder])).toEqual([
      ['b', 2],
      ['c', 1],
    ]);
  });
  it('renumbers ties and gaps', () => {
    expect(moveOption([o('a', 5), o('b', 5), o('c', 9)], 0, 1).map((x) => [x.id, x.sortOrder])).toEqual([
      ['a', 1],
      ['b', 0],
      ['c', 2],
    ]);
  });
  it('does nothing past either end', () => {
    expect(moveOption([o('a', 0)], 0, -1)).toEqual([]);
    expect(moveOption([o('a', 0), o('b', 1)], 1, 1)).toEqual([]);
  });
});
