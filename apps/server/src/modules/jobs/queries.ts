import { namedRead } from '../../platform/db/named-read.ts';
import { jobBenefits, jobs, jobSkills } from './tables.ts';

/** Jobs as other modules read them (search, matching, the board, conversations): everything but who wrote them. */
export const jobsAs = namedRead(jobs, {
  id: jobs.id,
  companyId: jobs.companyId,
  title: jobs.title,
  description: jobs.description,
  city: jobs.city,
  region: jobs.region,
  country: jobs.country,
  workplace: jobs.workplace,
  employmentType: jobs.employmentType,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  yearsOptionId: jobs.yearsOptionId,
  educationOptionId: jobs.educationOptionId,
  experienceAreaId: jobs.experienceAreaId,
  positions: jobs.positions,
  closingDate: jobs.closingDate,
  publicListing: jobs.publicListing,
  status: jobs.status,
  openedAt: jobs.openedAt,
  closedAt: jobs.closedAt,
  searchDocument: jobs.searchDocument,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
});
/** The skills a job asks for and how much. */
export const jobSkillsAs = namedRead(jobSkills, { jobId: jobSkills.jobId, skillId: jobSkills.skillId, importance: jobSkills.importance });
/** The benefits a job offers. */
export const jobBenefitsAs = namedRead(jobBenefits, { jobId: jobBenefits.jobId, benefitId: jobBenefits.benefitId });
