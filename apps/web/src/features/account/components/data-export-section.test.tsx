import { MantineProvider } from '@mantine/core';
import type { DataExport } from '@talentmatch/shared/data-export';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataExportStatus, type DataExportStatusProps } from './data-export-section.tsx';

const base: DataExport = {
  id: 'e1',
  status: 'requested',
  requestedAt: '2026-03-12T09:00:00Z',
  readyAt: null,
  expiresAt: null,
  size: null,
};

function show(props: Partial<DataExportStatusProps>) {
  const handlers = { onRequest: vi.fn(), onDownload: vi.fn() };
  render(
    <MantineProvider>
      <DataExportStatus current={null} requesting={false} downloading={false} error={null} {...handlers} {...props} />
    </MantineProvider>,
  );
  return handlers;
}

afterEach(cleanup);

describe('DataExportStatus', () => {
  it('offers the download of my data when there is none', () => {
    const { onRequest } = show({});
    expect(screen.queryByTestId('data-export-status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(onRequest).toHaveBeenCalledOnce();
  });

  it.each(['requested', 'preparing'] as const)('shows %s while it is prepared, with no button to ask again', (status) => {
    show({ current: { ...base, status } });
    expect(screen.getByTestId('data-export-status').textContent).toBe(status === 'requested' ? 'Requested' : 'Preparing');
    expect(screen.getByText(/We are preparing your data/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a ready archive with its size, expiry and a download button', () => {
    const current: DataExport = {
      ...base,
      status: 'ready',
      readyAt: '2026-03-12T09:01:00Z',
      expiresAt: '2026-03-19T09:01:00Z',
      size: 2_500_000,
    };
    const { onDownload, onRequest } = show({ current });
    expect(screen.getByTestId('data-export-status').textContent).toBe('Ready');
    expect(screen.getByText(/2\.4 MB/).textContent).toMatch(/can be downloaded until/);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledWith(current);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new copy' }));
    expect(onRequest).toHaveBeenCalledOnce();
  });

  it('says when preparing failed and lets the user ask again', () => {
    show({ current: { ...base, status: 'failed' }, error: 'Your data is already being prepared.' });
    expect(screen.getByTestId('data-export-status').textContent).toBe('Failed');
    expect(screen.getByText(/We could not prepare your data/)).toBeTruthy();
    expect(screen.getByText('Your data is already being prepared.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for a new copy' })).toBeTruthy();
  });
});
