import { apiRequest } from '../../../lib/http-client.ts';
import type { Landing } from '../acquisition.ts';

/** POST api/acquisition/visits: one landing visit per browser session; failures are of no concern to the visitor. */
export async function recordLandingVisit(landing: Landing): Promise<void> {
  try {
    await apiRequest<void>('/api/acquisition/visits', { method: 'POST', body: landing, anonymous: true, timeoutMs: 10_000 });
  } catch {
    // counting a visit must never disturb the page
  }
}
