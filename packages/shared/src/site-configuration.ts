import { z } from 'zod';

/** `PUT api/siteConfiguration/`: administrators change any of these fields (the others stay as they are). */

const MB = 1024 * 1024;
const UPLOAD_LIMIT_MIN_BYTES = 1 * MB;
const UPLOAD_LIMIT_MAX_BYTES = 50 * MB;
const EXPERIENCE_LIMIT_MIN = 1;
const EXPERIENCE_LIMIT_MAX = 20;

const HTML_TAG = /<\s*\/?\s*[a-zA-Z!][^>]*>/;

const text = (label: string, max: number, required = false) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !required || v.length > 0, { message: `${label} is required.` })
    .refine((v) => !HTML_TAG.test(v), { message: `${label} must not contain HTML.` });

const whole = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${min} and ${max}${unit}.`)
    .max(max, `${label} must be between ${min} and ${max}${unit}.`);

const uploadLimit = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number of bytes.`)
    .min(UPLOAD_LIMIT_MIN_BYTES, `${label} must be between 1 and 50 MB.`)
    .max(UPLOAD_LIMIT_MAX_BYTES, `${label} must be between 1 and 50 MB.`);

/** An IANA time zone name the runtime knows (e.g. Europe/Berlin). */
function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const httpsUrl = (label: string) =>
  text(label, 300).refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), {
    message: `${label} must be an https:// address, or empty.`,
  });

export const siteConfigurationBody = z
  .object({
    siteName: text('Site name', 80, true),
    contactPhone: text('Contact phone', 40).refine((v) => v === '' || /^[+()0-9 .\-/]{5,40}$/.test(v), {
      message: 'Contact phone must be a phone number (digits, spaces, + - ( ) .).',
    }),
    contactEmail: text('Contact email', 254, true).pipe(z.email('Contact email must be an email address.')),
    maintenanceMessage: text('Maintenance message', 500),
    registrationOpen: z.object(
      {
        candidate: z.boolean({ error: 'Choose whether candidates can register.' }),
        employer: z.boolean({ error: 'Choose whether employers can register.' }),
      },
      { error: 'Registration settings are required.' },
    ),
    uploadLimits: z.object(
      {
        resumeBytes: uploadLimit('Resume size limit'),
        photoBytes: uploadLimit('Photo size limit'),
        attachmentBytes: uploadLimit('Attachment size limit'),
      },
      { error: 'Upload limits are required.' },
    ),
    trialDays: whole('Trial length', 1, 365, ' days'),
    staleUserDays: whole('Stale-user threshold', 1, 3650, ' days'),
    maxJobExperiences: whole('Job experience limit', EXPERIENCE_LIMIT_MIN, EXPERIENCE_LIMIT_MAX),
    maxEducationExperiences: whole('Education limit', EXPERIENCE_LIMIT_MIN, EXPERIENCE_LIMIT_MAX),
    isBeta: z.boolean({ error: 'Beta must be on or off.' }),
    azureAd: z.object(
      {
        clientId: text('Directory client id', 100).refine((v) => v === '' || /^[A-Za-z0-9-]+$/.test(v), {
          message: 'Directory client id may contain only letters, digits and dashes.',
        }),
        tenantAuthority: httpsUrl('Tenant authority'),
      },
      { error: 'Directory login settings are required.' },
    ),
    directorySignUp: z.boolean({ error: 'Directory sign-up must be on or off.' }),
    hotjar: z.object(
      {
        hotjarId: text('Heatmap id', 20).refine((v) => v === '' || /^[0-9]+$/.test(v), { message: 'Heatmap id must be digits only.' }),
        hotjarIsProduction: z.boolean({ error: 'Heatmap production must be on or off.' }),
      },
      { error: 'Heatmap settings are required.' },
    ),
    adsTagId: text('Ads tag id', 40).refine((v) => v === '' || /^[A-Za-z0-9-]+$/.test(v), {
      message: 'Ads tag id may contain only letters, digits and dashes (e.g. AW-123456789).',
    }),
    timeZone: text('Time zone', 64, true).refine(isTimeZone, { message: 'Time zone must be an IANA name such as Europe/Berlin or UTC.' }),
    publicBoard: z.boolean({ error: 'Public job board must be on or off.' }),
    // What `GET api/siteConfiguration` answers may be sent back whole: these are changed elsewhere (a terms version is
    // published, api/siteConfiguration/terms), so they are accepted unchanged and refused when changed.
    termsText: z.string({ error: 'The terms text must be text.' }),
    termsVersion: z.number({ error: 'The terms version must be a number.' }),
  })
  .partial()
  .strict();

export type SiteConfigurationUpdate = z.infer<typeof siteConfigurationBody>;

/** Fields of the site configuration that `PUT api/siteConfiguration` does not change, with why. */
export const READ_ONLY_SITE_FIELDS = {
  termsText: 'The terms of use change by publishing a new version, not here.',
  termsVersion: 'The terms version changes by publishing a new version, not here.',
} as const satisfies Partial<Record<keyof SiteConfigurationUpdate, string>>;

/** `POST api/siteConfiguration/terms`: publish a new terms version. */
export const termsPublishBody = z.object({
  text: z
    .string({ error: 'The terms text is required.' })
    .trim()
    .min(1, 'The terms text is required: an empty version cannot be published.')
    .max(100_000, 'The terms text must be at most 100,000 characters.')
    .refine((v) => !HTML_TAG.test(v), { message: 'The terms text must be markdown, not HTML.' }),
});

export interface TermsVersion {
  version: number;
  text: string;
  publishedAt: string;
  publishedBy: string | null;
}

/** `GET api/siteConfiguration/terms/me`: where the signed-in user stands with the terms. */
export interface MyTermsStatus {
  currentVersion: number;
  acceptedVersion: number | null;
  acceptedAt: string | null;
  /** accepted the current version */
  accepted: boolean;
}

export const SITE_CONFIGURATION_MESSAGES = {
  saved: 'The site configuration has been saved.',
  termsPublished: 'The new terms version has been published. Every user is asked to accept it at their next page.',
  nothingToChange: 'Change at least one setting.',
} as const;
