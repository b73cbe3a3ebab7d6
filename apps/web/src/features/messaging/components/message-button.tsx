import { Button, type ButtonProps } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { runAction } from '../../../lib/run-action.ts';
import { openConversation } from '../api/messaging-api.ts';
import { messagesPath } from '../messaging-paths.ts';

export interface MessageButtonProps {
  /** the other party: the candidate's user id for an employer, the company id for a candidate */
  partyId: string;
  /** the job the conversation is about, when there is one */
  jobId?: string | null;
  /** whose messages page to open */
  area: 'candidate' | 'employer';
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

/**
 * Opens (creating it when needed) the conversation with the other party, optionally about a job, and
 * goes to the messages page with it selected (`?c=<conversationId>`).
 */
export function MessageButton({ partyId, jobId = null, area, label = 'Message', variant = 'light', size, fullWidth }: MessageButtonProps) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    const result = await runAction(() => openConversation(partyId, jobId));
    setOpening(false);
    if (result.ok) void navigate(messagesPath(area, result.value.id));
  };
  return (
    <Button
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      leftSection={<IconMessage size={16} aria-hidden />}
      loading={opening}
      onClick={() => void open()}
    >
      {label}
    </Button>
  );
}
