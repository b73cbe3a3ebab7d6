import path from 'node:path';
import { ensureSiteConfiguration } from '../modules/site-config/service.ts';
import { loadConfig, ConfigError } from '../platform/config.ts';
import { openDatabase } from '../platform/db/index.ts';
import { seedDemo } from './demo.ts';
import { DEMO_ACCOUNTS } from './demo-credentials.ts';

/** `npm run seed:demo`: adds the demo data to the configured database (idempotent). */
try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  await database.migrate();
  await ensureSiteConfiguration(database.db);
  await seedDemo(database.db, { trialDays: config.trialDays });
  await database.close();
  console.log('Demo data is in place. Logins:');
  for (const account of Object.values(DEMO_ACCOUNTS)) console.log(`  ${account.email}  ${account.password}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
