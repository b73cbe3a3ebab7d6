import { Button, type ButtonProps } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The dialog (its form, the request schema and zod) loads when it is first opened, not with the search's results.
const InviteModal = lazy(() => import('./invite-modal.tsx').then((m) => ({ default: m.InviteModal })));

interface Props {
  candidate: { id: string; name: string };
  defaultJobId?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** "Invite to job" and its dialog (employer candidate search and candidate page). */
export function InviteButton({ candidate, defaultJobId, variant = 'filled', size }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        leftSection={<IconUserPlus size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        // starts with the visible text (WCAG 2.5.3 Label in Name), then says whom
        aria-label={`Invite to job: ${candidate.name}`}
      >
        Invite to job
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <InviteModal opened candidate={candidate} defaultJobId={defaultJobId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
