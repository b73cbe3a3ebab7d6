import { z } from 'zod';
import { matchBreakdownAnswer } from '@talentmatch/shared/matching';
import { timestamp, uuid } from '../../platform/api-schema.ts';

const option = z.object({ id: uuid, label: z.string() }).nullable();
const breakdown = matchBreakdownAnswer.nullable();

const card = {
  id: uuid,
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  remotePreference: z.string(),
  score: z.number(),
  skills: z.array(z.object({ id: uuid, name: z.string(), level: z.number(), years: z.number() })),
  match: z.number().nullable().describe('with a job: the match total'),
  breakdown,
};

export const candidateSearchAnswer = z.object({
  items: z.array(z.object(card)),
  totalRecords: z.number().int(),
  totalIsEstimate: z.boolean().optional().describe('a total above 5,000 on a large site is estimated from a sample'),
  page: z.number().int(),
  pageSize: z.number().int(),
  job: z.object({ id: uuid, title: z.string() }).nullable(),
});

export const candidateDetailAnswer = z.object({
  ...card,
  summary: z.string(),
  willingToRelocate: z.boolean(),
  availability: z.string(),
  yearsOption: option,
  educationOption: option,
  hasPhoto: z.boolean(),
  photoToken: z
    .string()
    .nullable()
    .describe('a short-lived link proof for the photo: avatarBaseUrl (client configuration), the id, ?token='),
  jobs: z.array(
    z.object({
      id: uuid,
      title: z.string(),
      company: z.string(),
      area: z.string(),
      location: z.string(),
      startDate: timestamp,
      endDate: timestamp.nullable(),
      isCurrent: z.boolean(),
      description: z.string(),
    }),
  ),
  education: z.array(
    z.object({
      id: uuid,
      institution: z.string(),
      degree: z.string(),
      education: z.string(),
      fieldOfStudy: z.string(),
      startDate: timestamp,
      endDate: timestamp.nullable(),
      isCurrent: z.boolean(),
    }),
  ),
  resume: z
    .object({ fileName: z.string(), contentType: z.string(), url: z.string(), inline: z.boolean() })
    .nullable()
    .describe('a short-lived same-origin link: pdf shown in a frame, doc/docx downloaded'),
  trainingCompleted: z.number().int(),
});

export const rankingJobsAnswer = z.array(z.object({ id: uuid, title: z.string(), status: z.string() }));
