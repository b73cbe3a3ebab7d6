import { Alert, Badge, Button, Card, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { INTERVIEW_KIND_LABELS, type Interview } from '@talentmatch/shared/interviews';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMomentIn } from '../../../lib/format-date.ts';
import { errorMessage } from '../../../lib/http-client.ts';
import {
  downloadInterviewCalendar,
  useAskOtherTimes,
  useCancelInterview,
  usePickSlot,
  useRescheduleInterview,
} from '../api/change-interview.ts';
import { slotInstant, slotLocal } from './slot-times.ts';

export type InterviewSide = 'candidate' | 'employer';

const STATUS: Record<Interview['status'], { label: string; color: string }> = {
  proposed: { label: 'Waiting for a time', color: 'blue' },
  'other-times': { label: 'Other times asked', color: 'orange' },
  confirmed: { label: 'Confirmed', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

type Open = 'other-times' | 'reschedule' | 'cancel' | null;

/** One interview as either party sees it, in the viewer's time zone, with what that party can do next. */
export function InterviewCard({ interview, side, timeZone }: { interview: Interview; side: InterviewSide; timeZone: string }) {
  const [slotId, setSlotId] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [text, setText] = useState('');
  const [newTime, setNewTime] = useState(interview.startsAt ? slotLocal(interview.startsAt, timeZone) : '');
  const [error, setError] = useState<string | null>(null);
  const pick = usePickSlot();
  const otherTimes = useAskOtherTimes();
  const reschedule = useRescheduleInterview();
  const cancel = useCancelInterview();
  const waiting = interview.status === 'proposed' || interview.status === 'other-times';
  const now = Date.now();
  const openSlots = interview.slots.filter((s) => new Date(s.startsAt).getTime() > now);

  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await action();
      setOpen(null);
      setText('');
    } catch (failure) {
      setError(errorMessage(failure, fallback));
    }
  };
  const toggle = (what: Open) => {
    setError(null);
    setText('');
    setOpen(open === what ? null : what);
  };
  const status = STATUS[interview.status];
  const title = side === 'candidate' ? interview.jobTitle : `${interview.candidateName} · ${interview.jobTitle}`;

  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={`Interview: ${title}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{title}</Text>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        <Text size="sm">
          {INTERVIEW_KIND_LABELS[interview.kind]}, {interview.durationMinutes} minutes
          {interview.location ? ` · ${interview.location}` : ''}
        </Text>
        {interview.interviewers.length > 0 && (
          <Text size="sm" c="dimmed">
            With {interview.interviewers.map((p) => p.name).join(', ')}
          </Text>
        )}
        {interview.note && <Text size="sm">{interview.note}</Text>}
        {interview.status === 'confirmed' && interview.startsAt && (
          <Text fw={600} data-testid="interview-time">
            {formatMomentIn(interview.startsAt, timeZone)}
          </Text>
        )}
        {interview.status === 'other-times' && (
          <Text size="sm" c="orange">
            The candidate asked for other times{interview.otherTimesNote ? `: ${interview.otherTimesNote}` : '.'}
          </Text>
        )}
        {interview.status === 'cancelled' && interview.cancelReason && <Text size="sm">Reason: {interview.cancelReason}</Text>}

        {waiting && side === 'candidate' && (
          <Radio.Group label={`Pick a time (shown in ${timeZone})`} value={slotId} onChange={setSlotId}>
            <Stack gap={6} mt={6}>
              {openSlots.map((s) => (
                <Radio key={s.id} value={s.id} label={formatMomentIn(s.startsAt, timeZone)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {waiting && side === 'employer' && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Proposed times ({timeZone})
            </Text>
            {interview.slots.map((s) => (
              <Text size="sm" key={s.id}>
                {formatMomentIn(s.startsAt, timeZone)}
              </Text>
            ))}
          </Stack>
        )}

        {open === 'other-times' && (
          <Textarea
            label="Note"
            placeholder="Which days and times suit you?"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        )}
        {open === 'reschedule' && (
          <Stack gap={6}>
            <TextInput
              type="datetime-local"
              label={`New time (${timeZone})`}
              value={newTime}
              onChange={(e) => setNewTime(e.currentTarget.value)}
            />
            <Textarea label="Note" value={text} onChange={(e) => setText(e.currentTarget.value)} />
          </Stack>
        )}
        {open === 'cancel' && <Textarea label="Reason" required value={text} onChange={(e) => setText(e.currentTarget.value)} />}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}

        <Group gap="xs" wrap="wrap">
          {waiting && side === 'candidate' && open === null && (
            <>
              <Button
                size="xs"
                disabled={!slotId}
                loading={pick.isPending}
                onClick={() => run(() => pick.mutateAsync({ id: interview.id, slotId: slotId ?? '' }), 'Could not confirm this time.')}
              >
                Confirm this time
              </Button>
              <Button size="xs" variant="default" onClick={() => toggle('other-times')}>
                None of these times suit me
              </Button>
            </>
          )}
          {open === 'other-times' && (
            <Button
              size="xs"
              loading={otherTimes.isPending}
              onClick={() => run(() => otherTimes.mutateAsync({ id: interview.id, note: text }), 'Could not ask for other times.')}
            >
              Ask for other times
            </Button>
          )}
          {interview.status === 'confirmed' && open === null && (
            <>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCalendarPlus size={14} />}
                onClick={() => run(() => downloadInterviewCalendar(interview), 'Could not download the calendar file.')}
              >
                Add to calendar
              </Button>
              <Button size="xs" variant="default" onClick={() => toggle('reschedule')}>
                Reschedule
              </Button>
            </>
          )}
          {open === 'reschedule' && (
            <Button
              size="xs"
              loading={reschedule.isPending}
              onClick={() => {
                const startsAt = slotInstant(newTime, timeZone);
                if (!startsAt) {
                  setError('Choose the new date and time.');
                  return;
                }
                return run(() => reschedule.mutateAsync({ id: interview.id, startsAt, note: text }), 'Could not move the interview.');
              }}
            >
              Move the interview
            </Button>
          )}
          {interview.status !== 'cancelled' && open === null && (
            <Button size="xs" variant="subtle" color="red" onClick={() => toggle('cancel')}>
              Cancel interview
            </Button>
          )}
          {open === 'cancel' && (
            <Button
              size="xs"
              color="red"
              loading={cancel.isPending}
              onClick={() => run(() => cancel.mutateAsync({ id: interview.id, reason: text }), 'Could not cancel the interview.')}
            >
              Cancel the interview
            </Button>
          )}
          {open !== null && (
            <Button size="xs" variant="default" onClick={() => toggle(null)}>
              Back
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
