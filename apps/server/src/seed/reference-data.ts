import { count } from 'drizzle-orm';
import type { Db } from '../platform/db/index.ts';
import { benefits } from '../modules/benefits/tables.ts';
import { ensureEmailTemplates } from '../modules/email-templates/service.ts';
import { seedCatalogues } from './catalogues.ts';
import { DEMO_BENEFITS } from './demo-companies.ts';

/**
 * The reference data every site needs, demo or not, safe to run on every start: skills, experience
 * areas, the four dropdown kinds, score messages, benefits, email templates. Message templates come
 * with migration 0011 and the site configuration row with `ensureSiteConfiguration`. Other reference data (a starter
 * career-advice library, …) is added here, so `main.ts` keeps one call.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await seedCatalogues(db);
  await ensureBenefitsCatalogue(db);
  await ensureEmailTemplates(db);
}

/** The benefits catalogue while it is empty (an administrator's deletions stay deleted). */
async function ensureBenefitsCatalogue(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(benefits);
  if (n > 0) return;
  await db
    .insert(benefits)
    .values(DEMO_BENEFITS.map((b, index) => ({ ...b, sortOrder: index + 1 })))
    .onConflictDoNothing();
}
