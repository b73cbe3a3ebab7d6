import { Button, Group } from '@mantine/core';
import { HIRING_MESSAGES, type HiringActor, type HiringStatus } from '@talentmatch/shared/hiring';
import { useState } from 'react';
import { runAction } from '../../../lib/run-action.ts';
import { ConfirmDialog } from '../../hiring-team/components/confirm-dialog.tsx';
import { CHANGE_STATUS_ERROR, useChangeHiringStatus } from '../api/change-hiring-status.ts';
import { confirmQuestion, hiringActions, type HiringAction } from './hiring-actions.ts';
import { hiringErrorText } from './hiring-error.ts';

interface Props {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  /** the employer side names the candidate in its questions and button labels */
  candidateName?: string;
  side: HiringActor;
  nextStatuses: readonly HiringStatus[];
  size?: 'xs' | 'sm';
}

/** The moves a side may make on one pipeline row; final moves ask first. */
export function HiringActionButtons({ applicationId, jobId, jobTitle, candidateName, side, nextStatuses, size = 'sm' }: Props) {
  const change = useChangeHiringStatus();
  const [confirming, setConfirming] = useState<HiringAction | null>(null);
  const actions = hiringActions(nextStatuses, side);
  if (actions.length === 0) return null;

  const move = async (action: HiringAction) => {
    await runAction(() => change.mutateAsync({ applicationId, jobId, status: action.status }), {
      info: HIRING_MESSAGES.statusChanged,
      messageFor: (error) => hiringErrorText(error, CHANGE_STATUS_ERROR),
    });
    setConfirming(null);
  };
  const question = confirming ? confirmQuestion(confirming, { jobTitle, candidateName }) : null;

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
        {question?.text}
      </ConfirmDialog>
    </>
  );
}
