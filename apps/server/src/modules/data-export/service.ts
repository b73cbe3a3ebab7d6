import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { DATA_EXPORT_MESSAGES, DATA_EXPORT_RETENTION_DAYS, type DataExport, type DataExportState } from '@talentmatch/shared/data-export';
import type { Role } from '@talentmatch/shared/roles';
import type { AppContext } from '../../platform/context.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import type { JobInfo, JobQueue } from '../../platform/jobs.ts';
import { sendSystemEmail } from '../email-templates/service.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { findUserById } from '../users/service.ts';
import { buildPersonalArchive } from './collect.ts';
import { dataExports, type DataExportRow } from './tables.ts';

/** "Download my data" (docs/security.md, "Data rights"): request, prepare in the background, download, expire. */

export const PREPARE_JOB = 'data-export.prepare';
export const EXPIRE_JOB = 'data-export.expire';
const DOWNLOAD_NOT_BY_SUPPORT = 'Support cannot download a user’s data while viewing their account.';

type Deps = Pick<AppContext, 'db' | 'storage' | 'jobs' | 'mailer' | 'config'>;

const DAY_MS = 86_400_000;
const ACTIVE = ['requested', 'preparing'] as const;

function presentExport(row: DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
  };
}

const storageKey = (userId: string, exportId: string) => `data-exports/${userId}/${exportId}`;

/** The user's kept export (an expired one counts as gone even before the expiry job deletes it). */
export async function currentExport(deps: Pick<Deps, 'db'>, userId: string, now = new Date()): Promise<DataExportState> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.userId, userId)).limit(1);
  if (!row || (row.expiresAt && row.expiresAt <= now)) return { export: null };
  return { export: presentExport(row) };
}

/**
 * A new export for the user, queued for preparation. One at a time: 409 while one is requested or being
 * prepared. A kept (ready or failed) export is replaced, and its archive deleted.
 */
export async function requestExport(deps: Deps, userId: string): Promise<DataExport> {
  const [previous] = await deps.db.select().from(dataExports).where(eq(dataExports.userId, userId)).limit(1);
  if (previous && (ACTIVE as readonly string[]).includes(previous.status)) throw new ConflictError(DATA_EXPORT_MESSAGES.alreadyPreparing);
  const now = new Date();
  // the conflict update only takes a row that is not in progress: of two requests at once, one wins and the other gets 409
  const [row] = await deps.db
    .insert(dataExports)
    .values({ userId, status: 'requested', requestedAt: now })
    .onConflictDoUpdate({
      target: dataExports.userId,
      set: {
        id: sql`gen_random_uuid()`,
        status: 'requested',
        storageKey: null,
        size: null,
        error: null,
        requestedAt: now,
        readyAt: null,
        expiresAt: null,
      },
      setWhere: sql`${dataExports.status} not in ('requested', 'preparing')`,
    })
    .returning();
  if (!row) throw new ConflictError(DATA_EXPORT_MESSAGES.alreadyPreparing);
  if (previous?.storageKey) await deps.storage.delete(previous.storageKey);
  await deps.jobs.enqueue(PREPARE_JOB, { exportId: row.id });
  return presentExport(row);
}

/** The archive, for its owner only: 404 for anyone else's id, an unknown one or an expired one; 409 while it is being prepared. */
export async function downloadExport(
  deps: Pick<Deps, 'db' | 'storage'>,
  viewer: { userId: string; impersonatorId: string | null },
  id: string,
  now = new Date(),
): Promise<{ data: Buffer; fileName: string }> {
  if (viewer.impersonatorId) throw new ForbiddenError(DOWNLOAD_NOT_BY_SUPPORT);
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, viewer.userId)))
    .limit(1);
  if (!row || (row.expiresAt && row.expiresAt <= now) || row.status === 'failed') throw new NotFoundError(DATA_EXPORT_MESSAGES.notFound);
  if (row.status !== 'ready' || !row.storageKey) throw new ConflictError(DATA_EXPORT_MESSAGES.notReady);
  const data = await deps.storage.get(row.storageKey);
  if (!data) throw new NotFoundError(DATA_EXPORT_MESSAGES.notFound);
  const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
  return { data, fileName: `talentmatch-data-${day}.zip` };
}

function settingsPath(roles: readonly Role[]): string {
  if (roles.includes('Candidate')) return '/candidate/settings';
  if (roles.includes('Employer') || roles.includes('AccountManager')) return '/employer/settings';
  return '/admin/settings';
}

/** The job: builds the archive, stores it, marks the export ready and emails the user. Safe to run twice. */
export async function prepareExport(deps: Deps, exportId: string, job: Pick<JobInfo, 'lastAttempt'>, now = new Date()): Promise<void> {
  const [claimed] = await deps.db
    .update(dataExports)
    .set({ status: 'preparing' })
    .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, [...ACTIVE])))
    .returning();
  if (!claimed) return; // replaced, or already done by an earlier run
  const key = storageKey(claimed.userId, claimed.id);
  try {
    const archive = await buildPersonalArchive(deps, claimed.userId, now);
    await deps.storage.put(key, archive);
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_RETENTION_DAYS * DAY_MS);
    const [ready] = await deps.db
      .update(dataExports)
      .set({ status: 'ready', storageKey: key, size: archive.length, readyAt: now, expiresAt, error: null })
      .where(and(eq(dataExports.id, claimed.id), eq(dataExports.status, 'preparing')))
      .returning();
    if (!ready) {
      await deps.storage.delete(key);
      return;
    }
    const user = await findUserById(deps.db, claimed.userId);
    if (user && !user.deletedAt) {
      const site = await getSiteConfiguration(deps.db);
      await sendSystemEmail(
        deps,
        'data-export-ready',
        { email: user.email, userId: user.id },
        {
          firstName: user.firstName,
          expiresOn: expiresAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: site.timeZone }),
          settingsUrl: `${deps.config.publicUrl}${settingsPath(user.roles as Role[])}`,
        },
      );
    }
  } catch (error) {
    // the last attempt leaves a failed export the user can see and ask again for; earlier ones are retried
    if (job.lastAttempt) {
      await deps.db
        .update(dataExports)
        .set({ status: 'failed', error: String(error instanceof Error ? error.message : error).slice(0, 500) })
        .where(eq(dataExports.id, claimed.id));
      await deps.storage.delete(key);
    }
    throw error;
  }
}

/** The recurring job: deletes archives past their expiry date, and their rows. */
export async function expireExports(deps: Pick<Deps, 'db' | 'storage'>, now = new Date()): Promise<number> {
  const due = await deps.db
    .select()
    .from(dataExports)
    .where(and(isNotNull(dataExports.expiresAt), lte(dataExports.expiresAt, now)));
  for (const row of due) {
    if (row.storageKey) await deps.storage.delete(row.storageKey);
    await deps.db.delete(dataExports).where(and(eq(dataExports.id, row.id), lte(dataExports.expiresAt, now)));
  }
  return due.length;
}

export function defineDataExportJobs(jobs: JobQueue, deps: Deps): void {
  jobs.define<{ exportId: string }>(PREPARE_JOB, ({ exportId }, job) => prepareExport(deps, exportId, job), {
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
  });
  jobs.define(EXPIRE_JOB, () => expireExports(deps), { retryLimit: 0, exclusive: true });
  jobs.every(EXPIRE_JOB, 60 * 60);
}
