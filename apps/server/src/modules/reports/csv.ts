import type { BusinessPeriod, FunnelStep, MarketingReport, SourceRow } from '@talentmatch/shared/reports';
import { type CsvColumn, toCsv } from '../../platform/csv.ts';

/** The CSV columns: exactly the tables the report screens show under their charts. */
export const businessCsvColumns = (currency: string): CsvColumn<BusinessPeriod>[] => [
  { header: 'Period', value: (r) => r.period },
  { header: 'Candidate sign-ups', value: (r) => r.candidateSignUps },
  { header: 'Employer sign-ups', value: (r) => r.employerSignUps },
  { header: 'New companies', value: (r) => r.newCompanies },
  { header: 'Jobs posted', value: (r) => r.jobsPosted },
  { header: 'Jobs open', value: (r) => r.jobsOpen },
  { header: 'Applications', value: (r) => r.applications },
  { header: 'Invitations', value: (r) => r.invitations },
  { header: 'Hires', value: (r) => r.hires },
  { header: 'Median days to hire', value: (r) => r.medianDaysToHire },
  { header: 'Interviews scheduled', value: (r) => r.interviewsScheduled },
  { header: 'Interviews held', value: (r) => r.interviewsHeld },
  { header: 'Trialing subscriptions', value: (r) => r.trialingSubscriptions },
  { header: 'Paid subscriptions', value: (r) => r.paidSubscriptions },
  { header: `MRR (${currency.toUpperCase()})`, value: (r) => (r.mrrCents / 100).toFixed(2) },
  { header: 'Trials started', value: (r) => r.trialsStarted },
  { header: 'Trials converted', value: (r) => r.trialsConverted },
  { header: 'Trial conversion', value: (r) => ratio(r.trialConversion) },
  { header: 'Paid at start', value: (r) => r.paidAtStart },
  { header: 'Churned', value: (r) => r.churned },
  { header: 'Churn rate', value: (r) => ratio(r.churnRate) },
];

const marketingCsvColumns: CsvColumn<SourceRow>[] = [
  { header: 'Source', value: (r) => r.source },
  { header: 'Medium', value: (r) => r.medium },
  { header: 'Campaign', value: (r) => r.campaign },
  { header: 'Visits', value: (r) => r.visits },
  { header: 'Candidate sign-ups', value: (r) => r.candidateSignUps },
  { header: 'Employer sign-ups', value: (r) => r.employerSignUps },
  { header: 'Conversion', value: (r) => ratio(r.conversion) },
];

type FunnelRow = FunnelStep & { funnel: string };
const funnelCsvColumns: CsvColumn<FunnelRow>[] = [
  { header: 'Funnel', value: (r) => r.funnel },
  { header: 'Step', value: (r) => r.step },
  { header: 'Accounts', value: (r) => r.count },
  { header: 'Conversion from the step before', value: (r) => ratio(r.conversion) },
];

/**
 * The marketing CSV holds what the screen shows: the sources table, then (after an empty line, with its own header)
 * both funnels, one row per step.
 */
export function marketingCsv(report: Pick<MarketingReport, 'sources' | 'employerFunnel' | 'candidateFunnel'>): string {
  const funnels = [
    ...report.employerFunnel.map((step) => ({ ...step, funnel: 'Employers' })),
    ...report.candidateFunnel.map((step) => ({ ...step, funnel: 'Candidates' })),
  ];
  return `${toCsv(marketingCsvColumns, report.sources)}\r\n${toCsv(funnelCsvColumns, funnels)}`;
}

/** A share as a percentage with one decimal, as the screens show it; empty when undefined. */
const ratio = (v: number | null) => (v === null ? '' : `${(v * 100).toFixed(1)}%`);
