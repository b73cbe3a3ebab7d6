import { z } from 'zod';
import { plainText } from './text.ts';

/** Interviews on an application (docs/applications-and-messaging.md, "Interviews"): vocabulary, rules and request schemas. */

export const INTERVIEW_KINDS = ['video', 'phone', 'on-site'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_KIND_LABELS: Record<InterviewKind, string> = { video: 'Video call', phone: 'Phone call', 'on-site': 'On site' };

export const INTERVIEW_STATUSES = ['proposed', 'other-times', 'confirmed', 'cancelled'] as const;
type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

const MIN_INTERVIEW_MINUTES = 15;
const MAX_INTERVIEW_MINUTES = 480;
const MAX_INTERVIEW_SLOTS = 5;

export const INTERVIEW_MESSAGES = {
  notFound: 'This interview does not exist.',
  applicationClosed: 'Interviews cannot be proposed on an application that is withdrawn, rejected or hired.',
  slotInPast: 'A time slot is in the past.',
  slotsOverlap: 'Two time slots overlap.',
  tooManySlots: `Propose at most ${MAX_INTERVIEW_SLOTS} time slots.`,
  noSlots: 'Propose at least one time slot.',
  duration: `An interview lasts from ${MIN_INTERVIEW_MINUTES} minutes to ${MAX_INTERVIEW_MINUTES / 60} hours.`,
  interviewerNotInTeam: 'Every interviewer must be a member of your company’s hiring team.',
  noInterviewers: 'Choose at least one interviewer.',
  slotNotFound: 'This time slot is not one of the interview’s slots.',
  notOpen: 'This interview is no longer waiting for a time to be picked.',
  notConfirmed: 'Only a confirmed interview can be rescheduled.',
  alreadyCancelled: 'This interview is already cancelled.',
  interviewerBusy: 'An interviewer is already booked at that time. Pick another slot.',
  invalidTimeZone: 'Unknown time zone.',
} as const;

/**
 * The slot rules: one to five, none in the past, none overlapping another. Returns field errors
 * (`slots`, `durationMinutes`), empty when the proposal is acceptable.
 */
export function slotProblems(slots: readonly { startsAt: Date }[], durationMinutes: number, now: Date): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (durationMinutes < MIN_INTERVIEW_MINUTES || durationMinutes > MAX_INTERVIEW_MINUTES)
    add('durationMinutes', INTERVIEW_MESSAGES.duration);
  if (slots.length === 0) add('slots', INTERVIEW_MESSAGES.noSlots);
  if (slots.length > MAX_INTERVIEW_SLOTS) add('slots', INTERVIEW_MESSAGES.tooManySlots);
  if (slots.some((s) => s.startsAt.getTime() <= now.getTime())) add('slots', INTERVIEW_MESSAGES.slotInPast);
  const starts = slots.map((s) => s.startsAt.getTime()).sort((a, b) => a - b);
  const length = durationMinutes * 60_000;
  if (starts.some((start, i) => i > 0 && start < starts[i - 1] + length)) add('slots', INTERVIEW_MESSAGES.slotsOverlap);
  return errors;
}

/** Whether the runtime knows the IANA zone name. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC in minutes at an instant (Intl's time-zone data; +120 for Berlin in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * A wall-clock time in a zone ("2026-04-02T10:00" in Europe/Berlin) as an instant, with the offset of that
 * date, not of today: a slot proposed before a daylight-saving change keeps its local time.
 */
export function wallTimeToInstant(local: string, timeZone: string): Date {
  const [date, time = '00:00'] = local.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  // the offset at the guess may differ from the offset at the result when a change lies between them
  return new Date(asUtc - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** An instant as the wall-clock value of a datetime-local input in a zone ("2026-04-02T10:00"). */
export function instantToWallTime(instant: Date | string, timeZone: string): string {
  const at = new Date(instant);
  return new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000).toISOString().slice(0, 16);
}

/** A moment shown in a viewer's zone ("Mon, Mar 30, 2026, 10:00 AM CEST"). */
export function formatInZone(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));
}

