import { z } from 'zod';
import { SCORE_COMPONENTS } from '@talentmatch/shared/score';
import { AVAILABILITIES, REMOTE_PREFERENCES, VISIBILITIES } from '@talentmatch/shared/candidate-profile';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { uuidParams } from '../../platform/params.ts';

export const idParams = uuidParams('Not a valid id.');

/** A catalogue choice as the profile holds it (a retired one stays shown, inactive). */
const optionRef = z.object({ id: uuid, label: z.string(), isActive: z.boolean() });
const day = z.string().meta({ format: 'date' });

const resumeInfo = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: timestamp,
  textLength: z.number().int().describe('characters of text found in the file (0 for a scanned document)'),
});

export const candidateProfileAnswer = z
  .object({
    userId: uuid,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    headline: z.string(),
    summary: z.string(),
    city: z.string(),
    region: z.string(),
    country: z.string(),
    remotePreference: z.enum(REMOTE_PREFERENCES),
    willingToRelocate: z.boolean(),
    availability: z.enum(AVAILABILITIES),
    yearsOption: optionRef.nullable(),
    educationOption: optionRef.nullable(),
    visibility: z.enum(VISIBILITIES),
    hasPhoto: z.boolean(),
    resume: resumeInfo.nullable(),
    score: z.number(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'CandidateProfile' });

const suggestedSkill = z.object({
  id: uuid,
  name: z.string(),
  category: z.string(),
  years: z.number().nullable().describe('years proposed from the resume; null when it says nothing'),
});
export const suggestionsAnswer = z.object({ suggestedSkills: z.array(suggestedSkill) });
export const resumeUploadAnswer = suggestionsAnswer.extend({ resume: resumeInfo });

export const candidateSkillAnswer = z
  .object({
    id: uuid,
    skillId: uuid,
    name: z.string(),
    category: z.string(),
    isActive: z.boolean(),
    level: z.number().int(),
    years: z.number(),
  })
  .meta({ id: 'CandidateSkill' });

export const adminCandidateSkillAnswer = candidateSkillAnswer.extend({
  candidate: z.object({ id: uuid, firstName: z.string(), lastName: z.string(), email: z.string() }),
});

export const jobExperienceAnswer = z
  .object({
    id: uuid,
    title: z.string(),
    company: z.string(),
    experienceArea: optionRef,
    location: z.string(),
    startDate: day,
    endDate: day.nullable(),
    isCurrent: z.boolean(),
    description: z.string(),
  })
  .meta({ id: 'JobExperience' });

export const educationAnswer = z
  .object({
    id: uuid,
    institution: z.string(),
    degree: optionRef,
    education: optionRef,
    fieldOfStudy: z.string(),
    startDate: day,
    endDate: day.nullable(),
    isCurrent: z.boolean(),
    description: z.string(),
  })
  .meta({ id: 'EducationExperience' });

export const experiencesAnswer = z.object({
  jobs: z.array(jobExperienceAnswer),
  education: z.array(educationAnswer),
  limits: z.object({ maxJobExperiences: z.number().int(), maxEducationExperiences: z.number().int() }),
});

/** A candidate's score over time (the candidate's own, an employer's view, the administrator's candidate page). */
export const scoreHistoryAnswer = z.object({
  candidate: z.object({ id: uuid, firstName: z.string(), lastName: z.string(), headline: z.string() }),
  score: z.number(),
  history: z.array(
    z.object({
      score: z.number(),
      components: z.partialRecord(z.enum(SCORE_COMPONENTS), z.number()),
      reason: z.string(),
      createdAt: timestamp,
    }),
  ),
});
