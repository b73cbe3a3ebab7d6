import type { Actor } from '../../platform/auth/actor.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES, type CompanyBenefit, type companyProfileBody, type CompanyProfile } from '@talentmatch/shared/companies';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/index.ts';
import { files } from '../../platform/db/schema.ts';
import { companies } from './tables.ts';
import { bindDeps } from '../../platform/bind-deps.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { authorize, can } from './policy.ts';
import { presentCompany, type Logo } from './service.ts';

type CompanyRow = typeof companies.$inferSelect;
type ProfileInput = z.output<typeof companyProfileBody>;

/** What the profile needs from the modules above it (they import this module, so it imports none of them). */
export interface CompanyProfileDeps {
  /**
   * The benefits a company offers are the benefits module's (`company_benefits`). `replace` checks the chosen ids
   * against the catalogue and stores them, inside the profile's transaction.
   */
  benefits: {
    list(db: Tx, companyId: string): Promise<CompanyBenefit[]>;
    replace(tx: Tx, companyId: string, benefitIds: string[]): Promise<void>;
  };
  /** The company was renamed, inside the profile's transaction (every job's search document holds the name). */
  afterRename: (tx: Tx, companyId: string) => Promise<void>;
}

/** The company if the viewer may see it; 404 otherwise (another company's existence is not confirmed). */
export async function loadVisibleCompany(db: Db, viewer: Actor, companyId: string): Promise<CompanyRow> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company || !can(viewer, 'view', company)) throw new NotFoundError(COMPANY_MESSAGES.companyNotFound);
  return company;
}

/** Visible and editable by the viewer: 404 for strangers, 403 for members who are not account manager. */
async function loadEditableCompany(db: Db, viewer: Actor, companyId: string): Promise<CompanyRow> {
  const company = await loadVisibleCompany(db, viewer, companyId);
  authorize(viewer, 'edit', company);
  return company;
}

/** The logo's URL with the file id in it: a replaced logo is a new URL, so the 5-minute cache never shows the old one. */
export function versionedLogoUrl(companyId: string, logoFileId: string | null): string | null {
  return logoFileId ? `/api/companies/${companyId}/logo?v=${logoFileId.slice(0, 8)}` : null;
}

async function presentProfile(deps: CompanyProfileDeps, db: Db, company: CompanyRow, viewer: Actor | null): Promise<CompanyProfile> {
  const canEdit = viewer ? can(viewer, 'edit', company) : false;
  return {
    ...presentCompany(company),
    logoUrl: versionedLogoUrl(company.id, company.logoFileId),
    benefits: await deps.benefits.list(db, company.id),
    viewer: { canEdit, canManageTeam: canEdit },
  };
}

async function getCompanyProfile(deps: CompanyProfileDeps, db: Db, viewer: Actor, companyId: string): Promise<CompanyProfile> {
  return presentProfile(deps, db, await loadVisibleCompany(db, viewer, companyId), viewer);
}

async function updateCompanyProfile(
  deps: CompanyProfileDeps,
  db: Db,
  viewer: Actor,
  companyId: string,
  input: ProfileInput,
): Promise<CompanyProfile> {
  const company = await loadEditableCompany(db, viewer, companyId);
  const { benefitIds, ...fields } = input;
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(companies.id, company.id));
    // an unknown or withdrawn benefit throws here and the transaction rolls the update back
    await deps.benefits.replace(tx, company.id, benefitIds);
    if (fields.name !== company.name) await deps.afterRename(tx, company.id);
  });
  return getCompanyProfile(deps, db, viewer, companyId);
}

/** Stores the new logo, points the company at it, then deletes the old file. */
async function replaceCompanyLogo(
  deps: CompanyProfileDeps,
  store: { db: Db; storage: FileStorage },
  viewer: Actor,
  companyId: string,
  logo: Logo | null,
): Promise<CompanyProfile> {
  const { db, storage } = store;
  const company = await loadEditableCompany(db, viewer, companyId);
  let logoFileId: string | null = null;
  if (logo) {
    logoFileId = randomUUID();
    const storageKey = `logos/${logoFileId}`;
    await storage.put(storageKey, logo.data);
    await db
      .insert(files)
      .values({ id: logoFileId, kind: 'company-logo', contentType: logo.contentType, size: logo.data.length, storageKey });
  }
  await db.update(companies).set({ logoFileId, updatedAt: new Date() }).where(eq(companies.id, company.id));
  if (company.logoFileId) {
    const [old] = await db.delete(files).where(eq(files.id, company.logoFileId)).returning({ storageKey: files.storageKey });
    if (old) await storage.delete(old.storageKey);
  }
  return getCompanyProfile(deps, db, viewer, companyId);
}

export async function setNonprofit(db: Db, companyId: string, nonprofit: boolean): Promise<void> {
  const updated = await db
    .update(companies)
    .set({ nonprofit, nonprofitRequested: false, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id });
  if (!updated.length) throw new NotFoundError(COMPANY_MESSAGES.companyNotFound);
}

/** The profile's reads and writes that need `CompanyProfileDeps`, built once by the composition root. */
export function createCompanyProfiles(deps: CompanyProfileDeps) {
  return bindDeps(deps, { getCompanyProfile, updateCompanyProfile, replaceCompanyLogo });
}
export type CompanyProfiles = ReturnType<typeof createCompanyProfiles>;
