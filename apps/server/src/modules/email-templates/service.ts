import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  SYSTEM_TEMPLATE_KEYS,
  templateContentSchema,
  type EmailPreview,
  type EmailTemplate,
  type NotificationKind,
  type PlaceholderInfo,
  type SystemTemplateKey,
  NOTIFICATION_KINDS,
} from '@talentmatch/shared/email-templates';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { userDirectory } from '../users/queries.ts';
import { recordAudit } from '../audit-log/service.ts';
import { BadRequestError, ConflictError, NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { ANNOUNCEMENT_PLACEHOLDERS, SYSTEM_TEMPLATES, sampleValues } from './catalogue.ts';
import { fillRenderedEmail, renderEmail } from './render.ts';
import { emailPreferences, emailTemplates } from './tables.ts';

type TemplateRow = typeof emailTemplates.$inferSelect;
const isSystemKey = (key: string): key is SystemTemplateKey => (SYSTEM_TEMPLATE_KEYS as readonly string[]).includes(key);

const TEMPLATE_NOT_FOUND = 'This email template does not exist.';

/** Reference data: one row per built-in template (existing rows, edited or not, are left alone). */
export async function ensureEmailTemplates(db: Db): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(
      SYSTEM_TEMPLATE_KEYS.map((key) => ({
        key,
        kind: 'system' as const,
        name: SYSTEM_TEMPLATES[key].name,
        ...pick(SYSTEM_TEMPLATES[key]),
      })),
    )
    .onConflictDoNothing({ target: emailTemplates.key });
}

const pick = (t: { subject: string; body: string }) => ({ subject: t.subject, body: t.body });

function placeholdersOf(row: Pick<TemplateRow, 'key'>): PlaceholderInfo[] {
  return isSystemKey(row.key) ? SYSTEM_TEMPLATES[row.key].placeholders : ANNOUNCEMENT_PLACEHOLDERS;
}

function present(row: TemplateRow): EmailTemplate {
  const system = isSystemKey(row.key) ? SYSTEM_TEMPLATES[row.key] : null;
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    name: row.name,
    description: system?.description ?? 'An announcement administrators send to an audience.',
    subject: row.subject,
    body: row.body,
    placeholders: placeholdersOf(row),
    customised: system ? system.subject !== row.subject || system.body !== row.body : false,
    security: system ? system.notification === null && (system.key === 'password-reset' || system.key === 'password-changed') : false,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listEmailTemplates(db: Db): Promise<EmailTemplate[]> {
  const rows = await db.select().from(emailTemplates).orderBy(asc(emailTemplates.kind), asc(emailTemplates.name));
  const order = (r: TemplateRow) => (isSystemKey(r.key) ? SYSTEM_TEMPLATE_KEYS.indexOf(r.key) : 100);
  return rows.sort((a, b) => order(a) - order(b)).map(present);
}

export async function loadRow(db: Db, id: string): Promise<TemplateRow> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  if (!row) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  return row;
}

export async function getEmailTemplate(db: Db, id: string): Promise<EmailTemplate> {
  return present(await loadRow(db, id));
}

/** Validates subject and body against the template's placeholders (400 naming the field). */
function parseContent(placeholders: PlaceholderInfo[], input: unknown): { subject: string; body: string } {
  return parseOrThrow(templateContentSchema(placeholders.map((p) => p.name)), input);
}

export async function audit(db: Db, actorId: string, action: string, id: string, details: Record<string, unknown>) {
  await recordAudit(db, { actorId, action, subjectType: 'email-template', subjectId: id, details });
}

export async function updateEmailTemplate(db: Db, actorId: string, id: string, input: unknown): Promise<EmailTemplate> {
  const row = await loadRow(db, id);
  const content = parseContent(placeholdersOf(row), input);
  const [saved] = await db
    .update(emailTemplates)
    .set({ ...content, updatedAt: new Date(), updatedBy: actorId })
    .where(eq(emailTemplates.id, id))
    .returning();
  await audit(db, actorId, 'email-template.update', id, { key: row.key });
  return present(saved);
}

