import type { CompanyRegistration } from '@talentmatch/shared/auth-schemas';
import type { Db } from '../../platform/db/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { can } from '../companies/policy.ts';
import { type CompanyView, createCompany, type Logo, presentCompany, storeCompanyLogo } from '../companies/service.ts';
import { startTrial } from '../subscriptions/service.ts';
import { findUserById, joinCompany, userRoles } from '../users/service.ts';

const ALREADY_IN_COMPANY = 'Your account already belongs to a company.';

/**
 * Creates the company, makes the user its account manager and starts the trial. It lives here, beside its route,
 * because it needs the companies, users and subscriptions modules at once (and subscriptions and users depend on companies).
 */
export async function registerCompany(
  deps: { db: Db; storage: FileStorage; trialDays: number },
  input: { userId: string; company: CompanyRegistration; logo?: Logo },
): Promise<CompanyView> {
  const { db, trialDays } = deps;
  const user = await findUserById(db, input.userId);
  if (!user || user.deletedAt) throw new NotFoundError('This account no longer exists.');
  if (!can({ userId: user.id, roles: userRoles(user), companyId: user.companyId }, 'register')) throw new ConflictError(ALREADY_IN_COMPANY);

  const logoFileId = input.logo ? await storeCompanyLogo(deps, input.logo) : null;

  const company = await db.transaction(async (tx) => {
    const created = await createCompany(tx, input.company, logoFileId);
    const roles = [...new Set([...user.roles, 'Employer', 'AccountManager'])];
    if (!(await joinCompany(tx, user.id, created.id, roles))) throw new ConflictError(ALREADY_IN_COMPANY);
    await startTrial(tx, created.id, trialDays);
    return created;
  });
  return presentCompany(company);
}
