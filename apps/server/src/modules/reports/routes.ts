import type { FastifyInstance } from 'fastify';
import { landingVisitBody, marketingQuery, reportQuery } from '@talentmatch/shared/reports';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendCsv, toCsv } from '../../platform/csv.ts';
import { ForbiddenError, parseOrThrow, TooManyRequestsError } from '../../platform/errors.ts';
import { recordLandingVisit } from './acquisition.ts';
import { businessReport } from './business.ts';
import { businessCsvColumns, marketingCsv } from './csv.ts';
import { marketingReport } from './marketing.ts';
import { requestMissingRollup } from './rollup.ts';
import { canReadReports } from './policy.ts';
import { reportTimeZone } from './time-zone.ts';
import { inReportTransaction } from './transaction.ts';

/** Landing visits a browser (IP) may report per rate-limit window: one per session is what the web app sends. */
export const LANDING_VISITS_PER_WINDOW = 20;

export async function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];
  const visitLimit = app.createRateLimit({
    max: LANDING_VISITS_PER_WINDOW,
    timeWindow: ctx.config.rateLimits.windowMs,
    keyGenerator: (req) => `landing-visit:${req.ip}`,
  });

  // Public: one call per browser session from the public pages; nothing about the visitor is stored.
  app.post('/api/acquisition/visits', async (request, reply) => {
    const limit = await visitLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequestsError(limit.ttlInSeconds);
    const body = parseOrThrow(landingVisitBody, request.body);
    await recordLandingVisit(db, body, await reportTimeZone(db));
    return reply.status(204).send();
  });

  const guard = (roles: Parameters<typeof canReadReports>[0]) => {
    if (!canReadReports(roles)) throw new ForbiddenError('Reports are for administrators.');
  };
  const business = async (raw: unknown, roles: Parameters<typeof canReadReports>[0]) => {
    const query = parseOrThrow(reportQuery, raw);
    guard(roles);
    const timeZone = await reportTimeZone(db);
    const report = await inReportTransaction(db, (tx) => businessReport(tx, query, { timeZone, plans: ctx.config.payments.plans }));
    await requestMissingRollup(db, ctx.jobs, timeZone);
    return report;
  };
  const marketing = async (raw: unknown, roles: Parameters<typeof canReadReports>[0]) => {
    const query = parseOrThrow(marketingQuery, raw);
    guard(roles);
    const timeZone = await reportTimeZone(db);
    const report = await inReportTransaction(db, (tx) => marketingReport(tx, query, { timeZone }));
    await requestMissingRollup(db, ctx.jobs, timeZone);
    return report;
  };

  app.get('/api/admin/reports/business', { preHandler: admin }, async (request) => business(request.query, requireAuth(request).roles));

  app.get('/api/admin/reports/business/csv', { preHandler: admin }, async (request, reply) => {
    const report = await business(request.query, requireAuth(request).roles);
    return sendCsv(
      reply,
      `business-${report.from}-${report.to}-${report.groupBy}.csv`,
      toCsv(businessCsvColumns(report.currency), report.periods),
    );
  });

  app.get('/api/admin/reports/marketing', { preHandler: admin }, async (request) => marketing(request.query, requireAuth(request).roles));

  app.get('/api/admin/reports/marketing/csv', { preHandler: admin }, async (request, reply) => {
    const report = await marketing(request.query, requireAuth(request).roles);
    return sendCsv(reply, `marketing-${report.from}-${report.to}.csv`, marketingCsv(report));
  });
}
