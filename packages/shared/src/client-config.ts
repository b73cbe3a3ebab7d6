/** `GET api/config/client-app` (specification §3 "Client config"). */
export interface ClientAppConfig {
  azureAd: { clientId: string; tenantAuthority: string };
  hotjar: { hotjarId: string; hotjarIsProduction: boolean };
  maxJobExperiences: number;
  maxEducationExperiences: number;
  isBeta: boolean;
  avatarBaseUrl: string;
  captcha: CaptchaClientConfig;
}

export type CaptchaProvider = 'altcha' | 'turnstile' | 'recaptcha' | 'off';

export interface CaptchaClientConfig {
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
}

export interface UploadLimits {
  resumeBytes: number;
  photoBytes: number;
  /** one message attachment */
  attachmentBytes: number;
}
