import type { EmploymentType, SalaryPeriod, Workplace } from './jobs.ts';

/**
 * The public job board (no login): job pages, careers pages and the public search. Only what a job posting
 * says and what a company's profile says is ever here: nothing about candidates, applications or hiring teams.
 */

export const PUBLIC_BOARD_MESSAGES = {
  jobGone: 'This job is no longer open.',
  jobNotFound: 'This job does not exist, or it is not on the public job board.',
  companyNotFound: 'This company has no public careers page.',
} as const;

/** Lower-case words of `text` joined by dashes (ASCII letters and digits only): the readable part of an address. */
function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'job';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** `/jobs/{id}-{slug}`: the job's stable address (the id decides; the words follow the title). */
export function publicJobPath(job: { id: string; title: string }): string {
  return `/jobs/${job.id}-${slugify(job.title)}`;
}

/** The job id at the start of a job page's last segment, or null. */
export function jobIdOfSlug(segment: string): string | null {
  const match = UUID.exec(segment);
  return match ? match[0].toLowerCase() : null;
}

/** A company's careers slug: its name's words and the first 8 characters of its id (`acme-corp-1a2b3c4d`). */
export function companySlug(company: { id: string; name: string }): string {
  return `${slugify(company.name)}-${company.id.slice(0, 8)}`;
}

/** The id prefix a careers slug ends with, or null. */
export function companyIdPrefixOfSlug(slug: string): string | null {
  const match = /(?:^|-)([0-9a-f]{8})$/i.exec(slug);
  return match ? match[1].toLowerCase() : null;
}

export function careersPath(company: { id: string; name: string }): string {
  return `/companies/${companySlug(company)}/jobs`;
}

export interface PublicCompany {
  id: string;
  name: string;
  slug: string;
  careersPath: string;
  logoUrl: string | null;
  website: string;
  description: string;
  location: string;
  industry: string;
  size: string;
}

export interface PublicJobCard {
  id: string;
  path: string;
  title: string;
  company: Pick<PublicCompany, 'id' | 'name' | 'slug' | 'careersPath' | 'logoUrl'>;
  city: string;
  region: string;
  country: string;
  workplace: Workplace;
  employmentType: EmploymentType;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  /** when the job was published (ISO) */
  datePosted: string;
  closingDate: string | null;
}

export interface PublicJob extends PublicJobCard {
  company: PublicCompany;
  /** markdown */
  description: string;
  positions: number;
  skills: Array<{ name: string; importance: 'required' | 'nice_to_have' }>;
  benefits: Array<{ name: string; description: string }>;
  updatedAt: string;
}

export interface PublicJobList {
  items: PublicJobCard[];
  totalRecords: number;
  page: number;
  pageSize: number;
}

export interface CareersPage {
  company: PublicCompany;
  jobs: PublicJobCard[];
}

/** What a job page shows: the job, or that it closed (with the company's other jobs), or nothing public. */
export type PublicJobPage =
  | { kind: 'open'; job: PublicJob }
  | { kind: 'gone'; title: string; company: Pick<PublicCompany, 'name' | 'careersPath'> }
  | { kind: 'missing' };