export async function resetEmailTemplate(db: Db, actorId: string, id: string): Promise<EmailTemplate> {
  const row = await loadRow(db, id);
  if (!isSystemKey(row.key)) throw new ConflictError('An announcement has no default to reset to.');
  const [saved] = await db
    .update(emailTemplates)
    .set({ ...pick(SYSTEM_TEMPLATES[row.key]), updatedAt: new Date(), updatedBy: actorId })
    .where(eq(emailTemplates.id, id))
    .returning();
  await audit(db, actorId, 'email-template.reset', id, { key: row.key });
  return present(saved);
}

export async function createAnnouncementTemplate(
  db: Db,
  actorId: string,
  input: { name: string; subject: string; body: string },
): Promise<EmailTemplate> {
  const content = parseContent(ANNOUNCEMENT_PLACEHOLDERS, input);
  const [saved] = await db
    .insert(emailTemplates)
    .values({ key: `announcement:${randomUUID()}`, kind: 'announcement', name: input.name, ...content, updatedBy: actorId })
    .returning();
  await audit(db, actorId, 'email-template.create', saved.id, { name: input.name });
  return present(saved);
}

export async function deleteAnnouncementTemplate(db: Db, actorId: string, id: string): Promise<void> {
  const row = await loadRow(db, id);
  if (row.kind !== 'announcement') throw new ConflictError('Built-in templates cannot be deleted; reset them instead.');
  await db.delete(emailTemplates).where(eq(emailTemplates.id, id));
  await audit(db, actorId, 'email-template.delete', id, { name: row.name });
}

interface RenderContext {
  publicUrl: string;
}

/** Renders subject and body (already validated) with values; adds the template's button and the footer. */
export async function renderWith(
  db: Db,
  key: string,
  content: { subject: string; body: string },
  values: Record<string, string>,
  options: { unsubscribeUrl?: string } = {},
) {
  const site = await getSiteConfiguration(db);
  const all: Record<string, string> = { siteName: site.siteName, ...values };
  const system = isSystemKey(key) ? SYSTEM_TEMPLATES[key] : null;
  const actionUrl = system?.action ? all[system.action.urlPlaceholder] : undefined;
  return renderEmail({
    ...content,
    values: all,
    siteName: site.siteName,
    action: system?.action && actionUrl ? { label: system.action.label, url: actionUrl } : undefined,
    contact: { email: site.contactEmail, phone: site.contactPhone },
    unsubscribeUrl: options.unsubscribeUrl,
  });
}

/** A preview with the sample values; the subject and body given (unsaved edits) or the stored ones. */
export async function previewEmailTemplate(db: Db, id: string, input: unknown, ctx: RenderContext): Promise<EmailPreview> {
  const row = await loadRow(db, id);
  const placeholders = placeholdersOf(row);
  const content = input && typeof input === 'object' && Object.keys(input).length ? parseContent(placeholders, input) : pick(row);
  const values = sampleValues(placeholders);
  const unsubscribeUrl = row.kind === 'announcement' ? `${ctx.publicUrl}/api/email/unsubscribe?sample=1` : undefined;
  return renderWith(db, row.key, content, values, { unsubscribeUrl });
}

/** "Send a test to me": the preview, mailed to the administrator. */
export async function sendTestEmail(ctx: AppContext, adminId: string, id: string, input: unknown): Promise<{ to: string }> {
  const [admin] = await ctx.db.select({ email: userDirectory.email }).from(userDirectory).where(eq(userDirectory.id, adminId)).limit(1);
  if (!admin) throw new NotFoundError('Your account was not found.');
  const preview = await previewEmailTemplate(ctx.db, id, input, { publicUrl: ctx.config.publicUrl });
  await ctx.mailer.send({ to: admin.email, subject: `[Test] ${preview.subject}`, text: preview.text, html: preview.html });
  return { to: admin.email };
}

// ---------------------------------------------------------------------------------------------
// Sending the product's emails

/** Whether the user lets this kind through (no row: on). */
export async function notificationEnabled(db: Db, userId: string, kind: NotificationKind): Promise<boolean> {
  const [row] = await db
    .select({ enabled: emailPreferences.enabled })
    .from(emailPreferences)
    .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.kind, kind)))
    .limit(1);
  return row?.enabled ?? true;
}

/**
 * The email of a built-in template for one recipient, with the stored (admin-edited) text. Other
 * modules call this and hand the result to `ctx.mailer.send`.
 */
