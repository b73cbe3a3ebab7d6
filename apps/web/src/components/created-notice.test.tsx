import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appState } from '../lib/app-state.ts';
import { runAction } from '../lib/run-action.ts';
import { CreatedNotice } from './created-notice.tsx';

const renderNotice = () =>
  render(
    <MantineProvider>
      <CreatedNotice title="Your job is created">Find candidates.</CreatedNotice>
    </MantineProvider>,
  );

afterEach(() => {
  cleanup();
  appState.reset();
});

describe('the shared "created" flag', () => {
  it('is set by a create action that succeeds, shown once by the next page, and cleared when it is left', async () => {
    await runAction(async () => ({ id: 'job-1' }), { created: true });
    expect(appState.get().created).toBe(true);
    const page = renderNotice();
    expect(screen.getByTestId('created-notice').textContent).toContain('Find candidates.');
    page.unmount();
    expect(appState.get().created).toBe(false);
    renderNotice();
    expect(screen.queryByTestId('created-notice')).toBeNull();
  });

  it('stays unset by other actions and by a create action that fails', async () => {
    await runAction(async () => 'saved', { info: 'Saved.' });
    expect(appState.get().created).toBe(false);
    await act(() =>
      runAction(
        async () => {
          throw new Error('no');
        },
        { created: true },
      ),
    );
    expect(appState.get().created).toBe(false);
  });
});
