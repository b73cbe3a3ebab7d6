import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { landingVisitBody, type MarketingQuery, marketingQuery, type ReportQuery, reportQuery } from '@talentmatch/shared/reports';
import { fileAnswer, noContent, operation, problems } from '../../platform/api-schema.ts';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendCsv, toCsv } from '../../platform/csv.ts';
import { TooManyRequestsError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { recordLandingVisit } from './acquisition.ts';
import { businessReport } from './business.ts';
import { businessCsvColumns, marketingCsv } from './csv.ts';
import { marketingReport } from './marketing.ts';
import { requestMissingRollup } from './rollup.ts';
import { authorize } from './policy.ts';
import { reportTimeZone } from './time-zone.ts';
import { businessReportAnswer, marketingReportAnswer } from './schema.ts';
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

  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public: one call per browser session from the public pages; nothing about the visitor is stored.
  api.post(
    '/api/acquisition/visits',
    {
      preHandler: async (request) => {
        const limit = await visitLimit(request);
        if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequestsError(limit.ttlInSeconds);
      },
      schema: {
        ...operation(
          'Reports',
          'recordLandingVisit',
          "Count a visit to a public page with its campaign's source (nothing about the visitor)",
          'public',
        ),
        body: landingVisitBody,
        response: { 204: noContent, ...problems(400, 429) },
      },
    },
    async (request, reply) => {
      await recordLandingVisit(db, request.body, await reportTimeZone(db));
      return reply.status(204).send();
    },
  );

  const business = async (query: ReportQuery, actor: Actor) => {
    authorize(actor, 'read');
    const timeZone = await reportTimeZone(db);
    const report = await inReportTransaction(db, (tx) => businessReport(tx, query, { timeZone, plans: ctx.config.payments.plans }));
    await requestMissingRollup(db, ctx.jobs, timeZone);
    return report;
  };
  const marketing = async (query: MarketingQuery, actor: Actor) => {
    authorize(actor, 'read');
    const timeZone = await reportTimeZone(db);
    const report = await inReportTransaction(db, (tx) => marketingReport(tx, query, { timeZone }));
    await requestMissingRollup(db, ctx.jobs, timeZone);
    return report;
  };

  api.get(
    '/api/admin/reports/business',
    {
      preHandler: admin,
      schema: {
        ...operation('Reports', 'getBusinessReport', 'Sign-ups, jobs, hires and subscriptions per period'),
        querystring: reportQuery,
        response: { 200: businessReportAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => business(request.query, requireAuth(request)),
  );

  api.get(
    '/api/admin/reports/business/csv',
    {
      preHandler: admin,
      schema: {
        ...operation('Reports', 'getBusinessReportCsv', 'The business report as CSV'),
        querystring: reportQuery,
        response: { 200: fileAnswer('text/csv', 'One row per period'), ...problems(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const report = await business(request.query, requireAuth(request));
      return sendCsv(
        reply,
        `business-${report.from}-${report.to}-${report.groupBy}.csv`,
        toCsv(businessCsvColumns(report.currency), report.periods),
      );
    },
  );

  api.get(
    '/api/admin/reports/marketing',
    {
      preHandler: admin,
      schema: {
        ...operation('Reports', 'getMarketingReport', 'Visits, sign-ups by source and the funnels'),
        querystring: marketingQuery,
        response: { 200: marketingReportAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => marketing(request.query, requireAuth(request)),
  );

  api.get(
    '/api/admin/reports/marketing/csv',
    {
      preHandler: admin,
      schema: {
        ...operation('Reports', 'getMarketingReportCsv', 'The marketing report as CSV'),
        querystring: marketingQuery,
        response: { 200: fileAnswer('text/csv', 'The report as CSV'), ...problems(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const report = await marketing(request.query, requireAuth(request));
      return sendCsv(reply, `marketing-${report.from}-${report.to}.csv`, marketingCsv(report));
    },
  );
}
