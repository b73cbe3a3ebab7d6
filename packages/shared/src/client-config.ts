/** `GET api/config/client-app` (specification §3 "Client config"). */
export interface ClientAppConfig {
  azureAd: { clientId: string; tenantAuthority: string };
  hotjar: { hotjarId: string; hotjarIsProduction: boolean };
  maxJobExperiences: number;
  maxEducationExperiences: number;
  isBeta: boolean;
  /** base address of the profile-photo route: `${avatarBaseUrl}${candidateId}?token=…` (the route checks who asks) */
  avatarBaseUrl: string;
  captcha: CaptchaClientConfig;
  /** browser error reporting (Sentry): off while the DSN is empty */
  errorReporting: { dsn: string };
}

export type CaptchaProvider = 'altcha' | 'turnstile' | 'recaptcha' | 'off';

interface CaptchaClientConfig {
  provider: CaptchaProvider;
  /** site key for turnstile / recaptcha; empty for altcha and off */
  siteKey: string;
  /** where the widget script is loaded from (same origin for altcha) */
  scriptUrl: string;
  /** altcha: the challenge endpoint */
  challengeUrl: string;
}

export const CLIENT_CONFIG_DEFAULTS = {
  maxJobExperiences: 7,
  maxEducationExperiences: 5,
  avatarBaseUrl: '/api/avatars/',
} as const;

/** `GET api/siteConfiguration`: admin-editable site settings read by the client. */
export interface SiteConfiguration {
  siteName: string;
  contactPhone: string;
  contactEmail: string;
  termsText: string;
  termsVersion: number;
  maintenanceMessage: string;
  registrationOpen: { candidate: boolean; employer: boolean };
  /** candidate uploads, in bytes (product.md: upload size limits are site configuration) */
  uploadLimits: UploadLimits;
  /** length of a new company's free trial (TRIAL_DAYS is only the first default) */
  trialDays: number;
  /** a user not seen for this many days counts as stale (reports, announcements) */
  staleUserDays: number;
  maxJobExperiences: number;
  maxEducationExperiences: number;
  isBeta: boolean;
  azureAd: { clientId: string; tenantAuthority: string };
  /** a directory sign-in without a linked account creates a candidate account (off: it is refused) */
  directorySignUp: boolean;
  hotjar: { hotjarId: string; hotjarIsProduction: boolean };
  adsTagId: string;
  /** IANA time zone of the site (reports, dates in emails) */
  timeZone: string;
  /** the public job board, careers pages, sitemaps and feed are on (off: every public job page answers 404) */
  publicBoard: boolean;
}

interface UploadLimits {
  resumeBytes: number;
  photoBytes: number;
  /** one message attachment */
  attachmentBytes: number;
}

/**
 * What the two configuration calls answer, as the server writes it into every page (docs/prerendering.md): the app
 * starts with it instead of asking, and the server's prerender renders with it.
 */
export interface PageConfiguration {
  clientConfig: ClientAppConfig;
  siteConfiguration: SiteConfiguration;
}

/** The id of the JSON data block that carries a page's `PageConfiguration`. */
export const PAGE_CONFIGURATION_ID = 'page-configuration';
