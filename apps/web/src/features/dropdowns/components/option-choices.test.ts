import { describe, expect, it } from 'vitest';
import { optionChoices } from './option-choices.ts';

const option = (id: string, label: string) => ({
  id,
  kind: 'degree' as const,
  list: 'Degree',
  label,
  value: null,
  sortOrder: 0,
  isActive: true,
});

describe('optionChoices', () => {
  it('offers the active options', () => {
    expect(optionChoices([option('a', 'BSc'), option('b', 'MSc')])).toEqual([
      { value: 'a', label: 'BSc' },
      { value: 'b', label: 'MSc' },
    ]);
  });
  it('keeps a retired option that is already on the record, marked as such', () => {
    expect(optionChoices([option('a', 'BSc')], { id: 'z', label: 'Old', isActive: false })).toEqual([
      { value: 'a', label: 'BSc' },
      { value: 'z', label: 'Old (no longer offered)' },
    ]);
    expect(optionChoices(undefined, null)).toEqual([]);
  });
});
