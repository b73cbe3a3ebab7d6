import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES,
  DROPDOWN_KIND_LABELS,
  DROPDOWN_KINDS,
  type Dropdown,
  type DropdownKind,
  type DropdownOption,
  type DropdownSummary,
} from '@talentmatch/shared/catalogues';
import type { Db, Tx } from '../../platform/db/index.ts';
import { BadRequestError, NotFoundError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { dropdownOptions } from './tables.ts';

type OptionRow = typeof dropdownOptions.$inferSelect;

export interface OptionInput {
  kind: DropdownKind;
  list: string;
  label: string;
  value: number | null;
  sortOrder?: number;
  isActive: boolean;
}

function presentOption(row: OptionRow): DropdownOption {
  return {
    id: row.id,
    kind: row.kind,
    list: row.kind === 'general' ? row.list : DROPDOWN_KIND_LABELS[row.kind],
    label: row.label,
    value: row.value,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
  };
}

const kindOrder = sql`array_position(array['general','degree','years','education']::text[], ${dropdownOptions.kind})`;

async function allRows(db: Db, where?: ReturnType<typeof and>) {
  return db
    .select()
    .from(dropdownOptions)
    .where(where)
    .orderBy(kindOrder, asc(dropdownOptions.list), asc(dropdownOptions.sortOrder), asc(sql`lower(${dropdownOptions.label})`));
}

/** `GET api/dropdown/all`: every list with all its options, inactive ones included. */
export async function listAll(db: Db): Promise<Dropdown[]> {
  const rows = await allRows(db);
  const groups = new Map<string, Dropdown>();
  // the three fixed kinds are always listed, even while empty
  for (const kind of DROPDOWN_KINDS.filter((k) => k !== 'general'))
    groups.set(`${kind}:`, { kind, list: DROPDOWN_KIND_LABELS[kind], options: [] });
  for (const row of rows) {
    const key = `${row.kind}:${row.kind === 'general' ? row.list : ''}`;
    const group = groups.get(key) ?? { kind: row.kind, list: presentOption(row).list, options: [] };
    group.options.push(presentOption(row));
    groups.set(key, group);
  }
  const order = (d: Dropdown) => DROPDOWN_KINDS.indexOf(d.kind);
  return [...groups.values()].sort((a, b) => order(a) - order(b) || a.list.localeCompare(b.list));
}

/** `GET api/dropdown/dropdowns`: the lists with their option counts. */
export async function listDropdowns(db: Db): Promise<DropdownSummary[]> {
  return (await listAll(db)).map((d) => ({
    kind: d.kind,
    list: d.list,
    optionCount: d.options.length,
    activeCount: d.options.filter((o) => o.isActive).length,
  }));
}

/** `GET api/options/{kind}`: the active options offered for new records. */
export async function activeOptions(db: Db, kind: DropdownKind): Promise<DropdownOption[]> {
  const rows = await allRows(db, and(eq(dropdownOptions.kind, kind), eq(dropdownOptions.isActive, true)));
  return rows.map(presentOption);
}

const labelTaken = () => new BadRequestError(CATALOGUE_MESSAGES.optionLabelTaken, { label: [CATALOGUE_MESSAGES.optionLabelTaken] });

export async function createOption(db: Db, input: OptionInput): Promise<DropdownOption> {
  const list = input.kind === 'general' ? input.list : '';
  let sortOrder = input.sortOrder;
  if (sortOrder === undefined) {
    const [{ next }] = await db
      .select({ next: sql<number>`coalesce(max(${dropdownOptions.sortOrder}) + 1, 0)::int` })
      .from(dropdownOptions)
      .where(and(eq(dropdownOptions.kind, input.kind), eq(dropdownOptions.list, list)));
    sortOrder = next;
  }
  try {
    const [row] = await db
      .insert(dropdownOptions)
      .values({ ...input, list, sortOrder })
      .returning();
    return presentOption(row);
  } catch (error) {
    if (isUniqueViolation(error, 'dropdown_options_label_key')) throw labelTaken();
    throw error;
  }
}

/** Updates label, value, order and active flag; `kind` (when given) must match the option's kind. */
export async function updateOption(
  db: Db,
  input: { id: string; label: string; value: number | null; sortOrder: number; isActive: boolean },
  kind?: DropdownKind,
): Promise<DropdownOption> {
  const [current] = await db.select().from(dropdownOptions).where(eq(dropdownOptions.id, input.id)).limit(1);
  if (!current || (kind && current.kind !== kind)) throw new NotFoundError(CATALOGUE_MESSAGES.optionNotFound);
  try {
    const [row] = await db
      .update(dropdownOptions)
      .set({ label: input.label, value: input.value, sortOrder: input.sortOrder, isActive: input.isActive, updatedAt: new Date() })
      .where(eq(dropdownOptions.id, input.id))
      .returning();
    return presentOption(row);
  } catch (error) {
    if (isUniqueViolation(error, 'dropdown_options_label_key')) throw labelTaken();
    throw error;
  }
}

/**
 * An option a record may use: of the right kind and active, or the one the record already has
 * (inactive options stay valid on old records but are not offered for new ones).
 */
export async function requireUsableOption(
  db: Tx,
  field: string,
  kind: DropdownKind,
  id: string,
  currentId?: string | null,
): Promise<OptionRow> {
  const [row] = await db.select().from(dropdownOptions).where(eq(dropdownOptions.id, id)).limit(1);
  if (!row || row.kind !== kind) {
    const msg = 'Choose an option from the list.';
    throw new BadRequestError(msg, { [field]: [msg] });
  }
  if (!row.isActive && row.id !== currentId) {
    const msg = 'This option is no longer offered; choose another.';
    throw new BadRequestError(msg, { [field]: [msg] });
  }
  return row;
}
