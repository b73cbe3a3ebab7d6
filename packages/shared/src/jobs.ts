import { z } from 'zod';
import { pageParam, pageSizeParam } from './paging.ts';
import { plainText, optionalText } from './text.ts';
import type { HiringStatusCounts } from './hiring.ts';

/** Job postings: enums with labels, the lifecycle table, request bodies and answers (forms and API). */

export const JOB_STATUSES = ['draft', 'open', 'paused', 'closed', 'filled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  paused: 'Paused',
  closed: 'Closed',
  filled: 'Filled',
};

export const WORKPLACES = ['remote', 'hybrid', 'on_site'] as const;
export type Workplace = (typeof WORKPLACES)[number];
export const WORKPLACE_LABELS: Record<Workplace, string> = { remote: 'Remote', hybrid: 'Hybrid', on_site: 'On site' };

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = { year: 'per year', month: 'per month', hour: 'per hour' };

export const SKILL_IMPORTANCE = ['required', 'nice_to_have'] as const;
export type SkillImportance = (typeof SKILL_IMPORTANCE)[number];
export const SKILL_IMPORTANCE_LABELS: Record<SkillImportance, string> = { required: 'Required', nice_to_have: 'Nice to have' };

export const CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'INR', 'MXN', 'BRL', 'JPY', 'CHF'] as const;

/**
 * The lifecycle: draft → open → paused ⇄ open → closed | filled. Everything else is refused (409).
 * A job whose closing date has passed counts as closed whatever its stored status says.
 */
export const JOB_TRANSITIONS: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['open'],
  open: ['paused', 'closed', 'filled'],
  paused: ['open', 'closed', 'filled'],
  closed: [],
  filled: [],
};

export function canTransition(from: JobStatus, to: JobStatus): boolean {
  return JOB_TRANSITIONS[from].includes(to);
}

/** The button label of a transition, as the job page shows it. */
export function transitionLabel(from: JobStatus, to: JobStatus): string {
  if (to === 'open') return from === 'draft' ? 'Publish' : 'Resume';
  if (to === 'paused') return 'Pause';
  if (to === 'closed') return 'Close';
  if (to === 'filled') return 'Mark filled';
  return JOB_STATUS_LABELS[to];
}

export const JOB_MESSAGES = {
  notFound: 'This job does not exist.',
  noCompany: 'Register your company first.',
  htmlInDescription: 'Descriptions are markdown; HTML is not allowed.',
  salaryRange: 'The maximum salary must be at least the minimum.',
  closingDatePast: 'The closing date cannot be in the past.',
  closingDateInvalid: 'Enter the closing date as YYYY-MM-DD.',
  skillUnknown: 'This skill is not in the catalogue.',
  skillInactive: 'This skill is no longer offered; choose another.',
  skillDuplicate: 'Each skill can be listed only once.',
  notEditable: 'A closed or filled job cannot be edited; copy it to post it again.',
  pastClosingDate: 'This job closed on its closing date; copy it to post it again.',
  created: 'The job has been saved as a draft.',
  published: 'The job has been published.',
  saved: 'The job has been saved.',
} as const;

/** The 409 text of a refused transition. */
export function refusedTransitionMessage(from: JobStatus, to: JobStatus): string {
  if (from === to) return `This job is already ${JOB_STATUS_LABELS[from].toLowerCase()}.`;
  if (from === 'closed' || from === 'filled') {
    return `This job is ${JOB_STATUS_LABELS[from].toLowerCase()}; it cannot change any more. Copy it to post it again.`;
  }
  if (from === 'draft') return 'A draft can only be published; publish it first.';
  return `A ${JOB_STATUS_LABELS[from].toLowerCase()} job cannot become ${JOB_STATUS_LABELS[to].toLowerCase()}.`;
}

