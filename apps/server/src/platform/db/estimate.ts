import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './index.ts';

/**
 * Totals of a filtered list on a large site. Counting every match of a frequent filter (a surname prefix, a
 * keyword like "sales" among a million candidates) costs more than reading the page itself, so above
 * `exactUpTo` expected matches a list says "about N" instead: a block sample of about `sampleRows` rows
 * (`tablesample system … repeatable`: the same blocks every time, so a list shows the same figure from page to
 * page) is filtered the same way and scaled up. Lists of a site with at most `largeSiteAbove`
 * rows always get the exact count.
 */
export interface EstimateLimits {
  largeSiteAbove: number;
  exactUpTo: number;
  sampleRows: number;
}
export const ESTIMATE_LIMITS: EstimateLimits = { largeSiteAbove: 50_000, exactUpTo: 5_000, sampleRows: 10_000 };

/** A list's total: exact, or estimated from a sample (`totalIsEstimate`, shown as "about N"). */
export type Total = { total: number; totalIsEstimate?: true };

/** Two significant figures: an estimate should not look more precise than it is. */
export function roughly(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/**
 * The sample's estimate of the rows of `table` (a table name with its alias, e.g. `candidate_profiles p`) that
 * pass `where`, when the table holds `rows` rows and the estimate is above `limits.exactUpTo`; else null (count
 * them exactly).
 */
export async function estimateFromSample(
  db: Tx,
  table: SQL,
  rows: number,
  where: SQL | undefined,
  limits: EstimateLimits = ESTIMATE_LIMITS,
): Promise<Total | null> {
  if (rows <= limits.largeSiteAbove) return null;
  const percent = Math.min(100, (limits.sampleRows / rows) * 100);
  const { rows: counted } = await db.execute<{ sampled: number }>(
    sql`select count(*)::int as sampled from ${table} tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (0) ${where ? sql`where ${where}` : sql``}`,
  );
  const estimate = (Number(counted[0].sampled) * 100) / percent;
  return estimate > limits.exactUpTo ? { total: roughly(estimate), totalIsEstimate: true } : null;
}

/**
 * Whether walking the sort order's index reaches the page sooner than reading every match: the walk meets
 * about (offset + size) × rows / matches rows, where a bitmap of the filter reads all the matches.
 */
export function walkIsShorter(matches: number, rowsBeforePageEnd: number, rows: number): boolean {
  return matches * matches > rowsBeforePageEnd * rows;
}

/** The planner's row count of a table (`pg_class.reltuples`, kept by ANALYZE and autovacuum); 0 before its first ANALYZE. */
export async function plannerRowCount(db: Tx, table: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select greatest(coalesce((select reltuples from pg_class where oid = to_regclass(${table})), 0), 0)::float8 as n`,
  );
  return Number(rows[0].n);
}

const WALK_SETTINGS = ['enable_bitmapscan', 'enable_seqscan', 'max_parallel_workers_per_gather', 'jit'] as const;
const WALK_VALUES: Record<(typeof WALK_SETTINGS)[number], string> = {
  enable_bitmapscan: 'off',
  enable_seqscan: 'off',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
};

/**
 * Runs `read` (one statement, in the transaction `tx`) walking the sort order's index: no bitmap or sequential
 * scan, no parallel workers (their start-up costs more than the walk), no JIT (the walk's estimated cost passes
 * its threshold). The planner cannot tell a frequent keyword from a rare one, so with many matches (see
 * `walkIsShorter`) it would read every match to sort them. The settings are put back afterwards.
 */
export async function walkingTheIndex<T>(tx: Tx, read: () => Promise<T>): Promise<T> {
  const { rows } = await tx.execute<Record<string, string>>(
    sql.raw(`select ${WALK_SETTINGS.map((name) => `current_setting('${name}') as ${name}`).join(', ')}`),
  );
  const apply = (values: Record<string, string>) =>
    tx.execute(
      sql`select ${sql.join(
        WALK_SETTINGS.map((name) => sql`set_config(${name}, ${values[name]}, true)`),
        sql`, `,
      )}`,
    );
  await apply(WALK_VALUES);
  try {
    return await read();
  } finally {
    await apply(rows[0]);
  }
}
