import { buildApp } from '../app.ts';
import { runJobAlertDigests } from '../modules/job-alerts/digest.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';

/**
 * `npm run job-alerts:digest`: one pass of the job alert digests now (docs/public-pages.md, "Job alerts"), as the
 * queue runs it every hour: each alert due this period gets its digest once, also when a pass was stopped midway.
 * Prints its progress per batch and the time. Same environment as the server (DATABASE_URL, or DATA_DIR with the
 * server stopped).
 */
async function main() {
  const app = await buildApp(loadConfig());
  try {
    const started = performance.now();
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    const sent = await runJobAlertDigests(app.ctx, new Date(), {
      onBatch: ({ alerts, sent: sentSoFar }) => console.log(`alerts ${alerts}, digests ${sentSoFar}, ${elapsed()}`),
    });
    console.log(`Job alert digests: ${sent} written in ${elapsed()}.`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
