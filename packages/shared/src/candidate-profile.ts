/**
 * The candidate profile's vocabulary and answers (labels, messages, answer types), shared by the pages and the API;
 * the calls' request bodies are in candidate-profile-requests.ts.
 */

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

export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;
export const SKILL_LEVEL_LABELS: Record<number, string> = {
  1: 'Beginner',
  2: 'Elementary',
  3: 'Intermediate',
  4: 'Advanced',
  5: 'Expert',
};

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
  /** years proposed from the resume (written next to the skill, or the positions mentioning it); null when it says nothing */
  years: number | null;
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
