import { desc, eq, sql } from 'drizzle-orm';
import {
  CLIENT_CONFIG_DEFAULTS,
  type ClientAppConfig,
  type PageConfiguration,
  type SiteConfiguration,
} from '@talentmatch/shared/client-config';
import { PASSWORD_RULES } from '@talentmatch/shared/password-policy';
import {
  READ_ONLY_SITE_FIELDS,
  type MyTermsStatus,
  type SiteConfigurationUpdate,
  type TermsVersion,
} from '@talentmatch/shared/site-configuration';
import { dsnIngestOrigin } from '@talentmatch/shared/error-reporting';
import { adsTagEnabled, directoryOrigin, heatmapEnabled } from '@talentmatch/shared/external-services';
import type { AppConfig } from '../../platform/config.ts';
import type { ExternalServices } from '../../platform/content-security-policy.ts';
import type { Db } from '../../platform/db/index.ts';
import { siteConfiguration } from '../../platform/db/schema.ts';
import { userDirectory } from '../users/queries.ts';
import { updateUser } from '../users/service.ts';
import { recordAudit } from '../audit-log/service.ts';
import { BadRequestError, NotFoundError } from '../../platform/errors.ts';
import { DEFAULT_SITE_CONFIGURATION, DEFAULT_TRIAL_DAYS } from './defaults.ts';
import { termsVersions } from './tables.ts';

type Row = typeof siteConfiguration.$inferSelect;

/**
 * Inserts the single site-configuration row with its defaults if it is missing, takes TRIAL_DAYS as
 * the first trial length, and keeps the current terms text in the version history.
 */
export async function ensureSiteConfiguration(db: Db, options: { trialDays?: number } = {}): Promise<void> {
  const { azureAd, hotjar, ...defaults } = DEFAULT_SITE_CONFIGURATION;
  await db
    .insert(siteConfiguration)
    .values({
      id: 1,
      ...defaults,
      azureClientId: azureAd.clientId,
      azureTenantAuthority: azureAd.tenantAuthority,
      hotjarId: hotjar.hotjarId,
      hotjarIsProduction: hotjar.hotjarIsProduction,
      trialDays: options.trialDays ?? null,
    })
    .onConflictDoNothing();
  if (options.trialDays !== undefined) {
    await db.update(siteConfiguration).set({ trialDays: options.trialDays }).where(sql`${siteConfiguration.trialDays} is null`);
  }
  await db.execute(
    sql`insert into terms_versions (version, text) select terms_version, terms_text from site_configuration on conflict do nothing`,
  );
}

function present(row: Row): SiteConfiguration {
  return {
    siteName: row.siteName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    termsText: row.termsText,
    termsVersion: row.termsVersion,
    maintenanceMessage: row.maintenanceMessage,
    registrationOpen: row.registrationOpen,
    uploadLimits: row.uploadLimits,
    trialDays: row.trialDays ?? DEFAULT_TRIAL_DAYS,
    staleUserDays: row.staleUserDays,
    maxJobExperiences: row.maxJobExperiences,
    maxEducationExperiences: row.maxEducationExperiences,
    isBeta: row.isBeta,
    azureAd: { clientId: row.azureClientId, tenantAuthority: row.azureTenantAuthority },
    directorySignUp: row.directorySignUp,
    hotjar: { hotjarId: row.hotjarId, hotjarIsProduction: row.hotjarIsProduction },
    adsTagId: row.adsTagId,
    timeZone: row.timeZone,
    publicBoard: row.publicBoard,
  };
}

export async function getSiteConfiguration(db: Db): Promise<SiteConfiguration> {
  const [row] = await db.select().from(siteConfiguration).limit(1);
  if (!row) return DEFAULT_SITE_CONFIGURATION;
  return present(row);
}

// Small getters other modules call (the row is one primary-key read).

/** Days of a new company's free trial. */
export async function getTrialDays(db: Db): Promise<number> {
  return (await getSiteConfiguration(db)).trialDays;
}

/** A user not seen for this many days counts as stale. */
export async function getStaleUserThresholdDays(db: Db): Promise<number> {
  return (await getSiteConfiguration(db)).staleUserDays;
}

