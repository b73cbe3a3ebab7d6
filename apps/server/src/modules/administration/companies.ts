import { subscriptionsAs } from '../subscriptions/queries.ts';
import { escapeLike } from '../../platform/db/like.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { required } from '@talentmatch/shared/required';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCompanyDetail, AdminCompanyList, AdminEmployerList, AdminListQuery } from '@talentmatch/shared/companies';
import { listCompanyJobsForAdmin } from '../jobs/service.ts';
import type { Db } from '../../platform/db/index.ts';
import { companyDirectory } from '../companies/queries.ts';
import type { AppContext } from '../../platform/context.ts';
import { getTeam } from '../hiring-team/service.ts';
import { asStatus, findSubscription, getOverview, type SubscriptionDeps } from '../subscriptions/service.ts';
import type { CompanyProfiles } from '../companies/service.ts';
import { userDirectory, userDirectoryAs } from '../users/queries.ts';

export async function listCompaniesForAdmin(db: Db, query: AdminListQuery): Promise<AdminCompanyList> {
  const where: SQL[] = [];
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    where.push(
      required(or(ilike(companyDirectory.name, like), ilike(companyDirectory.industry, like), ilike(companyDirectory.location, like))),
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(companyDirectory).where(condition);
  const rows = await db
    .select({
      id: companyDirectory.id,
      name: companyDirectory.name,
      industry: companyDirectory.industry,
      location: companyDirectory.location,
      size: companyDirectory.size,
      nonprofit: companyDirectory.nonprofit,
      nonprofitRequested: companyDirectory.nonprofitRequested,
      createdAt: companyDirectory.createdAt,
      memberCount: sql<number>`(select count(*)::int from ${userDirectoryAs('u')} where u.company_id = "company_directory"."id" and u.deleted_at is null)`,
      status: sql<string | null>`(select s.status from ${subscriptionsAs('s')} where s.company_id = "company_directory"."id")`,
    })
    .from(companyDirectory)
    .where(condition)
    .orderBy(asc(sql`lower(${companyDirectory.name})`), asc(companyDirectory.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ status, ...r }) => ({
      ...r,
      subscriptionStatus: status ? asStatus(status) : null,
      createdAt: r.createdAt.toISOString(),
    })),
    totalRecords: total,
  };
}

/** The subscription's reads and the company profile, for the administrator's company page. */
export type AdminCompanyDeps = Pick<SubscriptionDeps, 'db' | 'payments' | 'provider' | 'usage'> & {
  companyProfiles: Pick<CompanyProfiles, 'getCompanyProfile'>;
};

export async function getCompanyForAdmin(
  ctx: Pick<AppContext, 'db' | 'config'>,
  subscriptionDeps: AdminCompanyDeps,
  viewer: Actor,
  companyId: string,
): Promise<AdminCompanyDetail> {
  const company = await subscriptionDeps.companyProfiles.getCompanyProfile(ctx.db, viewer, companyId);
  const team = await getTeam(ctx, viewer, companyId);
  const overview = (await findSubscription(ctx.db, companyId)) ? await getOverview(subscriptionDeps, companyId, viewer) : null;
  return {
    company,
    team,
    subscription: overview
      ? {
          status: overview.status,
          planName: overview.plan?.name ?? null,
          trialEndsAt: overview.trialEndsAt,
          currentPeriodEnd: overview.currentPeriodEnd,
          hasPaymentMethod: overview.hasPaymentMethod,
        }
      : null,
    jobs: await listCompanyJobsForAdmin(ctx.db, companyId),
  };
}

/** Users holding the Employer role (with or without a company), newest first. */
export async function listEmployersForAdmin(db: Db, query: AdminListQuery): Promise<AdminEmployerList> {
  const where: SQL[] = [isNull(userDirectory.deletedAt), sql`'Employer' = any(${userDirectory.roles})`];
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    where.push(
      required(
        or(
          ilike(userDirectory.email, like),
          ilike(userDirectory.firstName, like),
          ilike(userDirectory.lastName, like),
          ilike(sql`${userDirectory.firstName} || ' ' || ${userDirectory.lastName}`, like),
          ilike(companyDirectory.name, like),
        ),
      ),
    );
  }
  const condition = and(...where);
  const [{ total }] = await db
    .select({ total: count() })
    .from(userDirectory)
    .leftJoin(companyDirectory, eq(companyDirectory.id, userDirectory.companyId))
    .where(condition);
  const rows = await db
    .select({
      id: userDirectory.id,
      email: userDirectory.email,
      firstName: userDirectory.firstName,
      lastName: userDirectory.lastName,
      companyId: userDirectory.companyId,
      companyName: companyDirectory.name,
      roles: userDirectory.roles,
      createdAt: userDirectory.createdAt,
      lastLoginAt: userDirectory.lastLoginAt,
    })
    .from(userDirectory)
    .leftJoin(companyDirectory, eq(companyDirectory.id, userDirectory.companyId))
    .where(condition)
    .orderBy(desc(userDirectory.createdAt), asc(userDirectory.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ roles, ...r }) => ({
      ...r,
      isAccountManager: roles.includes('AccountManager'),
      createdAt: r.createdAt.toISOString(),
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    })),
    totalRecords: total,
  };
}
