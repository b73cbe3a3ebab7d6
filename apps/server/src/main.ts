import { buildApp } from './app.ts';
import { answerBackupRequests } from './operations/backup.ts';
import { ConfigError, loadConfig, type AppConfig } from './platform/config.ts';
import { installProcessErrorReporting, startErrorReporting } from './platform/error-reporting.ts';
import { START_DATA_LOCK } from './platform/db/index.ts';
import { installGracefulShutdown } from './platform/shutdown.ts';
import { StartupError } from './platform/startup-error.ts';
import { createStartupLog, isProductionEnvironment } from './platform/startup-log.ts';
import { countUsers, ensureAdministrator, hasDemoSeed, seedDemo, demoInvitationId } from './seed/demo.ts';
import { DEMO_ACCOUNTS } from './seed/demo-credentials.ts';
import { ensureReferenceData } from './seed/reference-data.ts';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    createStartupLog({ json: isProductionEnvironment() }).fatal(error.message);
    process.exit(1);
  }
  throw error;
}
// in production these lines are JSON like the logger's, from the first one
const startupLog = createStartupLog({ json: config.env === 'production' });

/** An operator's problem at start-up (data directory in use, database or Redis unreachable): one line, exit 1. */
function exitOnStartupError(error: unknown): never {
  if (error instanceof StartupError) {
    startupLog.fatal(`TalentMatch cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

// Progress lines for the person starting the server (the first start takes a while); they begin
// once the database is reached, so a start-up error stays a single line.
const progress = (message: string) => {
  if (config.logLevel !== 'silent') startupLog.info(message);
};
// error reporting (SENTRY_DSN): what nothing caught is reported before the process exits as Node would
const reporter = await startErrorReporting({ dsn: config.errorReporting.serverDsn, release: config.version });
const app = await buildApp(config, { progress }).catch(exitOnStartupError);
if (reporter) installProcessErrorReporting(reporter, app.log);
for (const warning of config.warnings) app.log.warn(warning);
const db = app.ctx.db;

// Catalogues, benefits and templates on every database, demo or not (idempotent). Processes started together
// on one PostgreSQL database take turns here (as they do for migrations), so two never insert the same row.
await app.database.sql.exclusive(START_DATA_LOCK, async () => {
  await ensureReferenceData(db);
  if (config.admin) {
    const outcome = await ensureAdministrator(db, config.admin.email, config.admin.password);
    app.log.info(`administrator ${config.admin.email}: ${outcome}`);
  }
  const seedWanted = config.seedDemo ?? (config.isEmbeddedDatabase && (await countUsers(db)) === 0);
  if (seedWanted) {
    progress('Loading the demo data (first start only)…');
    await seedDemo(db, { trialDays: config.trialDays });
    app.log.info('demo data seeded');
  }
});

// embedded database: `npm run backup` asks this process for a consistent dump (SIGUSR2)
if (config.isEmbeddedDatabase)
  answerBackupRequests({ database: app.database, storage: app.ctx.storage, dataDir: config.dataDir, log: app.log });

installGracefulShutdown({
  app,
  graceMs: config.shutdownGraceMs,
  steps: [
    // running jobs finish, or are handed back to the queue for another process, within part of the grace
    () => app.ctx.jobs.stop({ timeoutMs: Math.max(1000, Math.floor(config.shutdownGraceMs / 2)) }),
    // app.close() stops accepting, ends live-event streams with a retry hint, waits for in-flight
    // requests, then closes Redis and the database (onClose hooks in app.ts; the queue's stop is a no-op by then).
    () => app.close(),
  ],
});

await app.listen({ port: config.port, host: config.host });
// background work (emails, trial notices, demo renewals, job auto-close, shortlist folds) runs from the
// job queue on the database; app.close() stops it (docs/background-jobs.md)
await app.ctx.jobs.start();

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
startupLog.info(lines.join('\n'));