/** The site's IANA time zone (reports, dates in emails). */
export async function getSiteTimeZone(db: Db): Promise<string> {
  return (await getSiteConfiguration(db)).timeZone;
}

/** How many job and education experiences a candidate may add. */
export async function getExperienceLimits(db: Db): Promise<{ maxJobExperiences: number; maxEducationExperiences: number }> {
  const { maxJobExperiences, maxEducationExperiences } = await getSiteConfiguration(db);
  return { maxJobExperiences, maxEducationExperiences };
}

/** The changed fields' column values (nested groups compared as a whole). */
function changedColumns(before: SiteConfiguration, update: SiteConfigurationUpdate) {
  const set: Partial<Row> = {};
  const fields: string[] = [];
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  for (const [key, value] of Object.entries(update) as Array<[keyof SiteConfigurationUpdate, unknown]>) {
    if (value === undefined || !differs(before[key], value)) continue;
    fields.push(key);
    if (key === 'azureAd') {
      const v = value as SiteConfiguration['azureAd'];
      set.azureClientId = v.clientId;
      set.azureTenantAuthority = v.tenantAuthority;
    } else if (key === 'hotjar') {
      const v = value as SiteConfiguration['hotjar'];
      set.hotjarId = v.hotjarId;
      set.hotjarIsProduction = v.hotjarIsProduction;
    } else {
      (set as Record<string, unknown>)[key] = value;
    }
  }
  return { set, fields };
}

/** Saves the changed fields and writes one audit entry naming them (nothing is written when nothing changed). */
export async function updateSiteConfiguration(db: Db, actorId: string, update: SiteConfigurationUpdate): Promise<SiteConfiguration> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteConfiguration).where(eq(siteConfiguration.id, 1)).for('update');
    const before = row ? present(row) : DEFAULT_SITE_CONFIGURATION;
    const changedReadOnly = (['termsText', 'termsVersion'] as const).filter(
      (key) => update[key] !== undefined && update[key] !== before[key],
    );
    if (changedReadOnly.length > 0) {
      const errors = Object.fromEntries(changedReadOnly.map((key) => [key, [READ_ONLY_SITE_FIELDS[key]]]));
      throw new BadRequestError(READ_ONLY_SITE_FIELDS[changedReadOnly[0]], errors);
    }
    const { termsText: _text, termsVersion: _version, ...settings } = update;
    const { set, fields } = changedColumns(before, settings);
    if (fields.length === 0) return before;
    const [saved] = await tx
      .update(siteConfiguration)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(siteConfiguration.id, 1))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'site-configuration.update',
      subjectType: 'site-configuration',
      subjectId: null,
      details: { fields },
    });
    return present(saved);
  });
}

function presentVersion(row: typeof termsVersions.$inferSelect, publisher?: string | null): TermsVersion {
  return { version: row.version, text: row.text, publishedAt: row.publishedAt.toISOString(), publishedBy: publisher ?? null };
}

/** Every terms version, newest first, with who published it. */
export async function listTermsVersions(db: Db): Promise<TermsVersion[]> {
  const rows = await db
    .select({ v: termsVersions, firstName: userDirectory.firstName, lastName: userDirectory.lastName })
    .from(termsVersions)
    .leftJoin(userDirectory, eq(userDirectory.id, termsVersions.publishedBy))
    .orderBy(desc(termsVersions.version));
  return rows.map((r) => presentVersion(r.v, r.firstName ? `${r.firstName} ${r.lastName}` : null));
}

export async function getTermsVersion(db: Db, version: number): Promise<TermsVersion> {
  const [row] = await db.select().from(termsVersions).where(eq(termsVersions.version, version)).limit(1);
  if (!row) throw new NotFoundError(`There is no terms version ${version}.`);
  return presentVersion(row);
}

/**
 * Publishes the text as the next version: from now on every user must accept it (audited). The administrator who
 * publishes it has just written and read it, so it counts as their acceptance: they are not sent away from the
 * page they are working on (docs/security.md, "Terms of use").
 */
