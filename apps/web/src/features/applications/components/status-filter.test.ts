import { describe, expect, it } from 'vitest';
import { parseStatusFilter, statusFilterOptions } from './status-filter.ts';

describe('status filter', () => {
  it('reads a status from the URL in any letter case, anything else is all', () => {
    expect(parseStatusFilter('Applied')).toBe('Applied');
    expect(parseStatusFilter('applicationaccepted')).toBe('ApplicationAccepted');
    expect(parseStatusFilter(undefined)).toBe('all');
    expect(parseStatusFilter('nonsense')).toBe('all');
  });

  it('lists All first, then each status with its count', () => {
    const options = statusFilterOptions({ all: 3, Applied: 2, Hired: 1 });
    expect(options[0]).toEqual({ value: 'all', label: 'All (3)' });
    expect(options.find((o) => o.value === 'Applied')?.label).toBe('Applied (2)');
    expect(options.find((o) => o.value === 'ApplicationAccepted')?.label).toBe('Accepted');
    expect(options).toHaveLength(9);
  });
});
