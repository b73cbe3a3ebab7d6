import { z } from 'zod';
import type { MyJobStanding } from './hiring.ts';

/**
 * The match score of a (job, candidate) pair (product.md "Matching and search"): seven components,
 * 0–100 in all. The rules and the reasoning behind the weights are in docs/matching-and-search.md; the
 * server computes them in one module (SQL for ranking, TypeScript for the breakdown), tested to agree.
 * Required skills decide: their coverage is the first component, and every component after skill depth
 * counts in proportion to that coverage (the "fit gate"), so nothing else can lift a candidate who lacks
 * the required skills.
 */
export const MATCH_COMPONENTS = ['required', 'depth', 'niceToHave', 'experience', 'education', 'location', 'score'] as const;
export type MatchComponentKey = (typeof MATCH_COMPONENTS)[number];

export const MATCH_WEIGHTS: Record<MatchComponentKey, number> = {
  required: 50,
  depth: 12,
  niceToHave: 8,
  experience: 10,
  education: 5,
  location: 10,
  score: 5,
};

export const MATCH_COMPONENT_LABELS: Record<MatchComponentKey, string> = {
  required: 'Required skills',
  depth: 'Skill depth (level and years)',
  niceToHave: 'Nice-to-have skills',
  experience: 'Experience (years and field)',
  education: 'Education',
  location: 'Location and remote',
  score: 'Profile completeness',
};

/** Below this total a match is labelled low. */
export const LOW_MATCH_BELOW = 25;
export type MatchLabel = 'strong' | 'good' | 'partial' | 'low';
export const MATCH_LABEL_TEXT: Record<MatchLabel, string> = {
  strong: 'Strong match',
  good: 'Good match',
  partial: 'Partial match',
  low: 'Low match',
};
export function matchLabel(total: number): MatchLabel {
  if (total >= 75) return 'strong';
  if (total >= 50) return 'good';
  if (total >= LOW_MATCH_BELOW) return 'partial';
  return 'low';
}

/** The short text shown to employers next to a match ("How matches are scored"). */
export const HOW_MATCHES_ARE_SCORED = [
  'Required skills come first: a candidate earns up to 50 points for holding every required skill, in proportion to how many they hold.',
  'Skill depth adds up to 12 points for the level and years of the required skills held.',
  'Nice-to-have skills, years and field of experience, education, location and profile completeness add up to 38 more, counted in proportion to the required skills held (a candidate with none of them keeps at most a twentieth, or three tenths with a position in the job’s field).',
  'So a candidate with every required skill always ranks above one missing more than half of them, and a candidate with nothing in common with the job stays under 25% (a low match). Profile completeness moves a match by at most 5 points.',
] as const;

export interface MatchComponent {
  component: MatchComponentKey;
  label: string;
  points: number;
  max: number;
  explanation: string;
}

export interface MatchBreakdown {
  /** 0–100, the rounded sum of the components */
  total: number;
  label: MatchLabel;
  /** "2 of 3 required: missing Node.js" */
  summary: string;
  required: { held: string[]; missing: string[] };
  niceToHave: { held: string[]; total: number };
  components: MatchComponent[];
}

/** A breakdown as the API answers it (the job board and the candidate search declare it as their answers' schema). */
export const matchBreakdownAnswer = z.object({
  total: z.number().describe('0–100, the rounded sum of the components'),
  label: z.enum(['strong', 'good', 'partial', 'low']),
  summary: z.string().describe('"2 of 3 required: missing Node.js"'),
  required: z.object({ held: z.array(z.string()), missing: z.array(z.string()) }),
  niceToHave: z.object({ held: z.array(z.string()), total: z.number().int() }),
  components: z.array(
    z.object({ component: z.enum(MATCH_COMPONENTS), label: z.string(), points: z.number(), max: z.number(), explanation: z.string() }),
  ),
}) satisfies z.ZodType<MatchBreakdown>;

const PAGE_SIZE_MAX = 50;

/** "a,b,c" or repeated parameters → unique trimmed strings */
const idList = (label: string) =>
  z
    .preprocess(
      (v) =>
        v === undefined || v === '' ? [] : (Array.isArray(v) ? v : String(v).split(',')).map((s) => String(s).trim()).filter(Boolean),
      z.array(z.string().uuid(`Choose valid ${label}.`)).max(20, `Choose at most 20 ${label}.`),
    )
    .transform((ids) => [...new Set(ids)]);

const optionalUuid = (label: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().uuid(`Choose a valid ${label}.`).optional());

