import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CompanyRegistration } from '@talentmatch/shared/auth-schemas';
import type { Db } from '../../platform/db/index.ts';
import { companies, files } from '../../platform/db/schema.ts';
import { startTrial } from '../subscriptions/service.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { findUserById, joinCompany, userRoles } from '../users/service.ts';
import { canRegisterCompany } from './policy.ts';

export const INVITATION_INVALID = 'This invitation is no longer valid.';
export const ALREADY_IN_COMPANY = 'Your account already belongs to a company.';

type CompanyRow = typeof companies.$inferSelect;

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

/** Creates the company, makes the user its account manager and starts the trial. */
export async function registerCompany(
  deps: { db: Db; storage: FileStorage; trialDays: number },
  input: { userId: string; company: CompanyRegistration; logo?: Logo },
): Promise<CompanyView> {
  const { db, storage, trialDays } = deps;
  const user = await findUserById(db, input.userId);
  if (!user || user.deletedAt) throw new NotFoundError('This account no longer exists.');
  if (!canRegisterCompany({ roles: userRoles(user), companyId: user.companyId })) throw new ConflictError(ALREADY_IN_COMPANY);

  let logoFileId: string | null = null;
  if (input.logo) {
    const fileId = randomUUID();
    const storageKey = `logos/${fileId}`;
    await storage.put(storageKey, input.logo.data);
    await db.insert(files).values({
      id: fileId,
      kind: 'company-logo',
      contentType: input.logo.contentType,
      size: input.logo.data.length,
      storageKey,
    });
    logoFileId = fileId;
  }

  const company = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companies)
      // a self-declared nonprofit is a request: only an administrator's verification unlocks nonprofit plans
      .values({ ...input.company, nonprofit: false, nonprofitRequested: input.company.nonprofit, logoFileId })
      .returning();
    const roles = [...new Set([...user.roles, 'Employer', 'AccountManager'])];
    if (!(await joinCompany(tx, user.id, created.id, roles))) throw new ConflictError(ALREADY_IN_COMPANY);
    await startTrial(tx, created.id, trialDays);
    return created;
  });
  return presentCompany(company);
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

export { getCompanyProfile, loadVisibleCompany, setNonprofit, versionedLogoUrl } from './profile-service.ts';
