import { instantToWallTime, wallTimeToInstant } from '@talentmatch/shared/interviews';

/** The value of a datetime-local input ("2026-12-07T10:00") in a zone, as an ISO instant; null when incomplete. */
export function slotInstant(local: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return null;
  const instant = wallTimeToInstant(local, timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** An instant as a datetime-local value in a zone. */
export const slotLocal = (instant: string, timeZone: string) => instantToWallTime(instant, timeZone);

/** Tomorrow at 10:00 in the zone, plus `days`: the first suggestion of a new slot. */
export function suggestedSlot(timeZone: string, days: number, now = new Date()): string {
  const day = instantToWallTime(new Date(now.getTime() + (1 + days) * 86_400_000), timeZone).slice(0, 10);
  return `${day}T10:00`;
}
