import { Alert } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { appState, useAppState } from '../lib/app-state.ts';

/**
 * The confirmation a page shows right after the action that created what it shows (the shared app state's "created"
 * flag, §3): what to do next with the new thing. Leaving the page clears the flag, so it shows once.
 */
export function CreatedNotice({ title, children }: { title: string; children: ReactNode }) {
  const { created } = useAppState();
  useEffect(() => () => appState.setCreated(false), []);
  if (!created) return null;
  return (
    <Alert color="teal" variant="light" title={title} mb="md" data-testid="created-notice">
      {children}
    </Alert>
  );
}
