import type { Db } from '../../platform/db/index.ts';
import { getSiteTimeZone } from '../site-config/service.ts';

const DEFAULT_REPORT_TIME_ZONE = 'UTC';

/**
 * The site's time zone for the reports (days, weeks and months start at local midnight there) and
 * for the day a landing visit is stored under: the site configuration's time zone.
 */
export async function reportTimeZone(db: Db): Promise<string> {
  return (await getSiteTimeZone(db)) || DEFAULT_REPORT_TIME_ZONE;
}
