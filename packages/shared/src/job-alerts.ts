import { z } from 'zod';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type EmploymentType } from './jobs.ts';

/** Job alerts: a saved search of the public job board, mailed daily or weekly (docs/public-pages.md). */

const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERT_MESSAGES = {
  noCriteria: 'Give the alert at least one criterion: keywords, a location, remote only or an employment type.',
  notFound: 'This job alert does not exist.',
  subscribed: 'Check your inbox: the alert starts once you confirm your address with the link we sent.',
  confirmed: 'Your job alert is confirmed. You will get an email when new jobs match it.',
  badConfirmToken: 'This confirmation link is not valid, or it was already used.',
  badUnsubscribeToken: 'This unsubscribe link is not valid.',
  unsubscribed: 'You are unsubscribed: this job alert sends no more emails.',
  tooMany: 'You have reached the limit of 20 job alerts. Delete one to add another.',
} as const;

/** How many alerts one candidate may keep. */
export const JOB_ALERTS_MAX = 20;

const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`),
  );

const criteriaShape = {
  keywords: text('Keywords', 200),
  location: text('Location', 100),
  remote: z.boolean({ error: 'Remote must be true or false.' }).optional().default(false),
  employmentType: z
    .enum(EMPLOYMENT_TYPES, { error: 'Choose a valid employment type.' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: 'Choose daily or weekly.' }),
};

const hasCriteria = (v: { keywords: string; location: string; remote: boolean; employmentType: EmploymentType | null }) =>
  v.keywords !== '' || v.location !== '' || v.remote || v.employmentType !== null;

/** `POST/PUT api/job-alerts` (a candidate's alert). */
export const jobAlertBody = z.object(criteriaShape).refine(hasCriteria, { message: JOB_ALERT_MESSAGES.noCriteria, path: ['keywords'] });
export type JobAlertBody = z.input<typeof jobAlertBody>;

/** `POST api/public/job-alerts` (a visitor's alert, confirmed by email). */
export const publicJobAlertBody = z
  .object({
    ...criteriaShape,
    email: z
      .string({ error: 'Email is required.' })
      .trim()
      .max(254, 'Email must be at most 254 characters.')
      .pipe(z.email('Enter a valid email address.')),
  })
  .refine(hasCriteria, { message: JOB_ALERT_MESSAGES.noCriteria, path: ['keywords'] });
export type PublicJobAlertBody = z.input<typeof publicJobAlertBody>;

/** A token from an alert's email (confirm or unsubscribe). */
export const jobAlertTokenBody = z.object({
  token: z.string({ error: 'The link is incomplete.' }).trim().min(20, 'The link is incomplete.').max(200, 'The link is not valid.'),
});

export interface JobAlert {
  id: string;
  keywords: string;
  location: string;
  remote: boolean;
  employmentType: EmploymentType | null;
  frequency: JobAlertFrequency;
  createdAt: string;
  updatedAt: string;
}

/** The alert's search in words: "data analyst · Chicago · Remote · Full-time". */
export function jobAlertName(a: Pick<JobAlert, 'keywords' | 'location' | 'remote' | 'employmentType'>): string {
  return [a.keywords, a.location, a.remote ? 'Remote' : '', a.employmentType ? EMPLOYMENT_TYPE_LABELS[a.employmentType] : '']
    .filter(Boolean)
    .join(' · ');
}

/** The public search's address for the alert's criteria. */
export function jobAlertSearchPath(a: Pick<JobAlert, 'keywords' | 'location' | 'remote' | 'employmentType'>): string {
  const q = new URLSearchParams();
  if (a.keywords) q.set('q', a.keywords);
  if (a.location) q.set('location', a.location);
  if (a.remote) q.set('remote', 'true');
  if (a.employmentType) q.set('employmentType', a.employmentType);
  const s = q.toString();
  return s ? `/jobs?${s}` : '/jobs';
}
