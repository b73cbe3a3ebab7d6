import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';

/** A report never runs longer than this; the administrator gets an error instead of a stuck database connection. */
const REPORT_STATEMENT_TIMEOUT = '30s';

/**
 * Runs a report's statements in one read-only transaction (one consistent snapshot for every table),
 * with PostgreSQL's JIT compilation off: the report statements are cheap to run but their estimates
 * are large (a row per period joined with a dozen aggregates), and compiling them cost 10 s on the
 * benchmark machine while running them took 0.5 s (docs/reports.md, "Speed").
 */
export function inReportTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      // set_config(…, true) is SET LOCAL: both settings end with the transaction
      await tx.execute(sql`select set_config('jit', 'off', true), set_config('statement_timeout', ${REPORT_STATEMENT_TIMEOUT}, true)`);
      return run(tx as unknown as Db);
    },
    { accessMode: 'read only' },
  );
}