const optionalInt = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce
      .number({ error: `${label} must be a number.` })
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min}.`)
      .max(max, `${label} must be at most ${max}.`)
      .optional(),
  );

const keyword = z.preprocess(
  (v) => (v === undefined ? '' : v),
  z.string().trim().max(200, 'The search text must be at most 200 characters.'),
);
const place = (label: string) =>
  z.preprocess((v) => (v === undefined ? '' : v), z.string().trim().max(100, `${label} must be at most 100 characters.`));

const paging = {
  page: optionalInt('Page', 1, 10_000).transform((v) => v ?? 1),
  pageSize: optionalInt('Page size', 1, PAGE_SIZE_MAX).transform((v) => v ?? 20),
};

const JOB_SORTS = ['relevance', 'date', 'match'] as const;
export const WORKPLACE_VALUES = ['remote', 'hybrid', 'on_site'] as const;
export const EMPLOYMENT_TYPE_VALUES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export const WORKPLACE_LABELS: Record<(typeof WORKPLACE_VALUES)[number], string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  on_site: 'On site',
};
export const EMPLOYMENT_TYPE_LABELS: Record<(typeof EMPLOYMENT_TYPE_VALUES)[number], string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};

export const jobSearchQuery = z
  .object({
    q: keyword,
    /** city, region or country, matched case-insensitively */
    location: place('Location'),
    /** remote jobs only */
    remote: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()),
    employmentType: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(EMPLOYMENT_TYPE_VALUES, { error: 'Choose a valid employment type.' }).optional(),
    ),
    /** the salary range the candidate wants; jobs whose range overlaps it */
    salaryMin: optionalInt('Minimum salary', 0, 100_000_000),
    salaryMax: optionalInt('Maximum salary', 0, 100_000_000),
    skills: idList('skills'),
    experienceAreaId: optionalUuid('experience area'),
    sort: z.preprocess(
      (v) => (v === '' || v === undefined ? undefined : v),
      z.enum(JOB_SORTS, { error: 'Sort by relevance, date or match.' }).optional(),
    ),
    ...paging,
  })
  .superRefine((v, ctx) => {
    if (v.salaryMin !== undefined && v.salaryMax !== undefined && v.salaryMin > v.salaryMax) {
      ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: 'The maximum salary must not be below the minimum.' });
    }
  });
export type JobSearchQuery = z.output<typeof jobSearchQuery>;

export interface JobCard {
  id: string;
  title: string;
  company: { id: string; name: string; logoUrl: string | null };
  city: string;
  region: string;
  country: string;
  workplace: (typeof WORKPLACE_VALUES)[number];
  employmentType: (typeof EMPLOYMENT_TYPE_VALUES)[number];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryPeriod: string;
  closingDate: string | null;
  openedAt: string | null;
  skills: Array<{ id: string; name: string; importance: 'required' | 'nice_to_have' }>;
  /** the match total for the signed-in candidate (null without a profile) */
  match: number | null;
  /** how the match is made up (null without a profile) */
  breakdown: MatchBreakdown | null;
}

export interface JobSearchResult {
  items: JobCard[];
  totalRecords: number;
  page: number;
  pageSize: number;
}

export interface JobDetail extends JobCard {
  description: string;
  positions: number;
  yearsOption: { id: string; label: string } | null;
  educationOption: { id: string; label: string } | null;
  experienceArea: { id: string; name: string } | null;
  company: JobCard['company'] & { description: string; website: string; location: string; size: string; industry: string };
  benefits: Array<{ id: string; name: string; description: string; icon: string }>;
  /** where the signed-in candidate stands with this job (null: not applied or invited) */
  standing: MyJobStanding | null;
}

const CANDIDATE_SORTS = ['match', 'score'] as const;
const SKILL_MODES = ['all', 'any'] as const;

export const candidateSearchQuery = z.object({
  q: keyword,
  skills: idList('skills'),
  skillMode: z.preprocess((v) => (v === '' || v === undefined ? 'all' : v), z.enum(SKILL_MODES, { error: 'Choose all or any.' })),
  experienceAreaId: optionalUuid('experience area'),
  /** least years: a years-dropdown option id; candidates whose own option value is at least its value */
  yearsOptionId: optionalUuid('years of experience'),
  /** least education: an education-dropdown option id */
  educationOptionId: optionalUuid('education level'),
  location: place('Location'),
  remote: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()),
  minScore: optionalInt('Minimum score', 0, 100),
  /** rank by match against this job of the employer's company */
  jobId: optionalUuid('job'),
  sort: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.enum(CANDIDATE_SORTS, { error: 'Sort by match or score.' }).optional(),
  ),
  ...paging,
});
export type CandidateSearchQuery = z.output<typeof candidateSearchQuery>;

export interface CandidateCard {
  id: string;
  firstName: string;
  lastName: string;
  headline: string;
  city: string;
  region: string;
  country: string;
  remotePreference: string;
  score: number;
  skills: Array<{ id: string; name: string; level: number; years: number }>;
  /** with a job: the match total and its breakdown */
  match: number | null;
  breakdown: MatchBreakdown | null;
}

export interface CandidateSearchResult {
  items: CandidateCard[];
  totalRecords: number;
  /** On a large site a total above 5,000 is estimated from a sample and shown as "about 12,000". */
  totalIsEstimate?: boolean;
  page: number;
  pageSize: number;
  job: { id: string; title: string } | null;
}

export interface CandidateDetail extends CandidateCard {
  summary: string;
  willingToRelocate: boolean;
  availability: string;
  yearsOption: { id: string; label: string } | null;
  educationOption: { id: string; label: string } | null;
  hasPhoto: boolean;
  /** a short-lived link proof for the photo at `${avatarBaseUrl}${id}?token=…` (client config); null without a photo */
  photoToken: string | null;
  jobs: Array<{
    id: string;
    title: string;
    company: string;
    area: string;
    location: string;
    startDate: string;
    endDate: string | null;
    isCurrent: boolean;
    description: string;
  }>;
  education: Array<{
    id: string;
    institution: string;
    degree: string;
    education: string;
    fieldOfStudy: string;
    startDate: string;
    endDate: string | null;
    isCurrent: boolean;
  }>;
  /** a short-lived same-origin link: pdf shown in a frame, doc/docx downloaded */
  resume: { fileName: string; contentType: string; url: string; inline: boolean } | null;
  /** career-advice items the candidate completed */
  trainingCompleted: number;
}

export interface EmployerJobOption {
  id: string;
  title: string;
  status: string;
}
