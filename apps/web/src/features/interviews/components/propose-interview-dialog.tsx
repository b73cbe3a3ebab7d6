import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { INTERVIEW_KIND_LABELS, INTERVIEW_KINDS, type InterviewKind } from '@talentmatch/shared/interviews';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMomentIn } from '../../../lib/format-date.ts';
import { ApiError, errorMessage } from '../../../lib/http-client.ts';
import { useProposeInterview } from '../api/change-interview.ts';
import { useInterviewConflicts } from '../api/get-conflicts.ts';
import { slotInstant, suggestedSlot } from './slot-times.ts';

const MAX_SLOTS = 5;
const LOCATION_LABELS: Record<InterviewKind, string> = { video: 'Video link', phone: 'Phone number', 'on-site': 'Address' };

/** a slot being entered: its datetime-local value, and a key that stays with it when another is removed */
interface Slot {
  key: number;
  value: string;
}

interface TeamOption {
  id: string;
  name: string;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  applicationId: string;
  candidateName: string;
  /** the company's hiring team: who may interview */
  team: TeamOption[];
  /** preselected interviewer (the viewer) */
  viewerId: string;
  timeZone: string;
}

/** "Propose interview": kind, duration, link or address, interviewers, note and one to five slots in the viewer's zone. */
export function ProposeInterviewDialog({ opened, onClose, applicationId, candidateName, team, viewerId, timeZone }: Props) {
  const [kind, setKind] = useState<InterviewKind>('video');
  const [duration, setDuration] = useState<number>(45);
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const [interviewerIds, setInterviewerIds] = useState<string[]>(team.some((m) => m.id === viewerId) ? [viewerId] : []);
  const [slots, setSlots] = useState<Slot[]>([{ key: 0, value: suggestedSlot(timeZone, 0) }]);
  const [error, setError] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);
  const propose = useProposeInterview();
  const instants = slots.map((s) => slotInstant(s.value, timeZone));
  const complete = instants.filter((s): s is string => s !== null);
  const conflicts = useInterviewConflicts({ durationMinutes: duration, interviewerIds, slots: complete.map((startsAt) => ({ startsAt })) });
  const nameOf = new Map(team.map((m) => [m.id, m.name]));

  const submit = async () => {
    setError(null);
    if (complete.length !== slots.length) {
      setError({ message: 'Fill in every time slot, or remove the empty ones.', fields: {} });
      return;
    }
    try {
      await propose.mutateAsync({
        applicationId,
        body: { kind, durationMinutes: duration, location, note, interviewerIds, slots: complete.map((startsAt) => ({ startsAt })) },
      });
      onClose();
    } catch (failure) {
      setError({
        message: errorMessage(failure, 'Could not propose the interview.'),
        fields: failure instanceof ApiError ? failure.fieldErrors : {},
      });
    }
  };
  const field = (name: string) => error?.fields[name]?.join(' ');

  return (
    <Modal opened={opened} onClose={onClose} title={`Propose an interview to ${candidateName}`} size="lg">
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4} id="interview-kind">
            Kind
          </Text>
          <SegmentedControl
            aria-labelledby="interview-kind"
            value={kind}
            onChange={(value) => setKind(value as InterviewKind)}
            data={INTERVIEW_KINDS.map((k) => ({ value: k, label: INTERVIEW_KIND_LABELS[k] }))}
            fullWidth
          />
        </div>
        <NumberInput
          label="Duration (minutes)"
          min={15}
          max={480}
          step={15}
          value={duration}
          onChange={(value) => setDuration(typeof value === 'number' ? value : Number(value) || 0)}
          error={field('durationMinutes')}
        />
        <TextInput
          label={LOCATION_LABELS[kind]}
          value={location}
          onChange={(e) => setLocation(e.currentTarget.value)}
          error={field('location')}
        />
        <MultiSelect
          label="Interviewers"
          data={team.map((m) => ({ value: m.id, label: m.name }))}
          value={interviewerIds}
          onChange={setInterviewerIds}
          error={field('interviewerIds')}
          searchable
        />
        <Textarea label="Note" minRows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} error={field('note')} />
        <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500}>
            Time slots (times in {timeZone})
          </Text>
          {slots.map(({ key, value }, index) => (
            <Group key={key} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                type="datetime-local"
                label={`Time slot ${index + 1}`}
                value={value}
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  setSlots((current) => current.map((s, i) => (i === index ? { ...s, value: next } : s)));
                }}
                style={{ flex: 1 }}
              />
              {slots.length > 1 && (
                <Button
                  variant="subtle"
                  color="red"
                  aria-label={`Remove time slot ${index + 1}`}
                  onClick={() => setSlots((current) => current.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </Button>
              )}
            </Group>
          ))}
          {field('slots') && (
            <Text size="sm" c="red" role="alert">
              {field('slots')}
            </Text>
          )}
          {slots.length < MAX_SLOTS && (
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() =>
                  setSlots((current) => [
                    ...current,
                    { key: Math.max(...current.map((s) => s.key)) + 1, value: suggestedSlot(timeZone, current.length) },
                  ])
                }
              >
                Add a time slot
              </Button>
            </Group>
          )}
        </Stack>
        {(conflicts.data ?? []).length > 0 && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="An interviewer is busy"
            data-testid="conflict-warning"
          >
            <List size="sm">
              {(conflicts.data ?? []).map((c) => (
                <List.Item key={`${c.slotStartsAt}-${c.interviewId}-${c.interviewerId}`}>
                  {formatMomentIn(c.slotStartsAt, timeZone)} overlaps {c.confirmed ? 'an interview' : 'a slot proposed'} of{' '}
                  {nameOf.get(c.interviewerId) ?? c.interviewerName} ({formatMomentIn(c.startsAt, timeZone)}).
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={propose.isPending}>
            Propose interview
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
