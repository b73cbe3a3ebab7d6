import type { JobBody, SkillImportance } from '@talentmatch/shared/jobs';

export type Values = Required<
  Omit<JobBody, 'salaryMin' | 'salaryMax' | 'closingDate' | 'yearsOptionId' | 'educationOptionId' | 'experienceAreaId' | 'skills'>
> & {
  salaryMin: number | null;
  salaryMax: number | null;
  closingDate: string | null;
  yearsOptionId: string | null;
  educationOptionId: string | null;
  experienceAreaId: string | null;
  skills: Array<{ skillId: string; importance: SkillImportance }>;
};

export const FIELDS = [
  'title',
  'description',
  'city',
  'region',
  'country',
  'workplace',
  'employmentType',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'skills',
  'yearsOptionId',
  'educationOptionId',
  'experienceAreaId',
  'benefitIds',
  'positions',
  'closingDate',
  'publicListing',
] as const;

export function initialValues(source: JobBody | null): Values {
  return {
    title: source?.title ?? '',
    description: source?.description ?? '',
    city: source?.city ?? '',
    region: source?.region ?? '',
    country: source?.country ?? '',
    workplace: source?.workplace ?? 'on_site',
    employmentType: source?.employmentType ?? 'full_time',
    salaryMin: source?.salaryMin ?? null,
    salaryMax: source?.salaryMax ?? null,
    salaryCurrency: source?.salaryCurrency ?? 'USD',
    salaryPeriod: source?.salaryPeriod ?? 'year',
    skills: (source?.skills ?? []).map((s) => ({ skillId: s.skillId, importance: s.importance ?? 'required' })),
    yearsOptionId: source?.yearsOptionId ?? null,
    educationOptionId: source?.educationOptionId ?? null,
    experienceAreaId: source?.experienceAreaId ?? null,
    benefitIds: source?.benefitIds ?? [],
    positions: source?.positions ?? 1,
    closingDate: source?.closingDate ?? null,
    publicListing: source?.publicListing ?? true,
  };
}

export const numberOrNull = (v: string | number) => (v === '' || v === null ? null : Number(v));

/**
 * jobs/create/{id?} and jobs/update/{id}. `source` prefills (a copy or the job being edited); `job`
 * is the saved job when updating (its no-longer-offered entries stay choosable).
 */
