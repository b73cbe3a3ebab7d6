import { z } from 'zod';
import { timestamp } from '../../platform/api-schema.ts';

const azureAd = z.object({ clientId: z.string(), tenantAuthority: z.string() });
const hotjar = z.object({ hotjarId: z.string(), hotjarIsProduction: z.boolean() });
const uploadLimits = z.object({ resumeBytes: z.number().int(), photoBytes: z.number().int(), attachmentBytes: z.number().int() });

export const clientAppConfigAnswer = z.object({
  azureAd,
  hotjar,
  maxJobExperiences: z.number().int(),
  maxEducationExperiences: z.number().int(),
  isBeta: z.boolean(),
  avatarBaseUrl: z.string(),
  captcha: z.object({
    provider: z.enum(['altcha', 'turnstile', 'recaptcha', 'off']),
    siteKey: z.string(),
    scriptUrl: z.string(),
    challengeUrl: z.string(),
  }),
  errorReporting: z.object({ dsn: z.string() }),
});

export const publicConfigAnswer = z.object({
  environment: z.enum(['development', 'production', 'test']),
  version: z.string(),
  trialDays: z.number().int(),
  passwordRules: z.array(z.string()),
  uploadLimits: uploadLimits.extend({ logoBytes: z.number().int() }),
  paymentProvider: z.enum(['stripe', 'demo']),
  maxJobExperiences: z.number().int(),
  maxEducationExperiences: z.number().int(),
  isBeta: z.boolean(),
  timeZone: z.string(),
});

export const siteConfigurationAnswer = z
  .object({
    siteName: z.string(),
    contactPhone: z.string(),
    contactEmail: z.string(),
    termsText: z.string(),
    termsVersion: z.number().int(),
    maintenanceMessage: z.string(),
    registrationOpen: z.object({ candidate: z.boolean(), employer: z.boolean() }),
    uploadLimits,
    trialDays: z.number().int(),
    staleUserDays: z.number().int(),
    maxJobExperiences: z.number().int(),
    maxEducationExperiences: z.number().int(),
    isBeta: z.boolean(),
    azureAd,
    directorySignUp: z.boolean(),
    publicBoard: z.boolean().describe('the public job board, careers pages, sitemaps and job alerts are on'),
    hotjar,
    adsTagId: z.string(),
    timeZone: z.string(),
  })
  .meta({ id: 'SiteConfiguration' });

export const termsVersionAnswer = z.object({
  version: z.number().int(),
  text: z.string(),
  publishedAt: timestamp,
  publishedBy: z.string().nullable(),
});

export const myTermsAnswer = z.object({
  currentVersion: z.number().int(),
  acceptedVersion: z.number().int().nullable(),
  acceptedAt: timestamp.nullable(),
  accepted: z.boolean(),
});
