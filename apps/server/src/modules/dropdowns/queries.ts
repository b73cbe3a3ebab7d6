import { readFragment } from '../../platform/db/read-fragment.ts';
import { dropdownOptions } from './tables.ts';
// Raw-SQL reads of this module's tables by other modules (platform/db/read-fragment.ts).
/** Dropdown options (a catalogue's choices and their values), for another module's raw SQL: ``join ${dropdownOptionsAs('x')} on …``. */
export const dropdownOptionsAs = readFragment(dropdownOptions);
