import { z } from 'zod';
import { optionalText, plainText } from './text.ts';

/** Request bodies and answers of the candidate-profile calls, shared by the forms and the API. */

const optionId = (label: string) =>
  z
    .string()
    .uuid(`Choose a valid ${label}.`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const REMOTE_PREFERENCES = ['onsite', 'hybrid', 'remote', 'any'] as const;
export type RemotePreference = (typeof REMOTE_PREFERENCES)[number];
export const REMOTE_PREFERENCE_LABELS: Record<RemotePreference, string> = {
  onsite: 'On site',
  hybrid: 'Hybrid',
  remote: 'Remote',
  any: 'Open to anything',
};

export const AVAILABILITIES = ['immediately', 'two-weeks', 'one-month', 'three-months', 'not-looking'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  immediately: 'Immediately',
  'two-weeks': 'Within two weeks',
  'one-month': 'Within a month',
  'three-months': 'Within three months',
  'not-looking': 'Not looking right now',
};

export const VISIBILITIES = ['visible', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

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

export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;
export const SKILL_LEVEL_LABELS: Record<number, string> = {
  1: 'Beginner',
  2: 'Elementary',
  3: 'Intermediate',
  4: 'Advanced',
  5: 'Expert',
};

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

export const jobExperienceBody = withDateRules({
  title: plainText('Job title', 150, { required: true }),
  company: plainText('Company', 150, { required: true }),
  experienceAreaId: z.string({ error: 'Choose an experience area.' }).uuid('Choose an experience area.'),
  location: optionalText('Location', 150),
  startDate: isoDate('Start date'),
  endDate,
  isCurrent: z.boolean().default(false),
  description: optionalText('Description', 4000),
});
export type JobExperienceBody = z.input<typeof jobExperienceBody>;
export type JobExperienceInput = z.output<typeof jobExperienceBody>;

export const educationExperienceBody = withDateRules({
  institution: plainText('Institution', 150, { required: true }),
  degreeOptionId: z.string({ error: 'Choose a degree.' }).uuid('Choose a degree.'),
  educationOptionId: z.string({ error: 'Choose an education level.' }).uuid('Choose an education level.'),
  fieldOfStudy: optionalText('Field of study', 150),
  startDate: isoDate('Start date'),
  endDate,
  isCurrent: z.boolean().default(false),
  description: optionalText('Description', 2000),
});
export type EducationExperienceBody = z.input<typeof educationExperienceBody>;
export type EducationExperienceInput = z.output<typeof educationExperienceBody>;

export interface OptionRef {
  id: string;
  label: string;
  isActive: boolean;
}

/** `GET api/candidate/profile` */
export interface CandidateProfile {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  headline: string;
  summary: string;
  city: string;
  region: string;
  country: string;
  remotePreference: RemotePreference;
  willingToRelocate: boolean;
  availability: Availability;
  yearsOption: OptionRef | null;
  educationOption: OptionRef | null;
  visibility: Visibility;
  hasPhoto: boolean;
  resume: ResumeInfo | null;
  score: number;
  createdAt: string;
  updatedAt: string;
}

export interface ResumeInfo {
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** characters of text found in the file (0 for a scanned document) */
  textLength: number;
}

export interface CandidateSkill {
  id: string;
  skillId: string;
  name: string;
  category: string;
  isActive: boolean;
  level: number;
  years: number;
}

export interface SuggestedSkill {
  id: string;
  name: string;
  category: string;
}

export interface ResumeUploadResult {
  resume: ResumeInfo;
  suggestedSkills: SuggestedSkill[];
}

export interface JobExperience {
  id: string;
  title: string;
  company: string;
  experienceArea: OptionRef;
  location: string;
  startDate: string;
  endDate: string | null;
  isCurrent: boolean;
  description: string;
}

export interface EducationExperience {
  id: string;
  institution: string;
  degree: OptionRef;
  education: OptionRef;
  fieldOfStudy: string;
  startDate: string;
  endDate: string | null;
  isCurrent: boolean;
  description: string;
}

/** `GET api/candidate/experiences` */
export interface CandidateExperiences {
  jobs: JobExperience[];
  education: EducationExperience[];
  limits: { maxJobExperiences: number; maxEducationExperiences: number };
}

/** `GET api/admin/candidate-skills/{id}` (candidate/skills/update/{id}, the administrator's screen) */
export interface AdminCandidateSkill extends CandidateSkill {
  candidate: { id: string; firstName: string; lastName: string; email: string };
}

export const RESUME_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type ResumeContentType = keyof typeof RESUME_TYPES;

export const PROFILE_MESSAGES = {
  notCreated: 'You have not created your profile yet.',
  alreadyCreated: 'You already have a profile; update it instead.',
  createFirst: 'Create your profile first.',
  resumeType: 'The resume must be a PDF, DOC or DOCX file.',
  resumeUnreadable: 'We could not read this file. Is it damaged or password-protected?',
  resumeMissing: 'Choose a file to upload.',
  photoType: 'The photo must be a PNG, JPEG or WebP image.',
  noResume: 'You have not uploaded a resume.',
  noPhoto: 'You have not uploaded a photo.',
  unknownSkill: 'This skill is not in the catalogue.',
  inactiveSkill: 'This skill is no longer offered; choose another.',
  duplicateSkill: 'This skill is already on your profile; update its level instead.',
  inactiveOption: 'This option is no longer offered; choose another.',
  unknownOption: 'Choose an option from the list.',
  unknownArea: 'Choose an experience area from the list.',
} as const;

export const tooLarge = (maxBytes: number) => `The file is too large; the limit is ${formatBytes(maxBytes)}.`;
export const jobLimitReached = (max: number) => `You can list at most ${max} job experiences. Remove one to add another.`;
export const educationLimitReached = (max: number) => `You can list at most ${max} education entries. Remove one to add another.`;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
