import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { HIRING_MESSAGES, type HiringActor, type HiringStatus } from '@talentmatch/shared/hiring';
import { useState } from 'react';
import { notifyDone } from '../../../lib/notify.ts';
import { runAction } from '../../../lib/run-action.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CHANGE_STATUS_ERROR, useChangeHiringStatus } from '../api/change-hiring-status.ts';
import { confirmQuestion, hiringActions, type HiringAction } from './hiring-actions.ts';
import { hiringErrorText } from './hiring-error.ts';
import { hiringNotice } from './hiring-notice.ts';

interface Props {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  /** the employer side names the candidate in its questions and button labels */
  candidateName?: string;
  side: HiringActor;
  nextStatuses: readonly HiringStatus[];
  size?: 'xs' | 'sm';
  /** where the job stands (the employer's pipeline page knows): lets "Mark hired" say that it fills the job */
  staffing?: { positions: number; hired: number; othersInProgress: number };
}

/** The moves a side may make on one pipeline row; final moves ask first. */
export function HiringActionButtons({ applicationId, jobId, jobTitle, candidateName, side, nextStatuses, size = 'sm', staffing }: Props) {
  const change = useChangeHiringStatus();
  const [confirming, setConfirming] = useState<HiringAction | null>(null);
  const [rejectRemaining, setRejectRemaining] = useState(false);
  const actions = hiringActions(nextStatuses, side);
  if (actions.length === 0) return null;

  // this hire takes the last open position: the job becomes filled
  const fillsJob = staffing !== undefined && staffing.hired + 1 >= staffing.positions;
  const move = async (action: HiringAction) => {
    const rejectOthers = action.status === 'Hired' && fillsJob && rejectRemaining;
    const outcome = await runAction(
      () => change.mutateAsync({ applicationId, jobId, status: action.status, ...(rejectOthers ? { rejectRemaining: true } : {}) }),
      { info: HIRING_MESSAGES.statusChanged, messageFor: (error) => hiringErrorText(error, CHANGE_STATUS_ERROR) },
    );
    if (outcome.ok) notifyDone(hiringNotice({ status: action.status, side }, { jobTitle, candidateName }, outcome.value));
    setConfirming(null);
    setRejectRemaining(false);
  };
  const question = confirming ? confirmQuestion(confirming, { jobTitle, candidateName }) : null;
  const others = staffing?.othersInProgress ?? 0;

  return (
    <>
      <Group gap={6} wrap="wrap">
        {actions.map((action) => (
          <Button
            key={action.status}
            size={size}
            color={action.color}
            variant={action.confirm ? 'light' : 'filled'}
            onClick={() => (action.confirm ? setConfirming(action) : void move(action))}
            loading={change.isPending && change.variables?.status === action.status}
            disabled={change.isPending}
            aria-label={candidateName ? `${action.label}: ${candidateName}` : undefined}
          >
            {action.label}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={confirming !== null}
        title={question?.title ?? ''}
        confirmLabel={confirming?.label ?? ''}
        color={confirming?.color}
        loading={change.isPending}
        onConfirm={() => confirming && void move(confirming)}
        onClose={() => setConfirming(null)}
      >
        <Stack gap="sm">
          <Text size="sm">{question?.text}</Text>
          {confirming?.status === 'Hired' && fillsJob ? (
            <>
              <Text size="sm" data-testid="hire-fills-job">
                This fills the last open position: the job leaves the job board, takes no more applications and frees its plan slot.
              </Text>
              {others > 0 ? (
                <Checkbox
                  checked={rejectRemaining}
                  onChange={(e) => setRejectRemaining(e.currentTarget.checked)}
                  label={
                    others === 1
                      ? 'Also let the other candidate in progress know (they receive the rejection message)'
                      : `Also let the ${others} other candidates in progress know (they receive the rejection message)`
                  }
                />
              ) : null}
            </>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