const HTML_TAG = /<\/?[a-z!][^>]*>/i;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Today as YYYY-MM-DD in UTC: the day closing dates are compared with on both sides. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(100_000_000, `${label} is too large.`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const optionalId = (message: string) =>
  z
    .string({ error: message })
    .uuid(message)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const jobSkillInput = z.object({
  skillId: z.string({ error: 'Choose a skill.' }).uuid('Choose a skill from the catalogue.'),
  importance: z.enum(SKILL_IMPORTANCE, { error: 'Importance is required or nice to have.' }).default('required'),
});

export const jobBody = z
  .object({
    title: plainText('Title', 150, { required: true }),
    description: z
      .string({ error: 'Description is required.' })
      .trim()
      .max(20_000, 'Description must be at most 20,000 characters.')
      .refine((v) => !HTML_TAG.test(v), { message: JOB_MESSAGES.htmlInDescription }),
    city: optionalText('City', 100),
    region: optionalText('Region', 100),
    country: optionalText('Country', 100),
    workplace: z.enum(WORKPLACES, { error: 'Choose remote, hybrid or on site.' }).default('on_site'),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'Choose an employment type.' }).default('full_time'),
    salaryMin: money('Minimum salary'),
    salaryMax: money('Maximum salary'),
    salaryCurrency: z.enum(CURRENCIES, { error: 'Choose a currency.' }).default('USD'),
    salaryPeriod: z.enum(SALARY_PERIODS, { error: 'Choose per year, month or hour.' }).default('year'),
    skills: z.array(jobSkillInput, { error: 'Skills must be a list.' }).max(40, 'List at most 40 skills.').default([]),
    yearsOptionId: optionalId('Choose a valid years of experience.'),
    educationOptionId: optionalId('Choose a valid education level.'),
    experienceAreaId: optionalId('Choose a valid experience area.'),
    benefitIds: z.array(z.string().uuid('Choose benefits from the catalogue.'), { error: 'Benefits must be a list.' }).max(40).default([]),
    positions: z
      .number({ error: 'Positions must be a number.' })
      .int('Positions must be a whole number.')
      .min(1, 'At least one position.')
      .max(1000, 'At most 1,000 positions.')
      .default(1),
    closingDate: z
      .string({ error: JOB_MESSAGES.closingDateInvalid })
      .regex(isoDate, JOB_MESSAGES.closingDateInvalid)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: JOB_MESSAGES.closingDateInvalid })
      .nullable()
      .optional()
      .transform((v) => v || null),
    publicListing: z.boolean({ error: 'Choose whether the job shows on the public job board.' }).default(true),
  })
  .superRefine((v, ctx) => {
    if (v.salaryMin !== null && v.salaryMax !== null && v.salaryMin > v.salaryMax) {
      ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: JOB_MESSAGES.salaryRange });
    }
    if (v.closingDate && v.closingDate < todayUtc()) {
      ctx.addIssue({ code: 'custom', path: ['closingDate'], message: JOB_MESSAGES.closingDatePast });
    }
    const ids = v.skills.map((s) => s.skillId);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['skills'], message: JOB_MESSAGES.skillDuplicate });
  });
export type JobBody = z.input<typeof jobBody>;
export type JobInput = z.output<typeof jobBody>;

/** POST api/jobs carries the fields plus `publish` (true: open at once, else a draft). */
export const publishFlag = z.object({ publish: z.boolean({ error: 'publish must be true or false.' }).optional().default(false) });
export type CreateJobBody = JobBody & { publish?: boolean };

export const jobStatusBody = z.object({
  status: z.enum(['open', 'paused', 'closed', 'filled'], { error: 'Choose open, paused, closed or filled.' }),
});

const page = pageParam();
const pageSize = pageSizeParam(20);
const statusFilter = z
  .enum([...JOB_STATUSES, 'all'], { error: 'Unknown status.' })
  .optional()
  .default('all');

export const employerJobListQuery = z.object({
  status: statusFilter,
  search: z.string().trim().max(100, 'Search must be at most 100 characters.').optional().default(''),
  page,
  pageSize,
});
export type EmployerJobListQuery = z.infer<typeof employerJobListQuery>;

export const adminJobListQuery = employerJobListQuery.extend({
  companyId: z.string().uuid('Not a valid company.').optional(),
});
export type AdminJobListQuery = z.infer<typeof adminJobListQuery>;

interface CatalogueRef {
  id: string;
  label: string;
  isActive: boolean;
}

interface JobSkill {
  skillId: string;
  name: string;
  category: string;
  importance: SkillImportance;
  isActive: boolean;
}

