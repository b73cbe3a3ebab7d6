import { z } from 'zod';
import { optionalText, plainText } from './text.ts';

/** Administrator catalogues: skills, experience areas and dropdown options (specification §7 Dropdowns). */

export const skillBody = z.object({
  name: plainText('Name', 80, { required: true }),
  category: plainText('Category', 80, { required: true }),
  description: optionalText('Description', 1000),
  isActive: z.boolean().default(true),
});
export type SkillBody = z.input<typeof skillBody>;

export const skillMergeBody = z.object({
  targetId: z.string({ error: 'Choose the skill to merge into.' }).uuid('Choose the skill to merge into.'),
});

export interface Skill {
  id: string;
  name: string;
  category: string;
  description: string;
  isActive: boolean;
  /** set when this skill was merged into another (it is then inactive) */
  mergedIntoId: string | null;
  candidateCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SkillList {
  items: Skill[];
  totalRecords: number;
}

export const experienceAreaBody = z.object({
  name: plainText('Name', 100, { required: true }),
  description: optionalText('Description', 1000),
  isActive: z.boolean().default(true),
});
export type ExperienceAreaBody = z.input<typeof experienceAreaBody>;

export interface ExperienceArea {
  id: string;
  name: string;
  description: string;
  isActive: boolean;
  jobExperienceCount: number;
  createdAt: string;
  updatedAt: string;
}

export const DROPDOWN_KINDS = ['general', 'degree', 'years', 'education'] as const;
export type DropdownKind = (typeof DROPDOWN_KINDS)[number];
export const DROPDOWN_KIND_LABELS: Record<DropdownKind, string> = {
  general: 'General',
  degree: 'Degree',
  years: 'Years of experience',
  education: 'Education',
};

const sortOrder = z.number({ error: 'Order must be a number.' }).int('Order must be a whole number.').min(0).max(10_000);
/** years: the least number of years the option stands for; education: its rank (higher = more advanced) */
const optionValue = z
  .number({ error: 'Value must be a number.' })
  .int('Value must be a whole number.')
  .min(0, 'Value cannot be negative.')
  .max(100, 'Value must be at most 100.')
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** Body of `POST api/dropdown/degree/` (and years, education). */
export const dropdownOptionCreateBody = z.object({
  label: plainText('Label', 100, { required: true }),
  value: optionValue,
  sortOrder: sortOrder.optional(),
  isActive: z.boolean().default(true),
});

/** Body of `POST api/dropdown/`: any kind; a general option names its list. */
export const dropdownCreateBody = dropdownOptionCreateBody
  .extend({
    kind: z.enum(DROPDOWN_KINDS, { error: 'Choose general, degree, years or education.' }),
    list: plainText('List', 60).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'general' && !value.list) {
      ctx.addIssue({ code: 'custom', path: ['list'], message: 'A general option needs the name of its list.' });
    }
  });
export type DropdownCreateBody = z.input<typeof dropdownCreateBody>;

/** Body of `PUT api/dropdown/option` and `PUT api/dropdown/degree/` (years, education). */
export const dropdownOptionUpdateBody = z.object({
  id: z.string({ error: 'The option id is required.' }).uuid('Not a valid option id.'),
  label: plainText('Label', 100, { required: true }),
  value: optionValue,
  sortOrder,
  isActive: z.boolean({ error: 'Active must be true or false.' }),
});
export type DropdownOptionUpdateBody = z.input<typeof dropdownOptionUpdateBody>;

export interface DropdownOption {
  id: string;
  kind: DropdownKind;
  /** the list a general option belongs to; the kind's label for the other kinds */
  list: string;
  label: string;
  value: number | null;
  sortOrder: number;
  isActive: boolean;
}

/** One entry of `GET api/dropdown/dropdowns`. */
export interface DropdownSummary {
  kind: DropdownKind;
  list: string;
  optionCount: number;
  activeCount: number;
}

/** One entry of `GET api/dropdown/all`. */
export interface Dropdown {
  kind: DropdownKind;
  list: string;
  options: DropdownOption[];
}

export const CATALOGUE_MESSAGES = {
  skillNameTaken: 'A skill with this name already exists.',
  skillNotFound: 'This skill does not exist.',
  mergeIntoSelf: 'A skill cannot be merged into itself.',
  mergeTargetMerged: 'The target skill was itself merged away; choose an active skill.',
  alreadyMerged: 'This skill has already been merged into another.',
  areaNameTaken: 'An experience area with this name already exists.',
  areaNotFound: 'This experience area does not exist.',
  optionNotFound: 'This dropdown option does not exist.',
  optionLabelTaken: 'This list already has an option with this label.',
} as const;
