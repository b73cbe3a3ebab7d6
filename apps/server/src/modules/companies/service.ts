import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CompanyRegistration } from '@talentmatch/shared/auth-schemas';
import type { Db, Tx } from '../../platform/db/index.ts';
import { files } from '../../platform/db/schema.ts';
import { companies } from './tables.ts';
import type { FileStorage } from '../../platform/storage.ts';

export const INVITATION_INVALID = 'This invitation is no longer valid.';

export type CompanyRow = typeof companies.$inferSelect;

export interface CompanyView {
  id: string;
  name: string;
  website: string;
  description: string;
  size: string;
  industry: string;
  location: string;
  nonprofit: boolean;
  nonprofitRequested: boolean;
  logoUrl: string | null;
  createdAt: string;
}

export function presentCompany(company: CompanyRow): CompanyView {
  return {
    id: company.id,
    name: company.name,
    website: company.website,
    description: company.description,
    size: company.size,
    industry: company.industry,
    location: company.location,
    nonprofit: company.nonprofit,
    nonprofitRequested: company.nonprofitRequested,
    logoUrl: company.logoFileId ? `/api/companies/${company.id}/logo` : null,
    createdAt: company.createdAt.toISOString(),
  };
}

export interface Logo {
  data: Buffer;
  contentType: string;
}

/** Stores an uploaded logo as a file and returns the file's id (for `createCompany`). */
export async function storeCompanyLogo(deps: { db: Db; storage: FileStorage }, logo: Logo): Promise<string> {
  const fileId = randomUUID();
  const storageKey = `logos/${fileId}`;
  await deps.storage.put(storageKey, logo.data);
  await deps.db.insert(files).values({
    id: fileId,
    kind: 'company-logo',
    contentType: logo.contentType,
    size: logo.data.length,
    storageKey,
  });
  return fileId;
}

/**
 * Inserts a registered company (inside the registration's transaction, `auth/register-company.ts`). A self-declared
 * nonprofit is a request: only an administrator's verification unlocks the nonprofit plans.
 */
export async function createCompany(tx: Tx, company: CompanyRegistration, logoFileId: string | null): Promise<CompanyRow> {
  const [created] = await tx
    .insert(companies)
    .values({ ...company, nonprofit: false, nonprofitRequested: company.nonprofit, logoFileId })
    .returning();
  return created;
}

/**
 * Locks the company's row until the caller's transaction ends: the checks against the plan's limits (open jobs,
 * seats) and the write they allow become one step, so two requests at the same moment cannot both pass.
 */
export async function lockCompany(tx: Tx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function getCompanyLogo(deps: { db: Db; storage: FileStorage }, companyId: string): Promise<Logo | null> {
  const [row] = await deps.db
    .select({ storageKey: files.storageKey, contentType: files.contentType })
    .from(companies)
    .innerJoin(files, eq(files.id, companies.logoFileId))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return null;
  const data = await deps.storage.get(row.storageKey);
  return data ? { data, contentType: row.contentType } : null;
}

export {
  type CompanyProfiles,
  createCompanyProfiles,
  loadVisibleCompany,
  setNonprofit,
  versionedLogoUrl,
} from './profile-service.ts';
// the company form's logo part, for registration (auth) and the logo change
export { readLogoForm } from './logo-form.ts';
// the answers' schemas, for the routes of registration (auth) and administration
export { companyAnswer, companyProfileAnswer } from './schema.ts';
