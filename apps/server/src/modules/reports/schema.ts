import { z } from 'zod';
import { REPORT_GROUPINGS } from '@talentmatch/shared/reports';

const count = z.number().int();
const rate = z.number().nullable();

export const businessReportAnswer = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REPORT_GROUPINGS),
  timeZone: z.string(),
  currency: z.string(),
  periods: z.array(
    z.object({
      period: z.string(),
      candidateSignUps: count,
      employerSignUps: count,
      newCompanies: count,
      jobsPosted: count,
      jobsOpen: count,
      applications: count,
      invitations: count,
      hires: count,
      interviewsScheduled: count,
      interviewsHeld: count,
      medianDaysToHire: z.number().nullable(),
      trialingSubscriptions: count,
      paidSubscriptions: count,
      mrrCents: count,
      trialsStarted: count,
      trialsConverted: count,
      trialConversion: rate,
      paidAtStart: count,
      churned: count,
      churnRate: rate,
    }),
  ),
  subscriptionsByPlan: z.array(z.object({ plan: z.string(), status: z.string(), count })),
});

const funnel = z.array(z.object({ step: z.string(), count, conversion: rate }));

export const marketingReportAnswer = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REPORT_GROUPINGS),
  timeZone: z.string(),
  source: z.string().nullable(),
  periods: z.array(z.object({ period: z.string(), visits: count, signUps: count })),
  sources: z.array(
    z.object({
      source: z.string(),
      medium: z.string(),
      campaign: z.string(),
      visits: count,
      candidateSignUps: count,
      employerSignUps: count,
      conversion: rate,
    }),
  ),
  employerFunnel: funnel,
  candidateFunnel: funnel,
  funnelAsOf: z
    .object({ before: z.string(), builtAt: z.string() })
    .nullable()
    .describe('set when the daily rollup answered part of the range'),
});