export async function publishTermsVersion(db: Db, actorId: string, text: string): Promise<TermsVersion> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteConfiguration).where(eq(siteConfiguration.id, 1)).for('update');
    const [{ max }] = await tx.select({ max: sql<number | null>`max(${termsVersions.version})::int` }).from(termsVersions);
    const version = Math.max(row?.termsVersion ?? 0, max ?? 0) + 1;
    const [saved] = await tx.insert(termsVersions).values({ version, text, publishedBy: actorId }).returning();
    await tx
      .update(siteConfiguration)
      .set({ termsText: text, termsVersion: version, updatedAt: new Date() })
      .where(eq(siteConfiguration.id, 1));
    await updateUser(tx, actorId, { termsAcceptedVersion: version, termsAcceptedAt: new Date() });
    await recordAudit(tx, {
      actorId,
      action: 'site-configuration.terms-published',
      subjectType: 'site-configuration',
      subjectId: null,
      details: { fields: ['termsText', 'termsVersion'], version },
    });
    return presentVersion(saved);
  });
}

export async function myTermsStatus(db: Db, userId: string): Promise<MyTermsStatus> {
  const [row] = await db
    .select({ accepted: userDirectory.termsAcceptedVersion, at: userDirectory.termsAcceptedAt })
    .from(userDirectory)
    .where(eq(userDirectory.id, userId))
    .limit(1);
  const { termsVersion } = await getSiteConfiguration(db);
  const acceptedVersion = row?.accepted ?? null;
  return {
    currentVersion: termsVersion,
    acceptedVersion,
    acceptedAt: row?.at ? row.at.toISOString() : null,
    accepted: acceptedVersion !== null && acceptedVersion >= termsVersion,
  };
}

/** What every page of the web app starts with (platform/prerender.ts): both configurations the browser may read. */
export async function pageConfiguration(config: AppConfig, db: Db): Promise<PageConfiguration> {
  const siteConfiguration = await getSiteConfiguration(db);
  return { clientConfig: clientAppConfig(config, siteConfiguration), siteConfiguration };
}

/** Everything the browser may know about the configuration; secrets never appear here. */
export function clientAppConfig(config: AppConfig, site: SiteConfiguration = DEFAULT_SITE_CONFIGURATION): ClientAppConfig {
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
    azureAd: site.azureAd,
    hotjar: site.hotjar,
    maxJobExperiences: site.maxJobExperiences,
    maxEducationExperiences: site.maxEducationExperiences,
    isBeta: site.isBeta,
    avatarBaseUrl: CLIENT_CONFIG_DEFAULTS.avatarBaseUrl,
    captcha: {
      provider,
      siteKey: provider === 'turnstile' || provider === 'recaptcha' ? config.captcha.siteKey : '',
      scriptUrl,
      challengeUrl: provider === 'altcha' ? '/api/auth/captcha/challenge' : '',
    },
    errorReporting: { dsn: config.errorReporting.browserDsn ?? '' },
  };
}

/** The external services the browser may load, as the content security policy sees them (docs/external-services.md). */
export function configuredExternalServices(config: AppConfig, site: SiteConfiguration = DEFAULT_SITE_CONFIGURATION): ExternalServices {
  return {
    errorReportingIngest: dsnIngestOrigin(config.errorReporting.browserDsn),
    heatmap: heatmapEnabled(site.hotjar),
    adsTag: adsTagEnabled(site.adsTagId),
    signInOrigin: directoryOrigin(site.azureAd) ?? undefined,
  };
}

export function publicConfig(config: AppConfig, site: SiteConfiguration) {
  return {
    environment: config.env,
    version: config.version,
    trialDays: site.trialDays,
    passwordRules: [...PASSWORD_RULES],
    uploadLimits: { logoBytes: config.logoMaxBytes, ...site.uploadLimits },
    paymentProvider: config.payments.provider,
    maxJobExperiences: site.maxJobExperiences,
    maxEducationExperiences: site.maxEducationExperiences,
    isBeta: site.isBeta,
    timeZone: site.timeZone,
  };
}
