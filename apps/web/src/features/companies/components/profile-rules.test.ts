import { describe, expect, it } from 'vitest';
import { benefitOptions, safeWebsite } from './profile-rules.ts';

describe('company profile rules', () => {
  it('links only http(s) websites', () => {
    expect(safeWebsite('https://acme.example')).toBe('https://acme.example');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('')).toBeNull();
  });

  it('offers active benefits and keeps retired ones the company already has', () => {
    const options = benefitOptions(
      [{ id: 'a', name: 'Health' }],
      [
        { id: 'a', name: 'Health', description: '', icon: 'heart', isActive: true },
        { id: 'b', name: 'Old perk', description: '', icon: 'gift', isActive: false },
      ],
    );
    expect(options).toEqual([
      { value: 'a', label: 'Health' },
      { value: 'b', label: 'Old perk (no longer offered)' },
    ]);
  });
});
