import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header and quotes cells that hold separators, quotes or line breaks', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (row: { name: string; count: number }) => row.name },
        { header: 'Count', value: (row) => row.count },
      ],
      [
        { name: 'Plain', count: 3 },
        { name: 'Comma, "quoted"\nline', count: -2 },
      ],
    );
    expect(csv).toBe('Name,Count\r\nPlain,3\r\n"Comma, ""quoted""\nline",-2\r\n');
  });

  it('neutralises text that a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(neutraliseCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(neutraliseCell('+1')).toBe("'+1");
    expect(neutraliseCell('-cmd')).toBe("'-cmd");
    expect(neutraliseCell('@x')).toBe("'@x");
    expect(neutraliseCell('plain')).toBe('plain');
    const csv = toCsv([{ header: 'n', value: (row: number) => row }], [-5]);
    expect(csv).toBe('n\r\n-5\r\n');
  });

  it('leaves empty cells for missing values and writes dates as ISO text', () => {
    const csv = toCsv(
      [
        { header: 'a', value: () => null },
        { header: 'b', value: () => new Date('2026-01-02T03:04:05Z') },
      ],
      [1],
    );
    expect(csv).toBe('a,b\r\n,2026-01-02T03:04:05.000Z\r\n');
  });
});
