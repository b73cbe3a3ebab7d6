import { eq, inArray } from 'drizzle-orm';
import {
  CANDIDATE_TEMPLATE_TYPES,
  MESSAGE_TEMPLATE_TYPES,
  renderTemplate,
  TEMPLATE_PLACEHOLDERS,
  type HiringActor,
  type MessageTemplate,
  type MessageTemplateList,
  type MessageTemplateType,
  type TemplateValues,
} from '@talentmatch/shared/hiring';
import type { Tx } from '../../platform/db/index.ts';
export type { Tx } from '../../platform/db/index.ts';
import { messageTemplates } from './tables.ts';

/**
 * The seven §3 message templates and the hire's: administrators read and edit them, the hiring pipeline renders
 * them. Texts are plain; rendering fills placeholders with plain values (callers escape for HTML).
 */

type TemplateRow = typeof messageTemplates.$inferSelect;

/** §3: which side's steps post the template. */
function templateSet(type: MessageTemplateType): HiringActor {
  return CANDIDATE_TEMPLATE_TYPES.includes(type) ? 'candidate' : 'employer';
}

function present(row: TemplateRow): MessageTemplate {
  return { type: row.type, set: templateSet(row.type), subject: row.subject, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

/** All of them in the specification's order (the hire's last), with the placeholders an editor may use. */
export async function listMessageTemplates(db: Tx): Promise<MessageTemplateList> {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(inArray(messageTemplates.type, [...MESSAGE_TEMPLATE_TYPES]));
  const byType = new Map(rows.map((r) => [r.type, r]));
  return {
    templates: MESSAGE_TEMPLATE_TYPES.flatMap((type) => {
      const row = byType.get(type);
      return row ? [present(row)] : [];
    }),
    placeholders: TEMPLATE_PLACEHOLDERS.map((p) => ({ name: p.name, description: p.description, sample: p.sample })),
  };
}

/** Saves a template (the body schema has already refused unknown placeholders and HTML). */
export async function saveMessageTemplate(
  db: Tx,
  editorId: string,
  input: { type: MessageTemplateType; subject: string; body: string },
): Promise<MessageTemplate> {
  const now = new Date();
  const [row] = await db
    .insert(messageTemplates)
    .values({ type: input.type, subject: input.subject, body: input.body, updatedAt: now, updatedBy: editorId })
    .onConflictDoUpdate({
      target: messageTemplates.type,
      set: { subject: input.subject, body: input.body, updatedAt: now, updatedBy: editorId },
    })
    .returning();
  return present(row);
}

/** The template's subject and body with the placeholders filled: plain text. */
export async function renderMessageTemplate(
  tx: Tx,
  type: MessageTemplateType,
  values: TemplateValues,
): Promise<{ subject: string; body: string }> {
  const [row] = await tx.select().from(messageTemplates).where(eq(messageTemplates.type, type)).limit(1);
  // migrations 0011 and 0037 seed every type and nothing deletes one
  if (!row) throw new Error(`message template ${type} is missing`);
  return { subject: renderTemplate(row.subject, values), body: renderTemplate(row.body, values) };
}
