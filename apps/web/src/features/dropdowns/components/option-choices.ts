import type { OptionRef } from '@talentmatch/shared/candidate-profile';
import type { DropdownOption } from '@talentmatch/shared/catalogues';

/**
 * Select data for a dropdown: the active options, plus the record's current option when it has
 * since been deactivated (inactive options stay on old records but are not offered for new ones).
 */
export function optionChoices(active: DropdownOption[] | undefined, current?: OptionRef | null): Array<{ value: string; label: string }> {
  const choices = (active ?? []).map((o) => ({ value: o.id, label: o.label }));
  if (current && !choices.some((c) => c.value === current.id))
    choices.push({ value: current.id, label: `${current.label} (no longer offered)` });
  return choices;
}
