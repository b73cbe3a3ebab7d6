import type { z } from 'zod';
import type { v1Application, v1ApplicationStatusBody, v1ApplicationSummary, v1Candidate, v1Job, v1JobBody } from './schemas.ts';

/**
 * The examples the API reference shows for the public API (GET /api/openapi.json): one request body or answer per
 * schema, typed by it here and validated against the document's own schemas by test/api-v1-reference.test.ts.
 */

const IDS = {
  company: '5d48bd40-2e8e-4f0f-b39c-faca732400fa',
  job: '654077dc-78cf-40a8-9ddf-1c433de7b410',
  application: 'e5913e63-5c7f-4237-910f-b9208ba42150',
  candidate: 'ddaa0a18-e826-4f8e-87ef-eb775f947da1',
  skill: 'b0455d7c-4cf6-4c9c-92a8-829015af9d0b',
  years: '28a7d5bd-293e-40e8-9c0f-9e7f78bd3cb1',
  area: '1d18494f-a96e-4dfc-b093-92eb967f8d8c',
  benefit: '7ad2571e-a452-4b8c-9846-6b53a1d505d2',
};

/** The fields a job's body and the job itself write alike. */
const jobFields = {
  title: 'Data engineer',
  description: 'Build the pipelines behind our forecasting dashboards.',
  city: 'Chicago',
  region: 'IL',
  country: 'US',
  workplace: 'hybrid',
  employmentType: 'full_time',
  salaryMin: 120000,
  salaryMax: 150000,
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
  positions: 1,
  closingDate: '2026-12-31',
} as const;

export const jobBodyExample: z.input<typeof v1JobBody> = {
  ...jobFields,
  skills: [{ skillId: IDS.skill, importance: 'required' }],
  yearsOptionId: IDS.years,
  experienceAreaId: IDS.area,
  benefitIds: [IDS.benefit],
};

export const jobExample: z.input<typeof v1Job> = {
  ...jobFields,
  id: IDS.job,
  companyId: IDS.company,
  companyName: 'Northwind Analytics',
  skills: [{ skillId: IDS.skill, name: 'SQL', category: 'Data', importance: 'required', isActive: true }],
  yearsOption: { id: IDS.years, label: '3–5 years', isActive: true },
  educationOption: null,
  experienceArea: { id: IDS.area, label: 'Data engineering', isActive: true },
  benefits: [{ id: IDS.benefit, name: 'Remote days', icon: 'home', isActive: true }],
  publicListing: true,
  status: 'open',
  allowedTransitions: ['paused', 'closed', 'filled'],
  openedAt: '2026-11-02T09:15:00.000Z',
  closedAt: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  updatedAt: '2026-11-02T09:15:00.000Z',
};

export const draftJobExample: z.input<typeof v1Job> = {
  ...jobExample,
  status: 'draft',
  allowedTransitions: ['open'],
  openedAt: null,
  updatedAt: jobExample.createdAt,
};

export const closedJobExample: z.input<typeof v1Job> = {
  ...jobExample,
  status: 'closed',
  allowedTransitions: [],
  closedAt: '2026-11-20T17:30:00.000Z',
  updatedAt: '2026-11-20T17:30:00.000Z',
};

export const applicationSummaryExample: z.input<typeof v1ApplicationSummary> = {
  id: IDS.application,
  jobId: IDS.job,
  status: 'Applied',
  origin: 'application',
  candidate: { id: IDS.candidate, firstName: 'Priya', lastName: 'Raman', headline: 'Analytics engineer' },
  createdAt: '2026-11-03T14:20:00.000Z',
  updatedAt: '2026-11-03T14:20:00.000Z',
};

export const applicationExample: z.input<typeof v1Application> = {
  ...applicationSummaryExample,
  status: 'ApplicationAccepted',
  updatedAt: '2026-11-04T10:05:00.000Z',
  history: [
    { from: null, to: 'Applied', at: '2026-11-03T14:20:00.000Z' },
    { from: 'Applied', to: 'ApplicationAccepted', at: '2026-11-04T10:05:00.000Z' },
  ],
  nextStatuses: ['ApplicationRejected', 'Hired'],
  candidateDeleted: false,
};

export const statusBodyExample: z.input<typeof v1ApplicationStatusBody> = { status: 'ApplicationAccepted' };

export const candidateExample: z.input<typeof v1Candidate> = {
  id: IDS.candidate,
  firstName: 'Priya',
  lastName: 'Raman',
  headline: 'Analytics engineer',
  city: 'Chicago',
  region: 'IL',
  country: 'US',
  remotePreference: 'hybrid',
  score: 72,
  skills: [{ id: IDS.skill, name: 'SQL', level: 4, years: 6 }],
  match: null,
  breakdown: null,
  summary: 'Six years of analytics engineering for retail forecasting.',
  willingToRelocate: false,
  availability: 'two_weeks',
  yearsOption: { id: IDS.years, label: '3–5 years' },
  educationOption: null,
  hasPhoto: true,
  jobs: [
    {
      id: 'c4544c8d-0f1a-463f-a204-50f568aa99b6',
      title: 'Analytics engineer',
      company: 'Lakeshore Retail',
      area: 'Data engineering',
      location: 'Chicago, IL',
      startDate: '2021-03-01',
      endDate: null,
      isCurrent: true,
      description: 'dbt models and forecasting pipelines.',
    },
  ],
  education: [
    {
      id: 'f6807408-ee31-4f68-b5e7-dcddac792c9f',
      institution: 'University of Illinois',
      degree: 'BSc',
      education: 'Bachelor',
      fieldOfStudy: 'Statistics',
      startDate: '2014-09-01',
      endDate: '2018-06-30',
      isCurrent: false,
    },
  ],
  resume: { fileName: 'priya-raman.pdf', contentType: 'application/pdf' },
};