export async function renderSystemEmail(db: Db, key: SystemTemplateKey, to: string, values: Record<string, string>): Promise<MailMessage> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, key)).limit(1);
  const content = row ? pick(row) : pick(SYSTEM_TEMPLATES[key]);
  const rendered = await renderWith(db, key, content, values);
  return { to, ...rendered };
}

/**
 * Many emails of one built-in template in a run (job alert digests): the template is read and rendered once with the
 * `perRecipient` placeholders left in, and each mail is that filled with its values; the mails are those
 * renderSystemEmail makes.
 */
export async function systemEmailRenderer(
  db: Db,
  key: SystemTemplateKey,
  perRecipient: readonly string[],
): Promise<(to: string, values: Record<string, string>) => MailMessage> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, key)).limit(1);
  const content = row ? pick(row) : pick(SYSTEM_TEMPLATES[key]);
  const compiled = await renderWith(db, key, content, Object.fromEntries(perRecipient.map((name) => [name, `{{${name}}}`])));
  return (to, values) => ({ to, ...fillRenderedEmail(compiled, values) });
}

/**
 * The email of a built-in template for one recipient, or null when the recipient (a user, found by
 * id or by address) switched its kind off. Security mails (no notification kind) are never null.
 */
export async function templatedEmail(
  db: Db,
  key: SystemTemplateKey,
  recipient: { email: string; userId?: string | null },
  values: Record<string, string>,
): Promise<MailMessage | null> {
  const kind = SYSTEM_TEMPLATES[key].notification;
  if (kind) {
    let userId = recipient.userId ?? null;
    if (!userId) {
      const [user] = await db
        .select({ id: userDirectory.id })
        .from(userDirectory)
        .where(eq(userDirectory.email, recipient.email.toLowerCase()))
        .limit(1);
      userId = user?.id ?? null;
    }
    if (userId && !(await notificationEnabled(db, userId, kind))) return null;
  }
  return renderSystemEmail(db, key, recipient.email, values);
}

/** Renders and sends a built-in template unless its recipient switched it off; answers whether it went. */
export async function sendSystemEmail(
  ctx: Pick<AppContext, 'db' | 'mailer'>,
  key: SystemTemplateKey,
  recipient: { email: string; userId?: string | null },
  values: Record<string, string>,
): Promise<boolean> {
  const message = await templatedEmail(ctx.db, key, recipient, values);
  if (!message) return false;
  await ctx.mailer.send(message);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Notification settings

export async function getNotificationSettings(db: Db, userId: string): Promise<Record<NotificationKind, boolean>> {
  const rows = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  const byKind = new Map(rows.map((r) => [r.kind, r.enabled]));
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, byKind.get(k) ?? true])) as Record<NotificationKind, boolean>;
}

export async function updateNotificationSettings(
  db: Db,
  userId: string,
  update: Partial<Record<NotificationKind, boolean>>,
): Promise<Record<NotificationKind, boolean>> {
  const entries = Object.entries(update).filter(([, v]) => typeof v === 'boolean') as Array<[NotificationKind, boolean]>;
  if (!entries.length) throw new BadRequestError('Choose at least one notification to change.');
  for (const [kind, enabled] of entries) {
    await db
      .insert(emailPreferences)
      .values({ userId, kind, enabled })
      .onConflictDoUpdate({ target: [emailPreferences.userId, emailPreferences.kind], set: { enabled, updatedAt: new Date() } });
  }
  return getNotificationSettings(db, userId);
}

/** The signed unsubscribe address of one user (announcements). */
export function unsubscribeToken(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}

export function unsubscribeUrl(publicUrl: string, secret: string, userId: string): string {
  return `${publicUrl}/api/email/unsubscribe?u=${encodeURIComponent(userId)}&t=${unsubscribeToken(secret, userId)}`;
}

/** Turns announcements off for the user of a valid link; false for a forged one. */
export async function unsubscribe(db: Db, secret: string, userId: string, token: string): Promise<boolean> {
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const [user] = await db.select({ id: userDirectory.id }).from(userDirectory).where(eq(userDirectory.id, userId)).limit(1);
  if (!user) return false;
  await updateNotificationSettings(db, userId, { announcements: false });
  return true;
}
