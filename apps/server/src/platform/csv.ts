import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

/** One column of a CSV export: its header and how a row gives the cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

// A cell a spreadsheet would read as a formula is prefixed with a quote (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function cellText(value: ReturnType<CsvColumn<unknown>['value']>): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value);
  return neutraliseCell(String(value));
}

/** The rows as CSV text (RFC 4180 quoting by csv-stringify), header first, formulas neutralised. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const records = rows.map((row) => columns.map((column) => cellText(column.value(row))));
  return stringify([columns.map((column) => neutraliseCell(column.header)), ...records], { record_delimiter: '\r\n' });
}

/** Sends CSV as a download named `fileName` (a UTF-8 mark first, so spreadsheets read accents right). */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .send(`\uFEFF${csv}`);
}
