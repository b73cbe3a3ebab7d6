import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './index.ts';

interface Entry {
  idx: number;
  when: number;
  tag: string;
}
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: Entry[] };
const files = readdirSync(migrationsFolder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

// Drizzle applies a migration to an existing database only when its `when` is later than the last one applied:
// a migration numbered or dated before one already released would be skipped on every database that has it.
describe('the migrations journal', () => {
  it('lists every SQL file once, in file order', () => {
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((name) => Number(name.slice(0, 4))));
  });

  it('dates each migration after the one before it', () => {
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1].when);
    expect(late.map((e) => e.tag)).toEqual([]);
  });
});
