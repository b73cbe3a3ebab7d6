import { readFragment } from '../../platform/db/read-fragment.ts';
import { subscriptions } from './tables.ts';
// Raw-SQL reads of this module's tables by other modules (platform/db/read-fragment.ts).
/** Company subscriptions, for another module's raw SQL: ``join ${subscriptionsAs('x')} on …``. */
export const subscriptionsAs = readFragment(subscriptions);