const id = (message: string) => z.string({ error: message }).uuid(message);
const instant = z.iso.datetime({ offset: true, error: 'Not a valid date and time.' });

/** POST api/applications/{id}/interviews (employer) */
export const proposeInterviewBody = z.object({
  kind: z.enum(INTERVIEW_KINDS, { error: 'Choose video, phone or on site.' }),
  durationMinutes: z.number({ error: 'Duration must be a number of minutes.' }).int('Duration must be a whole number of minutes.'),
  location: plainText('Link or address', 500).optional().default(''),
  note: plainText('Note', 2000).optional().default(''),
  interviewerIds: z
    .array(id('Not a valid interviewer.'), { error: INTERVIEW_MESSAGES.noInterviewers })
    .min(1, INTERVIEW_MESSAGES.noInterviewers)
    .max(10),
  slots: z.array(z.object({ startsAt: instant }), { error: INTERVIEW_MESSAGES.noSlots }).max(20),
});
export type ProposeInterviewBody = z.input<typeof proposeInterviewBody>;

/** POST api/interviews/{id}/pick (candidate) */
export const pickSlotBody = z.object({ slotId: id('Choose one of the proposed time slots.') });

/** POST api/interviews/{id}/other-times (candidate) */
export const otherTimesBody = z.object({ note: plainText('Note', 2000).optional().default('') });

/** POST api/interviews/{id}/reschedule (either side): the confirmed interview moves to a new start. */
export const rescheduleBody = z.object({ startsAt: instant, note: plainText('Note', 2000).optional().default('') });

/** POST api/interviews/{id}/cancel (either side) */
export const cancelInterviewBody = z.object({ reason: plainText('Reason', 2000, { required: true }) });

/** GET api/interviews (employer) */
export const companyInterviewsQuery = z.object({
  interviewerId: id('Not a valid interviewer.').optional(),
  jobId: id('Not a valid job.').optional(),
  /** confirmed interviews ending after this instant (default: now), e.g. the start of the week shown */
  from: instant.optional(),
  /** the week view: confirmed interviews starting before this instant only, and no open proposals */
  to: instant.optional(),
});

/** POST api/interviews/conflicts (employer): which of the slots overlap another interview of an interviewer. */
export const interviewConflictsBody = z.object({
  durationMinutes: z.number({ error: 'Duration must be a number of minutes.' }).int().min(MIN_INTERVIEW_MINUTES).max(MAX_INTERVIEW_MINUTES),
  interviewerIds: z.array(id('Not a valid interviewer.')).max(10),
  slots: z.array(z.object({ startsAt: instant })).max(20),
  /** the interview being moved, left out of its own conflicts */
  exceptId: id('Not a valid interview.').optional(),
});

/** One overlap: the slot (by its start) and the interviewer's other interview. */
export interface InterviewConflict {
  slotStartsAt: string;
  interviewerId: string;
  interviewerName: string;
  interviewId: string;
  startsAt: string;
  endsAt: string;
  /** confirmed, or still a proposed slot */
  confirmed: boolean;
}

/** PUT api/account/time-zone */
export const timeZoneBody = z.object({
  timeZone: z.string({ error: INTERVIEW_MESSAGES.invalidTimeZone }).max(64).refine(isTimeZone, INTERVIEW_MESSAGES.invalidTimeZone),
});

interface InterviewSlot {
  id: string;
  startsAt: string;
  endsAt: string;
}

export interface Interview {
  id: string;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  companyId: string;
  candidateId: string;
  candidateName: string;
  kind: InterviewKind;
  durationMinutes: number;
  location: string;
  note: string;
  status: InterviewStatus;
  startsAt: string | null;
  endsAt: string | null;
  sequence: number;
  otherTimesNote: string;
  cancelReason: string;
  interviewers: { id: string; name: string }[];
  /** the proposed starts while one is still to be picked (proposed, other times); empty once confirmed or cancelled */
  slots: InterviewSlot[];
}