interface JobBenefit {
  id: string;
  name: string;
  icon: string;
  isActive: boolean;
}

export interface Job {
  id: string;
  companyId: string;
  companyName: string;
  title: string;
  description: string;
  city: string;
  region: string;
  country: string;
  workplace: Workplace;
  employmentType: EmploymentType;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  skills: JobSkill[];
  yearsOption: CatalogueRef | null;
  educationOption: CatalogueRef | null;
  experienceArea: CatalogueRef | null;
  benefits: JobBenefit[];
  positions: number;
  closingDate: string | null;
  /** shown on the public job board and to search engines */
  publicListing: boolean;
  /** the effective status: open or paused past the closing date read as closed */
  status: JobStatus;
  /** where the lifecycle can go from here (empty for closed and filled) */
  allowedTransitions: JobStatus[];
  openedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A saved job's fields as a body: what the edit form starts from, or, with `copyOn` (the UTC day of the copy), what a
 * new job copied from it starts from: entries no longer offered and a closing date already passed are left out.
 */
export function jobToBody(job: Job, copyOn?: string): JobInput {
  const kept = <T extends { isActive: boolean }>(entry: T) => copyOn === undefined || entry.isActive;
  const ref = (entry: CatalogueRef | null) => (entry && kept(entry) ? entry.id : null);
  return {
    title: job.title,
    description: job.description,
    city: job.city,
    region: job.region,
    country: job.country,
    workplace: job.workplace,
    employmentType: job.employmentType,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency as JobInput['salaryCurrency'],
    salaryPeriod: job.salaryPeriod,
    skills: job.skills.filter(kept).map((s) => ({ skillId: s.skillId, importance: s.importance })),
    yearsOptionId: ref(job.yearsOption),
    educationOptionId: ref(job.educationOption),
    experienceAreaId: ref(job.experienceArea),
    benefitIds: job.benefits.filter(kept).map((b) => b.id),
    positions: job.positions,
    closingDate: copyOn !== undefined && job.closingDate !== null && job.closingDate < copyOn ? null : job.closingDate,
    publicListing: job.publicListing,
  };
}

/** Counts of a job's candidates per hiring status, and in all. */
type CandidateCounts = HiringStatusCounts;

export interface JobSummary {
  id: string;
  companyId: string;
  companyName: string;
  title: string;
  status: JobStatus;
  city: string;
  region: string;
  country: string;
  workplace: Workplace;
  employmentType: EmploymentType;
  positions: number;
  skillCount: number;
  closingDate: string | null;
  openedAt: string | null;
  createdAt: string;
  updatedAt: string;
  candidateCounts: CandidateCounts;
}

export type JobStatusCounts = Record<JobStatus | 'all', number>;

export interface JobList {
  items: JobSummary[];
  totalRecords: number;
  page: number;
  pageSize: number;
  /** per effective status, over the whole company (employer) or the filtered set without the status (admin) */
  counts: JobStatusCounts;
}

/** The location line of a job: "Chicago, IL, United States · Hybrid". */
export function jobLocation(job: Pick<Job, 'city' | 'region' | 'country' | 'workplace'>): string {
  const place = [job.city, job.region, job.country].filter(Boolean).join(', ');
  const workplace = WORKPLACE_LABELS[job.workplace];
  return place ? `${place} · ${workplace}` : workplace;
}

/** "USD 90,000–120,000 per year", or null without a salary. */
export function salaryText(job: Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>): string | null {
  const fmt = (n: number) => n.toLocaleString('en-US');
  const period = SALARY_PERIOD_LABELS[job.salaryPeriod];
  if (job.salaryMin !== null && job.salaryMax !== null) {
    return job.salaryMin === job.salaryMax
      ? `${job.salaryCurrency} ${fmt(job.salaryMin)} ${period}`
      : `${job.salaryCurrency} ${fmt(job.salaryMin)}–${fmt(job.salaryMax)} ${period}`;
  }
  if (job.salaryMin !== null) return `From ${job.salaryCurrency} ${fmt(job.salaryMin)} ${period}`;
  if (job.salaryMax !== null) return `Up to ${job.salaryCurrency} ${fmt(job.salaryMax)} ${period}`;
  return null;
}
