import path from 'node:path';
import { refreshReportRollup } from '../modules/reports/rollup.ts';
import { reportTimeZone } from '../modules/reports/time-zone.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/index.ts';

/**
 * `npm run reports:rollup`: rebuilds the reports' daily rollup now (docs/reports.md, "Speed"). The server
 * rebuilds it once a day by itself; run this after importing accounts or visits with past dates. Same
 * environment as the server (DATABASE_URL, or DATA_DIR with the server stopped).
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    const started = performance.now();
    const timeZone = await reportTimeZone(database.db);
    const { throughDay } = await refreshReportRollup(database.db, timeZone, { force: true });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Report rollup rebuilt: every day before ${throughDay} (${timeZone}), in ${seconds} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
