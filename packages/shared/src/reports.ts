import { z } from 'zod';

/**
 * Acquisition data (first-party, no cookies): the UTM fields and the referring host the browser kept
 * in its session storage since the visitor first landed on a public page. Never an address or an
 * identifier: values are short labels, the referrer is a host name only.
 */
const label = (name: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} is at most 100 characters.`)
    .transform((v) => v.toLowerCase())
    .optional()
    .transform((v) => (v ? v : undefined));

const host = z
  .string()
  .trim()
  .max(253, 'The referring host is at most 253 characters.')
  .regex(/^[a-z0-9.-]*$/i, 'The referring host is a host name only.')
  .transform((v) => v.toLowerCase())
  .optional()
  .transform((v) => (v ? v : undefined));

export const acquisitionFields = z.object({
  source: label('The source'),
  medium: label('The medium'),
  campaign: label('The campaign'),
  referrerHost: host,
});
export type AcquisitionFields = z.infer<typeof acquisitionFields>;

export const landingVisitBody = acquisitionFields.extend({
  page: z
    .string({ error: 'The page is required.' })
    .trim()
    .min(1, 'The page is required.')
    .max(200, 'The page is at most 200 characters.')
    .regex(/^\/[^?#]*$/, 'The page is a path starting with /, without query or fragment.'),
});
export type LandingVisitBody = z.infer<typeof landingVisitBody>;

// ---------------------------------------------------------------------------------------------
// Report queries

export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];
const REPORT_MAX_YEARS = 5;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-31). */
function isRealDate(v: unknown): v is string {
  return (
    typeof v === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(v) &&
    !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
    new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)
  );
}

const isoDate = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD).`)
    .refine(isRealDate, { message: `${name} must be a real date.` });

/** The range rules, checked only once both dates are real (a field that is not a date has its own error already). */
function checkRange(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (!isRealDate(value.from) || !isRealDate(value.to)) return;
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date.' });
  else if (value.to > maxReportEnd(value.from))
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${REPORT_MAX_YEARS} years.` });
}

/** Days between two YYYY-MM-DD dates (calendar arithmetic, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400_000);
}

/** The latest allowed end for a start: five calendar years later. */
export function maxReportEnd(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + REPORT_MAX_YEARS);
  return d.toISOString().slice(0, 10);
}

export const reportQuery = z
  .object({
    from: isoDate('The start date'),
    to: isoDate('The end date'),
    groupBy: z.enum(REPORT_GROUPINGS, { error: 'Grouping must be day, week or month.' }).default('day'),
  })
  .superRefine(checkRange);
export type ReportQuery = z.infer<typeof reportQuery>;

export const marketingQuery = z
  .object({
    from: isoDate('The start date'),
    to: isoDate('The end date'),
    groupBy: z.enum(REPORT_GROUPINGS, { error: 'Grouping must be day, week or month.' }).default('day'),
    /** only visits and accounts of this source label (as the sources table shows it) */
    source: z.string().trim().max(100, 'The source is at most 100 characters.').optional(),
  })
  .superRefine(checkRange);
export type MarketingQuery = z.infer<typeof marketingQuery>;

// ---------------------------------------------------------------------------------------------
// Answers

export interface BusinessPeriod {
  /** first day of the period (site time zone), YYYY-MM-DD; the first period may start before `from` */
  period: string;
  candidateSignUps: number;
  employerSignUps: number;
  newCompanies: number;
  jobsPosted: number;
  /** open (published, not closed) at the end of the period */
  jobsOpen: number;
  applications: number;
  invitations: number;
  hires: number;
  /** median days from application or invitation to hired, over the period's hires; null without hires */
  medianDaysToHire: number | null;
  /** confirmed interviews taking place in the period, and those of them already over (held) */
  interviewsScheduled: number;
  interviewsHeld: number;
  /** subscriptions at the end of the period */
  trialingSubscriptions: number;
  paidSubscriptions: number;
  /** monthly recurring revenue at the end of the period, in minor units (cents) */
  mrrCents: number;
  trialsStarted: number;
  trialsConverted: number;
  /** trialsConverted / trialsStarted, 0..1; null when no trial started */
  trialConversion: number | null;
  paidAtStart: number;
  churned: number;
  /** churned / paidAtStart, 0..1; null when nothing was paid at the start */
  churnRate: number | null;
}

export interface PlanStatusCount {
  plan: string;
  status: string;
  count: number;
}

export interface BusinessReport {
  from: string;
  to: string;
  groupBy: ReportGrouping;
  timeZone: string;
  currency: string;
  periods: BusinessPeriod[];
  /** subscriptions by plan and status at the end of the range */
  subscriptionsByPlan: PlanStatusCount[];
}

export interface MarketingPeriod {
  period: string;
  visits: number;
  signUps: number;
}

export interface SourceRow {
  source: string;
  medium: string;
  campaign: string;
  visits: number;
  candidateSignUps: number;
  employerSignUps: number;
  /** (candidate + employer sign-ups) / visits; null without visits */
  conversion: number | null;
}

export interface FunnelStep {
  step: string;
  count: number;
  /** count / previous step's count (null for the first step or when the previous is 0) */
  conversion: number | null;
}

export interface MarketingReport {
  from: string;
  to: string;
  groupBy: ReportGrouping;
  timeZone: string;
  source: string | null;
  periods: MarketingPeriod[];
  sources: SourceRow[];
  employerFunnel: FunnelStep[];
  candidateFunnel: FunnelStep[];
  /**
   * Set when the daily rollup answered part of the range: accounts created before `before` (a local day)
   * are counted at the step they had reached at `builtAt`; later accounts, and every other figure, are live.
   */
  funnelAsOf: { before: string; builtAt: string } | null;
}
