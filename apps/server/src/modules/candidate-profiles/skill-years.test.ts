import { describe, expect, it } from 'vitest';
import { proposedYears, yearsFromPositions, yearsWritten } from './skill-years.ts';

describe('years written in the resume', () => {
  it('reads "6 years of TypeScript", "TypeScript: 4 years", "Node.js (3+ yrs)"', () => {
    expect(yearsWritten('Senior engineer with 6 years of TypeScript and React.', 'TypeScript')).toBe(6);
    expect(yearsWritten('Skills\nTypeScript: 4 years\nGo', 'typescript')).toBe(4);
    expect(yearsWritten('Node.js (3+ yrs), PostgreSQL', 'Node.js')).toBe(3);
    expect(yearsWritten('8 years of experience with C++', 'C++')).toBe(8);
  });
  it('does not take another word’s years or a part of a word', () => {
    expect(yearsWritten('6 years of JavaScript', 'Java')).toBeNull();
    expect(yearsWritten('TypeScript, React', 'TypeScript')).toBeNull();
  });
});

describe('years from the positions mentioning the skill', () => {
  const p = (title: string, startDate: string, endDate: string | null, description = '') => ({ title, description, startDate, endDate });
  it('sums the positions, counting overlaps once, current ones to today', () => {
    const positions = [
      p('Frontend developer', '2015-01-01', '2018-01-01', 'React and TypeScript'),
      p('Consultant', '2017-01-01', '2019-01-01', 'TypeScript migrations'),
      p('Waiter', '2010-01-01', '2014-01-01'),
      p('TypeScript lead', '2022-01-01', null),
    ];
    // 2015–2019 (4 years, the overlap once) + 2022–2025 (3 years)
    expect(yearsFromPositions(positions, 'TypeScript', '2025-01-01')).toBe(7);
    expect(yearsFromPositions(positions, 'Go', '2025-01-01')).toBeNull();
  });
  it('prefers the years written in the text', () => {
    expect(proposedYears('6 years of TypeScript', [p('TypeScript dev', '2020-01-01', '2021-01-01')], 'TypeScript', '2025-01-01')).toBe(6);
    expect(proposedYears('', [p('TypeScript dev', '2020-01-01', '2021-01-01')], 'TypeScript', '2025-01-01')).toBe(1);
  });
});
