import { namedRead } from '../../platform/db/named-read.ts';
import { dropdownOptions } from './tables.ts';

/**
 * Dropdown options as other modules read them: a choice, its label and its rank (`value`), under the name each join
 * gives it (a job's years option and a profile's education level can be in one query).
 */
export const dropdownOptionsAs = namedRead(dropdownOptions, {
  id: dropdownOptions.id,
  kind: dropdownOptions.kind,
  label: dropdownOptions.label,
  value: dropdownOptions.value,
  isActive: dropdownOptions.isActive,
});
