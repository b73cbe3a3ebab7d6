import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './platform/config.ts';
import { countUsers, ensureAdministrator, hasDemoSeed, seedDemo, demoInvitationId } from './seed/demo.ts';
import { DEMO_ACCOUNTS } from './seed/demo-credentials.ts';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);
const db = app.ctx.db;

if (config.admin) {
  const outcome = await ensureAdministrator(db, config.admin.email, config.admin.password);
  app.log.info(`administrator ${config.admin.email}: ${outcome}`);
}
const seedWanted = config.seedDemo ?? (config.isEmbeddedDatabase && (await countUsers(db)) === 0);
if (seedWanted) {
  await seedDemo(db, { trialDays: config.trialDays });
  app.log.info('demo data seeded');
}

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info(`${signal} received, shutting down`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// trial-ending emails, expired trials, demo renewals; stopped by app.close() on shutdown
app.subscriptions.scheduler.start();
// jobs past their closing date get the stored status closed; stopped by app.close()
app.jobScheduler.start();
// match marks folded into the job shortlists every few seconds; stopped by app.close()
app.shortlists.start();

const lines = [`TalentMatch is running at ${config.publicUrl}`];
if (await hasDemoSeed(db)) {
  const invitation = await demoInvitationId(db);
  lines.push('', 'Demo logins:');
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    lines.push(`  ${account.role.padEnd(26)} ${account.email.padEnd(30)} ${account.password}`);
  }
  if (invitation) lines.push('', `Invitation link for a new Northwind teammate: ${config.publicUrl}/register/${invitation}`);
}
if (!config.isSmtpConfigured) lines.push('', 'SMTP_URL is not set: emails are stored in the outbox table and written to this log.');
console.log(lines.join('\n'));
