import { Badge, Button, Group, Text } from '@mantine/core';
import {
  HIRING_MESSAGES,
  type HiringStatusCounts,
  type JobCandidate,
  type JobCandidateList,
  TERMINAL_STATUSES,
} from '@talentmatch/shared/hiring';
import type { BulkHiringStatusBody } from '@talentmatch/shared/hiring-requests';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { matchColor } from '../../../lib/match-color.ts';
import { ProposeInterviewButton } from '../../interviews/index.ts';
import { messagesPath } from '../../messaging/index.ts';
import { HiringActionButtons } from './hiring-action-buttons.tsx';

export type BulkStatus = BulkHiringStatusBody['status'];
/** below this the status tabs become a select and rows become cards */
export const PHONE = '(max-width: 48em)';
export const ORIGIN_LABELS: Record<JobCandidate['origin'], string> = { application: 'via application', invitation: 'via invitation' };
export const fullName = (c: JobCandidate['candidate']) => `${c.firstName} ${c.lastName}`.trim();
export const searchForJob = (jobId: string) => `${paths.employer.candidates}?jobId=${encodeURIComponent(jobId)}`;

export const details = (c: JobCandidate['candidate']) =>
  [c.headline, [c.city, c.country].filter(Boolean).join(', ')].filter(Boolean).join(' · ');

export function MatchBadge({ match }: { match: number | null }) {
  if (match === null) {
    return (
      <Text size="sm" c="dimmed" aria-label="No match">
        —
      </Text>
    );
  }
  return (
    <Badge color={matchColor(match)} variant="light" style={{ flexShrink: 0, minWidth: 'max-content', overflow: 'visible' }}>
      {match}%
    </Badge>
  );
}

/** Candidates the employer could still reject when the job is filled (unanswered invitations are not theirs to close). */
const rejectableInProgress = (counts: HiringStatusCounts) => counts.Applied + counts.ApplicationAccepted + counts.InvitationAccepted;

export function RowActions({ row, job, counts }: { row: JobCandidate; job: JobCandidateList['job']; counts: HiringStatusCounts }) {
  const name = fullName(row.candidate);
  if (row.candidateDeleted) {
    // nothing moves and nobody would read a message: the row says why
    return (
      <Badge color="gray" variant="light" tt="none" title={HIRING_MESSAGES.candidateDeleted} data-testid="application-closed">
        Closed: account deleted
      </Badge>
    );
  }
  const staffing = { positions: job.positions, hired: counts.Hired, othersInProgress: Math.max(0, rejectableInProgress(counts) - 1) };
  return (
    <Group gap={6} wrap="wrap">
      <HiringActionButtons
        applicationId={row.applicationId}
        jobId={job.id}
        jobTitle={job.title}
        candidateName={name}
        side="employer"
        nextStatuses={row.nextStatuses}
        size="xs"
        staffing={staffing}
      />
      <Button
        component={Link}
        to={messagesPath('employer', row.conversationId)}
        size="xs"
        variant="default"
        leftSection={<IconMessages size={14} />}
        aria-label={`Message ${name}`}
      >
        Message
      </Button>
      {!TERMINAL_STATUSES.includes(row.status) && <ProposeInterviewButton applicationId={row.applicationId} candidateName={name} />}
    </Group>
  );
}

/** employer/jobs/status/{id}/{hiringStatus?}: the job's pipeline by status, row moves and bulk accept/reject. */
