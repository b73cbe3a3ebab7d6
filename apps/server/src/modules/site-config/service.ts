import type { ClientAppConfig, SiteConfiguration } from '@talentmatch/shared/client-config';
import { CLIENT_CONFIG_DEFAULTS } from '@talentmatch/shared/client-config';
import { PASSWORD_RULES } from '@talentmatch/shared/password-policy';
import type { AppConfig } from '../../platform/config.ts';
import type { Db } from '../../platform/db/index.ts';
import { siteConfiguration } from '../../platform/db/schema.ts';
import { DEFAULT_SITE_CONFIGURATION } from './defaults.ts';

/** Inserts the single site-configuration row with its defaults if it is missing. */
export async function ensureSiteConfiguration(db: Db): Promise<void> {
  await db
    .insert(siteConfiguration)
    .values({ id: 1, ...DEFAULT_SITE_CONFIGURATION })
    .onConflictDoNothing();
}

export async function getSiteConfiguration(db: Db): Promise<SiteConfiguration> {
  const [row] = await db.select().from(siteConfiguration).limit(1);
  if (!row) return DEFAULT_SITE_CONFIGURATION;
  return {
    siteName: row.siteName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    termsText: row.termsText,
    termsVersion: row.termsVersion,
    maintenanceMessage: row.maintenanceMessage,
    registrationOpen: row.registrationOpen,
    uploadLimits: row.uploadLimits,
  };
}

/** Everything the browser may know about the configuration; secrets never appear here. */
export function clientAppConfig(config: AppConfig): ClientAppConfig {
  const provider = config.captcha.provider;
  const scriptUrl =
    provider === 'altcha'
      ? '/altcha.js'
      : provider === 'turnstile'
        ? 'https://challenges.cloudflare.com/turnstile/v0/api.js'
        : provider === 'recaptcha'
          ? 'https://www.google.com/recaptcha/api.js'
          : '';
  return {
    azureAd: { clientId: '', tenantAuthority: '' },
    hotjar: { hotjarId: '', hotjarIsProduction: false },
    maxJobExperiences: CLIENT_CONFIG_DEFAULTS.maxJobExperiences,
    maxEducationExperiences: CLIENT_CONFIG_DEFAULTS.maxEducationExperiences,
    isBeta: false,
    avatarBaseUrl: `${config.publicUrl}/api/avatars/`,
    captcha: {
      provider,
      siteKey: provider === 'turnstile' || provider === 'recaptcha' ? config.captcha.siteKey : '',
      scriptUrl,
      challengeUrl: provider === 'altcha' ? '/api/auth/captcha/challenge' : '',
    },
  };
}

export function publicConfig(config: AppConfig, site: SiteConfiguration) {
  return {
    environment: config.env,
    version: config.version,
    trialDays: config.trialDays,
    passwordRules: [...PASSWORD_RULES],
    uploadLimits: { logoBytes: config.logoMaxBytes, ...site.uploadLimits },
    paymentProvider: config.payments.provider,
  };
}
