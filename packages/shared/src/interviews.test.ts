import { describe, expect, it } from 'vitest';
import { formatInZone, INTERVIEW_MESSAGES, instantToWallTime, slotProblems, wallTimeToInstant, zoneOffsetMinutes } from './interviews.ts';

const now = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => ({ startsAt: new Date(iso) });

describe('the slot rules', () => {
  it('accepts one to five future slots that do not overlap', () => {
    expect(slotProblems([at('2026-03-11T09:00:00Z'), at('2026-03-11T10:00:00Z')], 60, now)).toEqual({});
  });

  it('names the field of each problem', () => {
    expect(slotProblems([at('2026-03-10T11:59:00Z')], 30, now).slots).toEqual([INTERVIEW_MESSAGES.slotInPast]);
    expect(slotProblems([at('2026-03-11T09:00:00Z')], 14, now).durationMinutes).toEqual([INTERVIEW_MESSAGES.duration]);
    expect(slotProblems([at('2026-03-11T09:00:00Z')], 481, now).durationMinutes).toEqual([INTERVIEW_MESSAGES.duration]);
    expect(slotProblems([at('2026-03-11T09:00:00Z')], 480, now)).toEqual({});
    expect(slotProblems([at('2026-03-11T10:00:00Z'), at('2026-03-11T09:30:00Z')], 31, now).slots).toEqual([
      INTERVIEW_MESSAGES.slotsOverlap,
    ]);
    expect(slotProblems([at('2026-03-11T10:00:00Z'), at('2026-03-11T09:30:00Z')], 30, now)).toEqual({});
    const six = [1, 2, 3, 4, 5, 6].map((d) => at(`2026-03-1${d + 1}T09:00:00Z`));
    expect(slotProblems(six, 30, now).slots).toEqual([INTERVIEW_MESSAGES.tooManySlots]);
    expect(slotProblems([], 30, now).slots).toEqual([INTERVIEW_MESSAGES.noSlots]);
  });
});

describe('daylight saving: a slot proposed in March for a date after the clocks change', () => {
  it('Europe/Berlin: 10:00 on 2 April is 08:00 UTC (CEST), although on 10 March Berlin is UTC+1', () => {
    expect(zoneOffsetMinutes(now, 'Europe/Berlin')).toBe(60);
    const slot = wallTimeToInstant('2026-04-02T10:00', 'Europe/Berlin');
    expect(slot.toISOString()).toBe('2026-04-02T08:00:00.000Z');
    expect(instantToWallTime(slot, 'Europe/Berlin')).toBe('2026-04-02T10:00');
    expect(formatInZone(slot, 'Europe/Berlin')).toContain('10:00 AM');
    // the same instant for a viewer in New York (already on EDT)
    expect(formatInZone(slot, 'America/New_York')).toContain('4:00 AM');
  });

  it('America/New_York: 10:00 on 20 March is 14:00 UTC (EDT), although on 1 March New York is UTC−5', () => {
    expect(zoneOffsetMinutes(new Date('2026-03-01T12:00:00Z'), 'America/New_York')).toBe(-300);
    const slot = wallTimeToInstant('2026-03-20T10:00', 'America/New_York');
    expect(slot.toISOString()).toBe('2026-03-20T14:00:00.000Z');
    expect(instantToWallTime(slot, 'America/New_York')).toBe('2026-03-20T10:00');
    expect(formatInZone(slot, 'Europe/Berlin')).toContain('3:00 PM');
  });

  it('keeps a time that does not change zone offset as it is (UTC)', () => {
    expect(wallTimeToInstant('2026-04-02T10:00', 'UTC').toISOString()).toBe('2026-04-02T10:00:00.000Z');
  });
});
