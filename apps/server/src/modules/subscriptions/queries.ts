import { namedRead } from '../../platform/db/named-read.ts';
import { subscriptions } from './tables.ts';

/** A company's subscription status, as the administrator's company list shows it. */
export const subscriptionsAs = namedRead(subscriptions, { companyId: subscriptions.companyId, status: subscriptions.status });
