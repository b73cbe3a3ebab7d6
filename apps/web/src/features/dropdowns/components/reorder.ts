import type { DropdownOption } from '@talentmatch/shared/catalogues';

/**
 * The option updates that move one option up or down: orders are renumbered 0..n-1 first (old data
 * may hold gaps or ties), then the two neighbours swap. Only changed options are returned.
 */
export function moveOption(options: DropdownOption[], index: number, direction: -1 | 1): DropdownOption[] {
  const target = index + direction;
  if (target < 0 || target >= options.length) return [];
  const order = options.map((o) => o.id);
  [order[index], order[target]] = [order[target], order[index]];
  return options
    .map((o) => ({ ...o, sortOrder: order.indexOf(o.id) }))
    .filter((o) => o.sortOrder !== options.find((p) => p.id === o.id)?.sortOrder);
}
