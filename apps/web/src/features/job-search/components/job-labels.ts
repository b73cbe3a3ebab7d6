import { required } from '@talentmatch/shared/required';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, type JobCard } from '@talentmatch/shared/matching';

export function jobPlace(job: Pick<JobCard, 'city' | 'region' | 'country' | 'workplace'>): string {
  const place = [job.city, job.region, job.country].filter(Boolean).join(', ');
  return [WORKPLACE_LABELS[job.workplace], place].filter(Boolean).join(' · ');
}

export function jobSalary(job: Pick<JobCard, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>): string | null {
  if (job.salaryMin === null && job.salaryMax === null) return null;
  const fmt = new Intl.NumberFormat(undefined, { style: 'currency', currency: job.salaryCurrency || 'USD', maximumFractionDigits: 0 });
  const range =
    job.salaryMin !== null && job.salaryMax !== null
      ? `${fmt.format(job.salaryMin)} – ${fmt.format(job.salaryMax)}`
      : fmt.format(required(job.salaryMin ?? job.salaryMax));
  return `${range} per ${job.salaryPeriod}`;
}

export const employmentLabel = (t: JobCard['employmentType']) => EMPLOYMENT_TYPE_LABELS[t];
