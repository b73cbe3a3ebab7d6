import { apiRequest } from '../../../lib/http-client.ts';

/** POST api/training/items/{id}/time: reading time while the page is visible (failures are ignored). */
export function recordTime(id: string, seconds: number): Promise<{ secondsSpent: number }> {
  return apiRequest(`/api/training/items/${encodeURIComponent(id)}/time`, { method: 'POST', body: { seconds } });
}
