import { z } from 'zod';
import { AVAILABILITIES, REMOTE_PREFERENCES, VISIBILITIES } from './candidate-profile.ts';
import { optionalText, plainText } from './text.ts';

/**
 * The candidate-profile calls' request bodies (zod schemas), apart from the vocabulary in candidate-profile.ts: a
 * module's schemas are built when it loads, and the pages that only show a profile (the employer's search and
 * candidate pages, the skills list) need its labels, not these.
 */

const optionId = (label: string) =>
  z
    .string()
    .uuid(`Choose a valid ${label}.`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const candidateProfileBody = z.object({
  headline: plainText('Headline', 150, { required: true }),
  summary: optionalText('Summary', 5000),
  city: optionalText('City', 100),
  region: optionalText('Region', 100),
  country: optionalText('Country', 100),
  remotePreference: z.enum(REMOTE_PREFERENCES, { error: 'Choose a remote preference.' }).default('any'),
  willingToRelocate: z.boolean({ error: 'Willing to relocate must be yes or no.' }).default(false),
  availability: z.enum(AVAILABILITIES, { error: 'Choose your availability.' }).default('immediately'),
  yearsOptionId: optionId('years of experience'),
  educationOptionId: optionId('education level'),
  visibility: z.enum(VISIBILITIES, { error: 'Choose visible or hidden.' }).default('visible'),
});
export type CandidateProfileBody = z.input<typeof candidateProfileBody>;
export type CandidateProfileInput = z.output<typeof candidateProfileBody>;

const level = z
  .number({ error: 'Level must be a number from 1 to 5.' })
  .int('Level must be a whole number from 1 to 5.')
  .min(1, 'Level must be from 1 to 5.')
  .max(5, 'Level must be from 1 to 5.');
const years = z
  .number({ error: 'Years must be a number.' })
  .int('Years must be a whole number.')
  .min(0, 'Years cannot be negative.')
  .max(50, 'Years must be at most 50.');

export const candidateSkillBody = z.object({
  skillId: z.string({ error: 'Choose a skill.' }).uuid('Choose a skill from the list.'),
  level,
  years,
});
export type CandidateSkillBody = z.infer<typeof candidateSkillBody>;

export const candidateSkillUpdateBody = z.object({ level, years });
export type CandidateSkillUpdateBody = z.infer<typeof candidateSkillUpdateBody>;

const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${label} is not a real date.`,
    });

/** Dates of an experience: end after start, a current one has no end, and nothing in the future. */
function withDateRules<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).superRefine((value: Record<string, unknown>, ctx) => {
    const start = value.startDate as string | undefined;
    const end = value.endDate as string | null | undefined;
    const current = value.isCurrent as boolean | undefined;
    const today = new Date().toISOString().slice(0, 10);
    if (typeof start === 'string' && start > today) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Start date cannot be in the future.' });
    }
    if (current && end) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'A current position has no end date.' });
    }
    if (!current && !end) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date is required unless this is current.' });
    }
    if (typeof start === 'string' && typeof end === 'string' && end < start) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be after the start date.' });
    }
  });
}

const endDate = isoDate('End date')
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** The dates of an experience, which withDateRules checks together. */
const experienceDates = { startDate: isoDate('Start date'), endDate, isCurrent: z.boolean().default(false) };

export const jobExperienceBody = withDateRules({
  title: plainText('Job title', 150, { required: true }),
  company: plainText('Company', 150, { required: true }),
  experienceAreaId: z.string({ error: 'Choose an experience area.' }).uuid('Choose an experience area.'),
  location: optionalText('Location', 150),
  ...experienceDates,
  description: optionalText('Description', 4000),
});
export type JobExperienceBody = z.input<typeof jobExperienceBody>;
export type JobExperienceInput = z.output<typeof jobExperienceBody>;

export const educationExperienceBody = withDateRules({
  institution: plainText('Institution', 150, { required: true }),
  degreeOptionId: z.string({ error: 'Choose a degree.' }).uuid('Choose a degree.'),
  educationOptionId: z.string({ error: 'Choose an education level.' }).uuid('Choose an education level.'),
  fieldOfStudy: optionalText('Field of study', 150),
  ...experienceDates,
  description: optionalText('Description', 2000),
});
export type EducationExperienceBody = z.input<typeof educationExperienceBody>;
export type EducationExperienceInput = z.output<typeof educationExperienceBody>;
